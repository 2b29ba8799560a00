import { afterEach, describe, expect, it } from "vitest";

import { formOf, useFileStores } from "#tests/support/save-workflows.ts";
import { requiredProjectForm } from "#tests/support/project-data.ts";
import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";
import { saveConflictMessages } from "#app/domain/revisions/index.ts";
import { projectMessages } from "./project-messages.ts";
import { saveProject } from "./project-save.server.ts";
import { getProject, listProjects, updateProject } from "./projects.server.ts";

/**
 * Issue "Publish later and go back": two staff edit the same project; the second save is refused
 * with what changed since it was opened and the two merged, never a silent overwrite.
 */
const opened = {
  ...requiredProjectForm,
  bannerImage: "https://example.com/banner.jpg",
  highlights: ["DTCP Approved"],
  // What the editor shows of a project saved with the above: read from the location, or defaults.
  city: "Chennai",
  locality: "Oragadam",
  reraWebsite: "https://rera.tn.gov.in",
  publication: "Draft",
};

describe.each(testEngines)("two saves of one project on $name", (engine) => {
  const db = useTestDatabase(engine);
  const files = useFileStores(db);
  afterEach(async () => {
    await db().deleteFrom("projects").execute();
    await db().deleteFrom("revisions").execute();
    await files.clear();
  });

  async function openedProject() {
    await saveProject(files.stores(), "Meena", formOf(opened));
    const [project] = await listProjects(db());
    return { id: project!.id, revision: String(project!.revision) };
  }

  it("refuses the second save, merges it with the first and keeps the first as saved", async () => {
    const { id, revision } = await openedProject();
    const first = formOf({
      ...opened,
      id,
      revision,
      priceRange: "₹20 L - ₹45 L",
      description: "Meena's words.",
    });
    expect(await saveProject(files.stores(), "Meena", first)).toMatchObject({ toast: { type: "success" } });

    const second = formOf({
      ...opened,
      id,
      revision,
      name: "Green Meadows Phase 2",
      description: "Arun's words.",
    });
    const refused = await saveProject(files.stores(), "Arun", second);
    expect(refused).toMatchObject({
      status: 409,
      errors: {},
      revision: Number(revision) + 1,
      values: { name: "Green Meadows Phase 2", priceRange: "₹20 L - ₹45 L", description: "Arun's words." },
      conflict: {
        summary: expect.stringMatching(
          /^Nothing was saved: Meena saved this project on .+, after you opened it\.$/,
        ),
        taken: ["Price range"],
        both: [{ field: "description", label: "Description", saved: "Meena's words." }],
      },
    });
    expect(await getProject(db(), id)).toMatchObject({
      name: "Green Meadows",
      priceRange: "₹20 L - ₹45 L",
      description: "Meena's words.",
    });

    // Saved again on the merged form, it goes through.
    const merged = "values" in refused ? refused.values : opened;
    const again = formOf({ ...merged, id, revision: String(Number(revision) + 1) });
    expect(await saveProject(files.stores(), "Arun", again)).toEqual({
      toast: { type: "success", message: projectMessages.updated },
    });
    expect(await getProject(db(), id)).toMatchObject({
      name: "Green Meadows Phase 2",
      priceRange: "₹20 L - ₹45 L",
      description: "Arun's words.",
      revision: Number(revision) + 2,
    });
  });

  it("refuses a save that names no revision, and one that loses the race inside the write", async () => {
    const { id, revision } = await openedProject();
    const unnamed = await saveProject(files.stores(), "Arun", formOf({ ...opened, id, name: "No revision" }));
    expect(unnamed).toMatchObject({
      status: 409,
      conflict: { both: [expect.objectContaining({ field: "name" })] },
    });

    // The revision moves on between the check and the write: the write's own check refuses it.
    expect(await updateProject(db(), id, { name: "Moved on" }, Number(revision) + 5)).toBe(false);
    expect(await updateProject(db(), id, { name: "Moved on" }, Number(revision))).toBe(true);
    expect(await getProject(db(), id)).toMatchObject({ name: "Moved on", revision: Number(revision) + 1 });
  });

  it("tells who saved when the save it was opened at is not kept", async () => {
    const { id, revision } = await openedProject();
    await db().deleteFrom("revisions").execute();
    await updateProject(db(), id, { description: "Changed elsewhere." });
    const refused = await saveProject(files.stores(), "Arun", formOf({ ...opened, id, revision }));
    expect(refused).toMatchObject({
      status: 409,
      conflict: {
        summary: expect.stringMatching(/^Nothing was saved: someone saved this project on /),
        taken: [],
        both: [{ field: "description", saved: "Changed elsewhere." }],
      },
    });
    expect(saveConflictMessages.both).toMatch(/^You both changed these/);
  });
});
