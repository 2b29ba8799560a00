import { afterEach, describe, expect, it, vi } from "vitest";

import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";
import { recordAudit } from "#app/domain/audit/index.server.ts";
import { getDashboardStats, listActivity, listRecentProjects } from "./dashboard.server.ts";
import { addProject } from "#app/domain/projects/projects.server.ts";
import type { ProjectInput } from "#app/domain/projects/project.ts";

function projectInput(name: string, status: string, overrides: Partial<ProjectInput> = {}): ProjectInput {
  return {
    name,
    status,
    location: `${name} Road, Chennai`,
    priceRange: "₹15 L - ₹32 L",
    plotSizes: "600 - 2400 sq.ft",
    totalPlots: 100,
    soldPlots: 10,
    description: "Plots.",
    bannerImage: `/media/${name.toLowerCase()}-1600x1200`,
    images: [],
    highlights: [],
    amenities: [],
    nearbyPlaces: [],
    ...overrides,
  };
}

async function addAt(
  db: Parameters<typeof addProject>[0],
  when: string,
  input: ProjectInput,
): Promise<string> {
  vi.setSystemTime(new Date(when));
  return addProject(db, input);
}

describe.each(testEngines)("dashboard on $name", (engine) => {
  const db = useTestDatabase(engine);
  afterEach(async () => {
    vi.useRealTimers();
    await db().deleteFrom("projects").execute();
    await db().deleteFrom("audit_log").execute();
  });

  it("counts nothing on an empty site", async () => {
    expect(await getDashboardStats(db())).toEqual({
      activeProjects: 0,
      newProjects: 0,
      totalProjects: 0,
      fewLeft: 0,
    });
    expect(await listRecentProjects(db())).toEqual([]);
  });

  it("counts active (Available or New Launch), new (last 30 days), all and Few Left projects", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    await addAt(db(), "2026-01-01T10:00:00Z", projectInput("Old", "Available"));
    await addAt(db(), "2026-05-02T09:59:59Z", projectInput("Edge", "Sold Out"));
    await addAt(db(), "2026-05-02T10:00:00Z", projectInput("Inside", "New Launch"));
    await addAt(db(), "2026-05-20T10:00:00Z", projectInput("Recent", "Few Left"));
    await addAt(db(), "2026-05-25T10:00:00Z", projectInput("Custom", "Coming Soon"));

    const now = new Date("2026-06-01T10:00:00Z");
    expect(await getDashboardStats(db(), now)).toEqual({
      activeProjects: 2,
      newProjects: 3,
      totalProjects: 5,
      fewLeft: 1,
    });
    // A day later the project added exactly 30 days before `now` is no longer new.
    expect((await getDashboardStats(db(), new Date("2026-06-02T10:00:01Z"))).newProjects).toBe(2);
  });

  it("counts a project without a creation time as new, like the pages that read it as now", async () => {
    const id = await addProject(db(), projectInput("Undated", "Available"));
    await db().updateTable("projects").set({ created_at: null }).where("id", "=", id).execute();
    expect(await getDashboardStats(db())).toMatchObject({
      newProjects: 1,
      totalProjects: 1,
      activeProjects: 1,
    });
  });

  it("lists the first four projects, newest first, with the card picture", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    for (const [day, name] of ["One", "Two", "Three", "Four", "Five"].entries()) {
      await addAt(
        db(),
        `2026-05-0${day + 1}T10:00:00Z`,
        projectInput(
          name,
          "Available",
          name === "Four" ? { bannerImage: "", images: ["/media/four-a-1600x1200"] } : {},
        ),
      );
    }
    const recent = await listRecentProjects(db());
    expect(recent.map((p) => p.name)).toEqual(["Five", "Four", "Three", "Two"]);
    expect(recent[0]).toMatchObject({
      location: "Five Road, Chennai",
      status: "Available",
      image: "/media/five-1600x1200",
      createdAt: new Date("2026-05-05T10:00:00Z"),
    });
    expect(recent[1]!.image).toBe("/media/four-a-1600x1200");
  });

  it("shows the audit log as Recent Activity, newest first, with who and when", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-06-01T10:00:00Z"));
    await recordAudit(db(), {
      actor: null,
      action: "created",
      entity: "staff",
      summary: "Created administrator Meena",
    });
    vi.setSystemTime(new Date("2026-06-01T11:55:00Z"));
    await recordAudit(db(), {
      actor: "Meena",
      action: "updated",
      entity: "settings",
      summary: "Updated settings: Phone",
    });
    const items = await listActivity(db(), 8, new Date("2026-06-01T12:00:00Z"));
    expect(items.map(({ actor, summary, when }) => [actor, summary, when.relative])).toEqual([
      ["Meena", "Updated settings: Phone", "5 minutes ago"],
      ["System", "Created administrator Meena", "2 hours ago"],
    ]);
  });
});
