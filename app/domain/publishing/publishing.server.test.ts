import { afterEach, describe, expect, it } from "vitest";

import { formOf, useFileStores } from "#tests/support/save-workflows.ts";
import { requiredProjectForm } from "#tests/support/project-data.ts";
import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";
import { readContentVersion } from "#app/db/content-version.server.ts";
import { getBlog, listAllBlogs } from "#app/domain/blogs/blogs.server.ts";
import { saveBlog } from "#app/domain/blogs/blog-save.server.ts";
import { getProject, getPublishedProject, listProjects } from "#app/domain/projects/projects.server.ts";
import { saveProject } from "#app/domain/projects/project-save.server.ts";
import { createJobRunner, type JobRunner } from "#app/jobs/jobs.server.ts";
import { indiaDateTimeValue } from "#app/lib/india-time.ts";
import { noMetrics } from "#app/lib/metrics.ts";
import { scheduleMessages } from "#app/lib/publish-schedule.ts";
import { publishingJob, scheduledWork, schedulingActor } from "./publishing.server.ts";

/**
 * Issue "Publish later and go back": "the background job does it once across instances". Two
 * instances tick on one database with a test clock; the schedules were set through the editors'
 * save, at times still to come on the real clock.
 */
const minute = 60_000;
const day = 24 * 60 * minute;
/** A whole minute two days from now: the editor's fields hold minutes. */
const publishAt = new Date(Math.ceil((Date.now() + 2 * day) / minute) * minute);
const unpublishAt = new Date(publishAt.getTime() + day);

const projectForm = {
  ...requiredProjectForm,
  bannerImage: "https://example.com/banner.jpg",
  exemptionReason: "A layout under 500 square metres.",
  publication: "Draft",
  publishAt: indiaDateTimeValue(publishAt),
  unpublishAt: indiaDateTimeValue(unpublishAt),
};
const postForm = {
  title: "Plots for a first home",
  slug: "plots-for-a-first-home",
  author: "Meena Raman",
  category: "Investment Guide",
  excerpt: "What to look for.",
  content: "Start with the approval.",
  featuredImage: "https://example.com/cover.jpg",
  status: "Draft",
  publishAt: indiaDateTimeValue(publishAt),
};

const runners: JobRunner[] = [];
afterEach(async () => {
  for (const runner of runners.splice(0)) await runner.stop();
});

describe.each(testEngines)("scheduled publishing on $name", (engine) => {
  const db = useTestDatabase(engine);
  const files = useFileStores(db);
  afterEach(async () => {
    for (const table of ["projects", "blogs", "revisions", "jobs", "audit_log"] as const) {
      await db().deleteFrom(table).execute();
    }
    await files.clear();
  });

  /** Two instances of the site on one database, their clocks the test's. */
  function twoInstances(start: Date) {
    let at = start.getTime();
    const now = () => new Date(at);
    const log = { info: () => {} };
    const [a, b] = ["instance-a", "instance-b"].map((instance) => {
      const runner = createJobRunner({
        db: db(),
        jobs: [publishingJob(db(), log)],
        metrics: noMetrics,
        instance,
        now,
      });
      runners.push(runner);
      return runner;
    });
    return {
      advance: (ms: number) => (at += ms),
      tickBoth: () => Promise.all([a!.tick(), b!.tick()]),
    };
  }

  async function scheduled() {
    expect(await saveProject(files.stores(), "Meena", formOf(projectForm))).toMatchObject({
      toast: { type: "success" },
    });
    expect(await saveBlog(files.stores(), "Meena", formOf(postForm))).toMatchObject({
      toast: { type: "success" },
    });
    const [project] = await listProjects(db());
    const [post] = await listAllBlogs(db());
    return { project: project!, post: post! };
  }

  const schedulingRevisions = async () =>
    (await db().selectFrom("revisions").select("entity").where("actor", "=", schedulingActor).execute())
      .length;

  it("publishes at the time once, whichever instance ticks, and takes the project off at the second time", async () => {
    const { project, post } = await scheduled();
    expect(project).toMatchObject({ published: false, publishAt, unpublishAt });
    expect(post).toMatchObject({ status: "Draft", publishAt, unpublishAt: null });
    const site = twoInstances(new Date(publishAt.getTime() - minute));

    await site.tickBoth();
    expect(await getPublishedProject(db(), project.id)).toBeNull();

    const before = await readContentVersion(db());
    site.advance(minute);
    await site.tickBoth();
    expect(await getProject(db(), project.id)).toMatchObject({
      published: true,
      publishAt: null,
      unpublishAt,
    });
    expect(await getPublishedProject(db(), project.id)).not.toBeNull();
    expect(await getBlog(db(), post.id)).toMatchObject({ status: "Published", publishAt: null });
    // The page cache, the sitemap and the share images key on it.
    expect(await readContentVersion(db())).toBeGreaterThan(before);
    expect(await schedulingRevisions()).toBe(2);

    site.advance(minute);
    await site.tickBoth();
    expect(await schedulingRevisions()).toBe(2);

    site.advance(day);
    await site.tickBoth();
    expect(await getProject(db(), project.id)).toMatchObject({
      published: false,
      publishAt: null,
      unpublishAt: null,
    });
    expect(await getPublishedProject(db(), project.id)).toBeNull();
    expect(await files.auditSummaries()).toEqual([
      "Added project Green Meadows",
      "Added blog Plots for a first home (Draft)",
      "Published project Green Meadows as scheduled",
      "Published blog Plots for a first home as scheduled",
      "Took off the website project Green Meadows as scheduled",
    ]);
  });

  it("refuses a save from an editor opened before the scheduled change, with the change taken in", async () => {
    const { project } = await scheduled();
    const site = twoInstances(publishAt);
    await site.tickBoth();
    const stale = formOf({
      ...projectForm,
      id: project.id,
      revision: String(project.revision),
      name: "Renamed",
    });
    expect(await saveProject(files.stores(), "Arun", stale)).toMatchObject({
      status: 409,
      values: { name: "Renamed", publication: "Published", publishAt: "" },
      conflict: { taken: ["Visibility", "Publish on"] },
    });
    expect(await getProject(db(), project.id)).toMatchObject({ name: "Green Meadows", published: true });
  });

  it("lists what is scheduled, the soonest first", async () => {
    const { project, post } = await scheduled();
    expect(await scheduledWork(db())).toEqual([
      expect.objectContaining({ kind: "project", id: project.id, next: publishAt, unpublishAt }),
      expect.objectContaining({ kind: "post", id: post.id, next: publishAt, unpublishAt: null }),
    ]);
  });

  it("refuses a schedule in the past, or one to publish what is published already", async () => {
    const past = indiaDateTimeValue(new Date(Date.now() - minute));
    expect(
      await saveProject(files.stores(), "Meena", formOf({ ...projectForm, publishAt: past })),
    ).toMatchObject({
      status: 400,
      errors: { publishAt: scheduleMessages.past },
    });
    const published = formOf({ ...postForm, status: "Published" });
    expect(await saveBlog(files.stores(), "Meena", published)).toMatchObject({
      status: 400,
      errors: { publishAt: scheduleMessages.published("post") },
    });
    expect(await listProjects(db())).toEqual([]);
    expect(await listAllBlogs(db())).toEqual([]);
  });
});
