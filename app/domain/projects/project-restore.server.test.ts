import { afterEach, describe, expect, it } from "vitest";

import { formOf, useFileStores } from "#tests/support/save-workflows.ts";
import { requiredProjectForm } from "#tests/support/project-data.ts";
import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";
import { restoreMessages } from "#app/domain/revisions/index.server.ts";
import { indiaDateTimeValue, parseIndiaDateTime } from "#app/lib/india-time.ts";
import { projectRevisions, restoreProject } from "./project-restore.server.ts";
import { saveProject } from "./project-save.server.ts";
import { getProject, listProjects } from "./projects.server.ts";

/**
 * Issue "Publish later and go back": a project's history of saves, field by field, and "restores
 * any revision as a new save" through the editor's save.
 */
describe.each(testEngines)("a project's history and restore on $name", (engine) => {
  const db = useTestDatabase(engine);
  const files = useFileStores(db);
  afterEach(async () => {
    await db().deleteFrom("projects").execute();
    await db().deleteFrom("revisions").execute();
    await files.clear();
  });

  /** A project saved twice: the second save drops a gallery image (removed from storage) and rewrites the description. */
  async function savedTwice() {
    const [banner, kept, dropped] = [await files.upload(40), await files.upload(80), await files.upload(120)];
    const first = { ...requiredProjectForm, bannerImage: banner, images: [kept, dropped] };
    await saveProject(files.stores(), "Meena", formOf(first));
    const [project] = await listProjects(db());
    const id = project!.id;
    const second = { ...first, id, revision: "1", images: [kept], description: "DTCP approved gated plots." };
    expect(await saveProject(files.stores(), "Arun", formOf(second))).toMatchObject({
      toast: { type: "success" },
    });
    return { id, banner, kept, dropped };
  }

  /** Rewrites the stored fields of the project's first revision, as an older version of the site saved them. */
  async function rewriteFirstRevision(edit: (fields: Record<string, unknown>) => Record<string, unknown>) {
    const row = await db()
      .selectFrom("revisions")
      .select("fields")
      .where("entity", "=", "project")
      .where("revision", "=", 1)
      .executeTakeFirstOrThrow();
    const fields = edit(JSON.parse(row.fields) as Record<string, unknown>);
    await db()
      .updateTable("revisions")
      .set({ fields: JSON.stringify(fields) })
      .where("entity", "=", "project")
      .where("revision", "=", 1)
      .execute();
  }

  it("lists the kept saves newest first, with what each changed from the one before", async () => {
    const { id, dropped, kept } = await savedTwice();
    const history = await projectRevisions.history(db(), id);
    expect(history?.name).toBe("Green Meadows");
    const [latest, created] = history!.entries;
    expect(latest).toMatchObject({ revision: 2, actor: "Arun", current: true, shows: "changes" });
    expect(latest!.lines).toEqual([
      {
        kind: "text",
        field: "description",
        label: "Description",
        parts: [
          { text: "DTCP approved ", change: "same" },
          { text: "gated ", change: "added" },
          { text: "plots.", change: "same" },
        ],
      },
      {
        kind: "images",
        field: "images",
        label: "Gallery images",
        before: [kept, dropped],
        after: [kept],
      },
    ]);
    expect(created).toMatchObject({ revision: 1, actor: "Meena", current: false, shows: "created" });
    expect(await projectRevisions.history(db(), "no-such-project")).toBeNull();
  });

  it("restores an earlier revision as a new one, leaving out a gallery image deleted since and saying so", async () => {
    const { id, banner, kept, dropped } = await savedTwice();
    expect(await files.mediaRows()).not.toContain(dropped);

    expect(await restoreProject(files.stores(), "Meena", id, 1)).toEqual({
      toast: {
        type: "success",
        message: `${restoreMessages.restored(1, 3)} ${restoreMessages.galleryGone(1)}`,
      },
    });
    const project = await getProject(db(), id);
    expect(project).toMatchObject({
      revision: 3,
      description: "DTCP approved plots.",
      bannerImage: banner,
      images: [kept],
    });
    const [restored] = (await projectRevisions.history(db(), id))!.entries;
    expect(restored).toMatchObject({ revision: 3, actor: "Meena", current: true });
    expect(restored!.lines.map((line) => line.field)).toEqual(["description"]);
    expect(await files.auditSummaries()).toEqual([
      "Added project Green Meadows",
      "Updated project Green Meadows",
      "Updated project Green Meadows",
    ]);
  });

  it("keeps what is on the website and its schedule as they are now", async () => {
    const takeDown = indiaDateTimeValue(new Date(Date.now() + 7 * 24 * 60 * 60_000));
    const draft = {
      ...requiredProjectForm,
      bannerImage: await files.upload(40),
      exemptionReason: "A layout under 500 square metres.",
    };
    await saveProject(files.stores(), "Meena", formOf(draft));
    const { id } = (await listProjects(db()))[0]!;
    const live = {
      ...draft,
      id,
      revision: "1",
      description: "Now open.",
      publication: "Published",
      unpublishAt: takeDown,
    };
    expect(await saveProject(files.stores(), "Arun", formOf(live))).toMatchObject({
      toast: { type: "success" },
    });

    expect(await restoreProject(files.stores(), "Meena", id, 1)).toMatchObject({
      toast: { type: "success" },
    });
    expect(await getProject(db(), id)).toMatchObject({
      revision: 3,
      description: requiredProjectForm.description,
      published: true,
      unpublishAt: parseIndiaDateTime(takeDown),
    });
  });

  it("keeps the Tamil texts when the revision restored was saved before projects had them", async () => {
    const { id } = await savedTwice();
    const busStand = { name: "Oragadam bus stand", distance: "2 km", type: "Bus Stand" };
    await rewriteFirstRevision((saved) => ({
      ...Object.fromEntries(Object.entries(saved).filter(([field]) => !field.endsWith("Ta"))),
      nearbyPlaces: [busStand],
    }));
    const tamil = {
      nameTa: "கிரீன் மெடோஸ்",
      locationTa: "ஒரகடம், சென்னை",
      descriptionTa: "வாயிற்காவல் உள்ள மனைகள்.",
      highlightsTa: ["DTCP அனுமதி"],
      amenitiesTa: ["பூங்கா"],
      nearbyPlaces: [{ ...busStand, nameTa: "ஒரகடம் பேருந்து நிலையம்" }],
    };
    await db()
      .updateTable("projects")
      .set({
        name_ta: tamil.nameTa,
        location_ta: tamil.locationTa,
        description_ta: tamil.descriptionTa,
        highlights_ta: JSON.stringify(tamil.highlightsTa),
        amenities_ta: JSON.stringify(tamil.amenitiesTa),
        nearby_places: JSON.stringify(tamil.nearbyPlaces),
      })
      .where("id", "=", id)
      .execute();

    expect(await restoreProject(files.stores(), "Meena", id, 1)).toMatchObject({
      toast: { type: "success" },
    });
    expect(await getProject(db(), id)).toMatchObject({
      revision: 3,
      description: requiredProjectForm.description,
      ...tamil,
    });
  });

  it("refuses a revision today's rules refuse, writing nothing, and one that is current or not kept", async () => {
    const { id } = await savedTwice();
    await rewriteFirstRevision((saved) => ({ ...saved, description: "" }));
    const before = await getProject(db(), id);

    expect(await restoreProject(files.stores(), "Meena", id, 1)).toEqual({
      toast: { type: "error", message: restoreMessages.refused(1, "Description: Enter a description.") },
    });
    expect(await getProject(db(), id)).toEqual(before);
    expect(await db().selectFrom("revisions").select("revision").execute()).toHaveLength(2);
    expect(await files.auditSummaries()).toHaveLength(2);

    expect(await restoreProject(files.stores(), "Meena", id, 2)).toEqual({
      toast: { type: "error", message: restoreMessages.current },
    });
    expect(await restoreProject(files.stores(), "Meena", id, 9)).toEqual({
      toast: { type: "error", message: restoreMessages.notKept },
    });
  });
});
