import { describe, expect, it } from "vitest";

import type { StaffPlot } from "./plot-model.ts";
import { toInventoryOverview } from "./plot-view.ts";

const held = (number: string, holdUntil: Date | null): StaffPlot => ({
  id: `plot-${number}`,
  projectId: "project",
  number,
  block: "",
  areaSqft: 1000,
  dimensions: "",
  facing: null,
  corner: false,
  roadWidthFt: null,
  ratePerSqft: null,
  premium: 0,
  price: null,
  status: "on_hold",
  outline: null,
  holdFor: "Anu Devi",
  holdLeadId: null,
  heldBy: "Meena",
  holdUntil,
  version: 2,
  updatedAt: new Date(0),
});

describe("the dashboard's holds", () => {
  it("give the time left now and the end the page counts down to", () => {
    const now = new Date("2026-11-24T12:00:00Z");
    const overview = toInventoryOverview(
      [],
      [
        { projectName: "Green Meadows", plot: held("7", new Date("2026-11-24T17:00:00Z")) },
        { projectName: "Green Meadows", plot: held("8", null) },
      ],
      now,
    );
    expect(overview.holds).toEqual([
      {
        projectId: "project",
        projectName: "Green Meadows",
        plotId: "plot-7",
        number: "7",
        forWhom: "Anu Devi",
        untilIso: "2026-11-24T17:00:00.000Z",
        left: "5 h 0 min left",
      },
    ]);
  });
});
