import { describe, expect, it } from "vitest";

import { plotsCsv, plotsCsvFilename, readPlotCsv } from "./plot-csv.ts";
import type { StaffPlot } from "./plot-model.ts";

/** The file's plots and problems (a test of a file within the row limit). */
async function readOrThrow(text: string) {
  const read = await readPlotCsv(text);
  if (read.tooMany) throw new Error("The file was refused as too long.");
  return read;
}

describe("plots CSV", () => {
  it("reads every good row and lists every bad one with its row number and reason", async () => {
    const text = [
      "number,block,area_sqft,dimensions,facing,corner,road_width_ft,rate_per_sqft,premium,status",
      "1,A,1200,30 × 40 ft,E,yes,30,2400,50000,Available",
      "2,A,abc,,E,no,,,,",
      "3,A,1500,,Q,no,,,,booked",
      "1,A,900,,N,no,,,,",
      "4,A,900,,,,,,,Sold (registered)",
    ].join("\r\n");
    const { plots, problems } = await readOrThrow(`\uFEFF${text}`);
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

  it("refuses unknown and missing columns on the header row", async () => {
    expect((await readOrThrow("number,size\n1,1200\n")).problems).toEqual([
      { row: 1, reason: expect.stringContaining('Unknown column "size"') },
      { row: 1, reason: "The header row lacks the column area_sqft." },
    ]);
    expect((await readOrThrow("number,area_sqft\n")).problems[0]!.reason).toContain("The file has no plots");
    expect((await readOrThrow('number,area_sqft\n"1,1200\n')).problems[0]!.reason).toContain(
      "not a CSV file",
    );
  });

  it("stops reading a file as soon as it has more plots than a project holds", async () => {
    const rows = Array.from({ length: 60_000 }, (_, i) => `${i + 1},1200`);
    // A broken quote far past the limit: a parser that read the whole file would report it instead.
    expect(await readPlotCsv(`number,area_sqft\n${rows.join("\n")}\n"60001,1200\n`)).toEqual({
      tooMany: true,
    });
    expect(await readPlotCsv(`number,area_sqft\n${rows.slice(0, 5_001).join("\n")}\n`)).toEqual({
      tooMany: true,
    });
    const atTheLimit = await readOrThrow(`number,area_sqft\n${rows.slice(0, 5_000).join("\n")}\n`);
    expect(atTheLimit.problems).toEqual([]);
    expect(atTheLimit.plots.map((p) => p.plot.number).at(-1)).toBe("5000");
  });

  it("reads a file slice by slice without breaking a quoted field or a letter across slices", async () => {
    // Tamil letters are three bytes each; the quoted fields hold a separator and a line break.
    const block = `${"ப".repeat(12)}, east`;
    const dimensions = "30 × 40 ft\nnear the park";
    const rows = Array.from({ length: 2_000 }, (_, i) => `${i + 1},"${block}",1200,"${dimensions}"`);
    const { plots, problems } = await readOrThrow(
      `number,block,area_sqft,dimensions\r\n${rows.join("\r\n")}\r\n`,
    );
    expect(problems).toEqual([]);
    expect(plots).toHaveLength(2_000);
    expect(plots.filter((p) => p.plot.block !== block || p.plot.dimensions !== dimensions)).toEqual([]);
  });

  it("writes a file for Excel that reads back the same", async () => {
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
    const back = await readOrThrow(csv);
    expect(back.problems).toEqual([]);
    // Every field read back is the plot's own.
    expect(Object.keys(back.plots[0]!.plot)).toHaveLength(10);
    expect(plot).toMatchObject(back.plots[0]!.plot);
  });

  it("dates the file in India time", () => {
    // 01:30 on 2 March in India, still 1 March in UTC.
    const now = new Date("2026-03-01T20:00:00Z");
    expect(plotsCsvFilename("Green Valley Phase 2", now)).toBe("plots-green-valley-phase-2-2026-03-02.csv");
  });
});
