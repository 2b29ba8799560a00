import { afterEach, describe, expect, it, vi } from "vitest";

import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";
import { addProject, deleteProject, getProject, listProjects, updateProject } from "./projects.server.ts";
import type { ProjectInput } from "./project.ts";

function projectInput(overrides: Partial<ProjectInput> = {}): ProjectInput {
  return {
    name: "Green Meadows",
    location: "Oragadam, Chennai",
    priceRange: "₹15 L - ₹32 L",
    plotSizes: "600 - 2400 sq.ft",
    totalPlots: 120,
    soldPlots: 45,
    description: "DTCP approved plots near the industrial corridor.",
    bannerImage: "/media/abc-1600x1200",
    images: ["/media/abc-1600x1200", "/media/def-1600x1200"],
    highlights: ["DTCP Approved", "RERA Registered"],
    amenities: ["24/7 Security"],
    nearbyPlaces: [{ name: "Oragadam SIPCOT", distance: "3 km", type: "IT Hub" }],
    ...overrides,
  };
}

describe.each(testEngines)("projects on $name", (engine) => {
  const db = useTestDatabase(engine);
  afterEach(async () => {
    vi.useRealTimers();
    await db().deleteFrom("projects").execute();
  });

  it("adds a project with every field and reads it back", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-03-01T10:00:00.000Z"));
    const id = await addProject(db(), projectInput({ status: "Few Left" }));
    const project = await getProject(db(), id);
    expect(project).toEqual({
      ...projectInput({ status: "Few Left" }),
      id,
      brochure: "",
      // Read from the texts and the location, as the save and migration 0012 do.
      priceMin: 1_500_000,
      priceMax: 3_200_000,
      sizeMin: 600,
      sizeMax: 2400,
      city: "Chennai",
      locality: "Oragadam",
      latitude: null,
      longitude: null,
      reraNumber: "",
      reraDate: "",
      reraWebsite: "",
      reraUrl: "",
      approvalNumber: "",
      approvalYear: "",
      exemptionReason: "",
      published: true,
      publishAt: null,
      unpublishAt: null,
      createdAt: new Date("2026-03-01T10:00:00.000Z"),
      updatedAt: new Date("2026-03-01T10:00:00.000Z"),
      revision: 1,
      nameTa: "",
      locationTa: "",
      descriptionTa: "",
      highlightsTa: [],
      amenitiesTa: [],
    });
  });

  it("keeps the brochure key until it is replaced or removed", async () => {
    const id = await addProject(db(), { ...projectInput(), brochure: "a.pdf" });
    expect((await getProject(db(), id))?.brochure).toBe("a.pdf");
    await updateProject(db(), id, { name: "Renamed" });
    expect((await getProject(db(), id))?.brochure).toBe("a.pdf");
    await updateProject(db(), id, { brochure: "" });
    expect((await getProject(db(), id))?.brochure).toBe("");
  });

  it("defaults a new project to status Available", async () => {
    const id = await addProject(db(), projectInput());
    expect((await getProject(db(), id))?.status).toBe("Available");
  });

  it("lists all projects newest first", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-01-01T00:00:00Z"));
    await addProject(db(), projectInput({ name: "Oldest" }));
    vi.setSystemTime(new Date("2026-03-01T00:00:00Z"));
    await addProject(db(), projectInput({ name: "Newest" }));
    vi.setSystemTime(new Date("2026-02-01T00:00:00Z"));
    await addProject(db(), projectInput({ name: "Middle" }));
    expect((await listProjects(db())).map((p) => p.name)).toEqual(["Newest", "Middle", "Oldest"]);
  });

  it("returns null for a missing, malformed or unknown id instead of throwing", async () => {
    expect(await getProject(db(), undefined)).toBeNull();
    expect(await getProject(db(), "")).toBeNull();
    expect(await getProject(db(), "not-an-id'; drop table projects;--")).toBeNull();
    expect(await getProject(db(), "00000000-0000-4000-8000-000000000000")).toBeNull();
  });

  it("updates only the changed fields and sets updatedAt", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-01-01T00:00:00Z"));
    const id = await addProject(db(), projectInput());
    vi.setSystemTime(new Date("2026-02-01T00:00:00Z"));
    expect(await updateProject(db(), id, { soldPlots: 50, status: "Sold Out", highlights: ["Gated"] })).toBe(
      true,
    );
    const project = await getProject(db(), id);
    expect(project).toMatchObject({
      name: "Green Meadows",
      soldPlots: 50,
      status: "Sold Out",
      highlights: ["Gated"],
      amenities: ["24/7 Security"],
      createdAt: new Date("2026-01-01T00:00:00Z"),
      updatedAt: new Date("2026-02-01T00:00:00Z"),
    });
  });

  it("reports false when updating or deleting a project that does not exist", async () => {
    expect(await updateProject(db(), "00000000-0000-4000-8000-000000000000", { name: "x" })).toBe(false);
    expect(await updateProject(db(), "bad", { name: "x" })).toBe(false);
    expect(await deleteProject(db(), "00000000-0000-4000-8000-000000000000")).toBe(false);
  });

  it("deletes a project", async () => {
    const id = await addProject(db(), projectInput());
    expect(await deleteProject(db(), id)).toBe(true);
    expect(await getProject(db(), id)).toBeNull();
    expect(await listProjects(db())).toEqual([]);
  });

  it("reads a missing createdAt or updatedAt as now", async () => {
    const id = await addProject(db(), projectInput());
    await db()
      .updateTable("projects")
      .set({ created_at: null, updated_at: null })
      .where("id", "=", id)
      .execute();
    const before = Date.now();
    const project = await getProject(db(), id);
    expect(project?.createdAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(project?.updatedAt.getTime()).toBeGreaterThanOrEqual(before);
  });
});
