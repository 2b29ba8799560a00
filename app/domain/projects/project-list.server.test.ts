import { afterEach, describe, expect, it, vi } from "vitest";

import { testProjectInput } from "#tests/support/project-data.ts";
import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";
import { homeProjects, publicProjectListing } from "./project-list.server.ts";
import type { ProjectInput } from "./project.ts";
import { addProject } from "./projects.server.ts";
import { timestamp } from "#app/db/time.ts";
import { plotSortKey, type Facing } from "#app/domain/plots/plot-model.ts";

const project = testProjectInput;

/** Added a day apart, the first oldest. */
const projects: [string, Partial<ProjectInput>][] = [
  ["Oldest Chennai", { priceRange: "₹8 L - ₹12 L", plotSizes: "600 - 900 sq.ft", soldPlots: 20 }],
  ["Sold Chennai", { priceRange: "₹20 L - ₹30 L", soldPlots: 100, status: "Sold Out" }],
  [
    "Kovai",
    { location: "Kovaipudur, Coimbatore", priceRange: "₹30 L - ₹60 L", plotSizes: "1200 - 2400 sq.ft" },
  ],
  [
    "Madurai",
    { location: "Thiruparankundram, Madurai", priceRange: "₹5 L - ₹9 L", status: "Few Left", soldPlots: 95 },
  ],
  ["Draft Chennai", { published: false }],
  ["Newest Chennai", { priceRange: "₹1.2 Cr", plotSizes: "2400 - 4800 sq.ft", soldPlots: 0 }],
];

