import { describe, expect, it, vi } from "vitest";

import { testProjectInput } from "#tests/support/project-data.ts";
import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";
import { addProject } from "./projects.server.ts";
import { placeTerms, relatedProjects } from "./related-projects.server.ts";

const project = (name: string, location: string, soldPlots = 0) =>
  testProjectInput(name, { location, totalPlots: 10, soldPlots });

describe("placeTerms", () => {
  it("takes the tags and the title's capitalised words, skipping short ones", () => {
    expect(
      placeTerms({
        title: "Why Coimbatore's Saravanampatti Corridor Keeps Growing",
        tags: ["Land", "Investment"],
      }),
    ).toEqual(["Investment", "Coimbatore", "Saravanampatti", "Corridor", "Keeps", "Growing"]);
  });
});

describe.each(testEngines)("related projects on $name", (engine) => {
  const db = useTestDatabase(engine);

  it("shows nothing when no project has plots left", async () => {
    await addProject(db(), project("Sold Acres", "Chennai", 10));
    expect(await relatedProjects(db(), ["Chennai"])).toEqual([]);
  });

  it("puts projects named by the post first, then the newest others, three at most", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const names = ["Kovai Hills", "Green Meadows", "Bay View", "Temple Town", "Sold Out Coimbatore"];
      const places = ["Kovaipudur, Coimbatore", "Oragadam, Chennai", "Rameswaram", "Madurai", "Coimbatore"];
      for (const [index, name] of names.entries()) {
        vi.setSystemTime(new Date(Date.UTC(2026, 0, index + 1)));
        await addProject(db(), project(name, places[index]!, name.startsWith("Sold") ? 10 : 2));
      }
    } finally {
      vi.useRealTimers();
    }
    const related = await relatedProjects(db(), ["Coimbatore", "Investment"]);
    expect(related.map((p) => p.name)).toEqual(["Kovai Hills", "Temple Town", "Bay View"]);
    expect(related[0]).toMatchObject({ location: "Kovaipudur, Coimbatore", image: "/media/abc-1600x1200" });
    expect((await relatedProjects(db(), [], { limit: 2 })).map((p) => p.name)).toEqual([
      "Temple Town",
      "Bay View",
    ]);
  });

  it("never shows a Draft project, not even the newest one the post names", async () => {
    await addProject(db(), { ...project("Kovai Draft", "Coimbatore"), published: false });
    const related = await relatedProjects(db(), ["Coimbatore"]);
    expect(related.map((p) => p.name)).toEqual(["Kovai Hills", "Temple Town", "Bay View"]);
  });
});
