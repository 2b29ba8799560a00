import { afterEach, describe, expect, it, vi } from "vitest";

import { testProjectInput } from "#tests/support/project-data.ts";
import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";
import { viewableProject } from "./project-preview.server.ts";
import { addProject } from "./projects.server.ts";

describe.each(testEngines)("a project's public address on $name", (engine) => {
  const db = useTestDatabase(engine);
  afterEach(async () => {
    await db().deleteFrom("projects").execute();
  });

  it("shows a Published project to everyone without looking the session up", async () => {
    const id = await addProject(db(), testProjectInput("Green Meadows", { published: true }));
    const isStaff = vi.fn(async () => false);
    const found = await viewableProject(db(), id, isStaff);
    expect(found).toMatchObject({ project: { id, name: "Green Meadows" }, preview: false });
    expect(isStaff).not.toHaveBeenCalled();
  });

  it("shows a Draft to signed-in staff as a preview, and to nobody else", async () => {
    const id = await addProject(db(), testProjectInput("Hidden Acres", { published: false }));
    expect(await viewableProject(db(), id, async () => true)).toMatchObject({
      project: { id, name: "Hidden Acres" },
      preview: true,
    });
    expect(await viewableProject(db(), id, async () => false)).toBeNull();
  });

  it("answers unknown and malformed ids as unknown, even to staff", async () => {
    expect(await viewableProject(db(), "7d1c3a52-9a4e-4c1b-8f7e-2b6d5e4a3c21", async () => true)).toBeNull();
    expect(await viewableProject(db(), "../etc", async () => true)).toBeNull();
    expect(await viewableProject(db(), undefined, async () => true)).toBeNull();
  });
});
