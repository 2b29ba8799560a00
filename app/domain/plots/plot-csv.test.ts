import { describe, expect, it } from "vitest";

import { plotsCsv, readPlotCsv } from "./plot-csv.ts";
import type { StaffPlot } from "./plot-model.ts";

describe("plots CSV", () => {
  it("reads every good row and lists every bad one with its row number and reason", () => {
    const text = [
      "number,block,area_sqft,dimensions,facing,corner,road_width_ft,rate_per_sqft,premium,status",
      "1,A,1200,30 × 40 ft,E,yes,30,2400,50000,Available",
      "2,A,abc,,E,no,,,,",
      "3,A,1500,,Q,no,,,,booked",
      "1,A,900,,N,no,,,,",
      "4,A,900,,,,,,,Sold (registered)",
    ].join("\r\n");
    const { plots, problems } = readPlotCsv(`\uFEFF${text}`);
    expect(plots.map((p) => [p.row, p.plot.number, p.plot.status])).toEqual([
      [2, "1", "available"],
      [6, "4", "sold"],
    ]);
    expect(plots[0]!.plot).toMatchObject({ corner: true, facing: "E", ratePerSqft: 2400, premium: 50_000 });
    expect(problems).toEqual([
      { row: 3, reason: "Enter the area in sq.ft, a number above 0." },
      { row: 4, reason: expect.stringContaining("Choose the facing") },
      { row: 5, reason: "Plot 1 is also on row 2." },
    ]);
  });

  it("refuses unknown and missing columns on the header row", () => {
    expect(readPlotCsv("number,size\n1,1200\n").problems).toEqual([
      { row: 1, reason: expect.stringContaining('Unknown column "size"') },
      { row: 1, reason: "The header row lacks the column area_sqft." },
    ]);
    expect(readPlotCsv("number,area_sqft\n").problems[0]!.reason).toContain("The file has no plots");
    expect(readPlotCsv('number,area_sqft\n"1,1200\n').problems[0]!.reason).toContain("not a CSV file");
  });

  it("writes a file for Excel that reads back the same", () => {
    const plot: StaffPlot = {
      id: "x",
      projectId: "p",
      number: "B-12",
      block: "=HYPERLINK()",
      areaSqft: 1200,
      dimensions: "30 × 40 ft",
      facing: "NE",
      corner: true,
      roadWidthFt: 30,
      ratePerSqft: 2400,
      premium: 10_000,
      price: 2_890_000,
      status: "booked",
      outline: null,
      holdFor: null,
      holdLeadId: null,
      heldBy: null,
      holdUntil: null,
      version: 1,
      updatedAt: new Date(),
    };
    const csv = plotsCsv([plot]);
    expect(csv.startsWith("\uFEFFnumber,block,area_sqft,")).toBe(true);
    expect(csv).toContain("B-12,'=HYPERLINK(),1200,30 × 40 ft,NE,yes,30,2400,10000,Booked,2890000\r\n");
    const back = readPlotCsv(csv);
    expect(back.problems).toEqual([]);
    // Every field read back is the plot's own.
    expect(Object.keys(back.plots[0]!.plot)).toHaveLength(10);
    expect(plot).toMatchObject(back.plots[0]!.plot);
  });
});
