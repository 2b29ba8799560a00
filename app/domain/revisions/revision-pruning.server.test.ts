import { afterEach, describe, expect, it } from "vitest";

import { testProjectInput } from "#tests/support/project-data.ts";
import { formOf } from "#tests/support/save-workflows.ts";
import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";
import { timestamp } from "#app/db/time.ts";
import { addBlog, deleteBlog } from "#app/domain/blogs/blogs.server.ts";
import { addProject, deleteProject } from "#app/domain/projects/projects.server.ts";
import { revisionPruningJob, pruneRevisions } from "./revision-pruning.server.ts";
import { saveRevisionSettingsForm } from "./revision-settings.server.ts";
import { recordRevision, type RevisedEntity } from "./revisions.server.ts";

/**
 * Issue "Publish later and go back": "The number kept per record is a setting; older ones are
 * pruned by the job."
 */
describe.each(testEngines)("pruning revisions on $name", (engine) => {
  const db = useTestDatabase(engine);
  afterEach(async () => {
    await db().deleteFrom("revisions").execute();
    await db().deleteFrom("projects").execute();
    await db().deleteFrom("blogs").execute();
    await db().deleteFrom("settings").execute();
  });

  async function saves(entity: RevisedEntity, id: string, revisions: number[]) {
    for (const revision of revisions) {
      await recordRevision(db(), entity, id, {
        revision,
        actor: "Meena",
        fields: { name: `Save ${revision}` },
      });
    }
  }

  const kept = async (entity: RevisedEntity, id: string) =>
    (
      await db()
        .selectFrom("revisions")
        .select("revision")
        .where("entity", "=", entity)
        .where("entity_id", "=", id)
        .orderBy("revision")
        .execute()
    ).map((row) => row.revision);

  const post = (slug: string) => ({
    title: slug,
    slug,
    excerpt: "",
    content: "<p>Plots.</p>",
    category: "Finance",
    featuredImage: "",
    author: "Team",
    status: "Draft" as const,
    tags: [],
  });

  it("keeps the newest of each record, however its numbers run", async () => {
    const often = await addProject(db(), testProjectInput("Green Meadows"));
    const seldom = await addProject(db(), testProjectInput("Palm Grove"));
    const gaps = await addBlog(db(), post("plot-loans"));
    await saves("project", often, [1, 2, 3, 4, 5, 6, 7, 8]);
    await saves("project", seldom, [1, 2, 3]);
    // Saved before its history began, then once past a save that was never kept.
    await saves("blog", gaps, [4, 5, 7, 9, 10, 11, 12]);

    expect(await pruneRevisions(db(), 5)).toBe(3 + 2);
    expect(await kept("project", often)).toEqual([4, 5, 6, 7, 8]);
    expect(await kept("project", seldom)).toEqual([1, 2, 3]);
    expect(await kept("blog", gaps)).toEqual([7, 9, 10, 11, 12]);
    expect(await pruneRevisions(db(), 5)).toBe(0);
  });

  it("deletes the revisions of a deleted project or post, and only theirs", async () => {
    const gone = await addProject(db(), testProjectInput("Green Meadows"));
    const stays = await addProject(db(), testProjectInput("Palm Grove"));
    const deletedPost = await addBlog(db(), post("plot-loans"));
    const keptPost = await addBlog(db(), post("dtcp-approval"));
    for (const id of [gone, stays]) await saves("project", id, [1, 2]);
    for (const id of [deletedPost, keptPost]) await saves("blog", id, [1, 2, 3]);
    // A post and a project share no ids, but a revision names its kind: a post's is not a project's.
    await saves("blog", stays, [1]);
    await deleteProject(db(), gone);
    await deleteBlog(db(), deletedPost);

    expect(await pruneRevisions(db(), 5)).toBe(2 + 3 + 1);
    expect(await kept("project", gone)).toEqual([]);
    expect(await kept("blog", deletedPost)).toEqual([]);
    expect(await kept("project", stays)).toEqual([1, 2]);
    expect(await kept("blog", keptPost)).toEqual([1, 2, 3]);
  });

  it("prunes more than a statement's batch, in batches", async () => {
    const id = await addProject(db(), testProjectInput("Green Meadows"));
    const many = Array.from({ length: 1210 }, (_, i) => i + 1);
    await db()
      .insertInto("revisions")
      .values(
        many.map((revision) => ({
          entity: "project",
          entity_id: id,
          revision,
          actor: "Meena",
          saved_at: timestamp(),
          fields: "{}",
        })),
      )
      .execute();
    expect(await pruneRevisions(db(), 10)).toBe(1200);
    expect(await kept("project", id)).toEqual(many.slice(-10));
  });

  it("runs with the number kept per record in Settings, read each run", async () => {
    const id = await addProject(db(), testProjectInput("Green Meadows"));
    await saves(
      "project",
      id,
      Array.from({ length: 60 }, (_, i) => i + 1),
    );
    const job = revisionPruningJob(db());
    expect(job).toMatchObject({ name: "revision-pruning", everyMs: 60 * 60_000 });

    await job.run(new Date());
    expect((await kept("project", id)).length).toBe(50);
    await saveRevisionSettingsForm(db(), "Meena", formOf({ keptPerRecord: "7" }));
    await job.run(new Date());
    expect(await kept("project", id)).toEqual([54, 55, 56, 57, 58, 59, 60]);
  });
});