describe.each(testEngines)("the public project list on $name", (engine) => {
  const db = useTestDatabase(engine);
  afterEach(async () => {
    vi.useRealTimers();
    await db().deleteFrom("plots").execute();
    await db().deleteFrom("projects").execute();
  });

  async function addAll() {
    vi.useFakeTimers({ toFake: ["Date"] });
    for (const [i, [name, changes]] of projects.entries()) {
      vi.setSystemTime(new Date(Date.UTC(2026, 0, 1 + i)));
      await addProject(db(), project(name, changes));
    }
    vi.useRealTimers();
  }

  const names = async (query: Parameters<typeof publicProjectListing>[1]) =>
    (await publicProjectListing(db(), query)).projects.map((p) => p.name);

  it("lists Published projects newest first with the sold-out ones last, never a draft", async () => {
    await addAll();
    expect(await names({ page: 1 })).toEqual([
      "Newest Chennai",
      "Madurai",
      "Kovai",
      "Oldest Chennai",
      "Sold Chennai",
    ]);
    expect((await homeProjects(db())).map((p) => p.name)).toEqual([
      "Newest Chennai",
      "Madurai",
      "Kovai",
      "Oldest Chennai",
      "Sold Chennai",
    ]);
  });

  it("filters by city, budget band, status and plot size, alone and together", async () => {
    await addAll();
    expect(await names({ page: 1, city: "Chennai" })).toEqual([
      "Newest Chennai",
      "Oldest Chennai",
      "Sold Chennai",
    ]);
    // ₹10 L – ₹25 L overlaps ₹8–12 L, ₹20–30 L and ₹15–32 L… but not ₹5–9 L, ₹30–60 L or ₹1.2 Cr.
    expect(await names({ page: 1, budget: "10-25L" })).toEqual(["Oldest Chennai", "Sold Chennai"]);
    expect(await names({ page: 1, budget: "50L+" })).toEqual(["Newest Chennai", "Kovai"]);
    expect(await names({ page: 1, status: "Few Left" })).toEqual(["Madurai"]);
    expect(await names({ page: 1, size: "2400+" })).toEqual([
      "Newest Chennai",
      "Madurai",
      "Kovai",
      "Sold Chennai",
    ]);
    expect(await names({ page: 1, size: "0-1000" })).toEqual(["Madurai", "Oldest Chennai", "Sold Chennai"]);
    expect(await names({ page: 1, city: "Chennai", budget: "50L+", size: "2400+" })).toEqual([
      "Newest Chennai",
    ]);
    expect(await names({ page: 1, city: "Salem" })).toEqual([]);
  });

  it("orders by lowest price or most plots left, the sold-out ones still last", async () => {
    await addAll();
    expect(await names({ page: 1, sort: "price" })).toEqual([
      "Madurai",
      "Oldest Chennai",
      "Kovai",
      "Newest Chennai",
      "Sold Chennai",
    ]);
    expect(await names({ page: 1, sort: "plots-left" })).toEqual([
      "Newest Chennai",
      "Kovai",
      "Oldest Chennai",
      "Madurai",
      "Sold Chennai",
    ]);
  });

  it("counts each option with the other filters kept", async () => {
    await addAll();
    const { facets, total } = await publicProjectListing(db(), { page: 1, budget: "50L+" });
    expect(total).toBe(2);
    expect(facets.city).toEqual([
      { value: "Chennai", count: 1 },
      { value: "Coimbatore", count: 1 },
      { value: "Madurai", count: 0 },
    ]);
    expect(facets.budget).toEqual([
      { value: "5-10L", count: 2 },
      { value: "10-25L", count: 2 },
      { value: "25-50L", count: 2 },
      { value: "50L+", count: 2 },
    ]);
    expect(facets.status).toEqual([
      { value: "Available", count: 2 },
      { value: "New Launch", count: 0 },
      { value: "Few Left", count: 0 },
      { value: "Sold Out", count: 0 },
    ]);
    expect(facets.size.find((option) => option.value === "0-1000")).toEqual({ value: "0-1000", count: 0 });
  });

  it("offers facing once plots exist, and finds the projects with a plot for sale facing that way", async () => {
    await addAll();
    expect((await publicProjectListing(db(), { page: 1 })).facets.facing).toEqual([]);
    const idOf = async (name: string) =>
      (await db().selectFrom("projects").select("id").where("name", "=", name).executeTakeFirstOrThrow()).id;
    const plots: [string, string, Facing, string][] = [
      ["Kovai", "1", "E", "available"],
      ["Kovai", "2", "N", "sold"],
      ["Madurai", "1", "N", "available"],
      ["Newest Chennai", "1", "E", "available"],
      ["Draft Chennai", "1", "W", "available"],
    ];
    for (const [name, number, facing, status] of plots) {
      await db()
        .insertInto("plots")
        .values({
          id: `${name}-${number}`,
          project_id: await idOf(name),
          number,
          area_sqft: 1200,
          facing,
          status,
          sort_key: plotSortKey("", number),
          created_at: timestamp(),
          updated_at: timestamp(),
        })
        .execute();
    }
    // A sold plot is not for sale and a draft's plots are not shown: no West, and North is Madurai only.
    const all = await publicProjectListing(db(), { page: 1 });
    expect(all.facets.facing.sort((a, b) => a.value.localeCompare(b.value))).toEqual([
      { value: "E", count: 2 },
      { value: "N", count: 1 },
    ]);
    expect(await names({ page: 1, facing: "E" })).toEqual(["Newest Chennai", "Kovai"]);
    expect(await names({ page: 1, facing: "N" })).toEqual(["Madurai"]);
    expect(await names({ page: 1, facing: "W" })).toEqual([]);
    const inChennai = await publicProjectListing(db(), { page: 1, city: "Chennai" });
    expect(inChennai.facets.facing.find((option) => option.value === "E")).toEqual({ value: "E", count: 1 });
    // Counted with the other filters kept, a status among them (plots have a status of their own).
    const fewLeft = await publicProjectListing(db(), { page: 1, status: "Few Left", size: "0-1000" });
    expect(fewLeft.facets.facing).toEqual([
      { value: "N", count: 1 },
      { value: "E", count: 0 },
    ]);
  });

  it("pages across the projects with plots left into the sold-out ones", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    for (let i = 0; i < 14; i++) {
      vi.setSystemTime(new Date(Date.UTC(2026, 0, 1 + i)));
      await addProject(db(), project(`P${i}`, { soldPlots: i % 2 === 0 ? 100 : 10 }));
    }
    vi.useRealTimers();
    const first = await publicProjectListing(db(), { page: 1 });
    const second = await publicProjectListing(db(), { page: 2 });
    expect(first.pageCount).toBe(2);
    const open = ["P13", "P11", "P9", "P7", "P5", "P3", "P1"];
    const sold = ["P12", "P10", "P8", "P6", "P4", "P2", "P0"];
    expect(first.projects.map((p) => p.name)).toEqual([...open, ...sold.slice(0, 5)]);
    expect(second.projects.map((p) => p.name)).toEqual(sold.slice(5));
  });
});
