import { eachCsvRecord } from "#app/lib/csv-reader.server.ts";
import { indiaToday } from "#app/lib/india-time.ts";
import { csvText, guardCell } from "#app/lib/csv.ts";
import { plotCsvColumns } from "./plot-csv-columns.ts";
import { parsePlotValues, type PlotField, type PlotFormValues, type PlotInput } from "./plot-form.ts";
import { maxPlotsPerProject, plotStatusLabels, type StaffPlot } from "./plot-model.ts";

export { plotCsvColumns };

/**
 * A project's plots as a CSV file: the export staff open in Excel (written like the leads
 * export: byte-order mark, CRLF, quoting, formula cells guarded) and the import that reads it back
 * (`eachCsvRecord`): every bad row reported with its row number and reason.
 */

type CsvColumn = (typeof plotCsvColumns)[number];

/** Columns the export adds and the import ignores (the price follows from area, rate and premium). */
const derivedColumns = ["price"] as const;

const fieldOf: Record<CsvColumn, PlotField> = {
  number: "number",
  block: "block",
  area_sqft: "areaSqft",
  dimensions: "dimensions",
  facing: "facing",
  corner: "corner",
  road_width_ft: "roadWidthFt",
  rate_per_sqft: "ratePerSqft",
  premium: "premium",
  status: "status",
};

export interface CsvProblem {
  /** The row as Excel numbers it: the header is row 1. */
  row: number;
  reason: string;
}

export interface CsvPlot {
  row: number;
  plot: PlotInput;
  /** Whether the file gave a status (an empty one keeps a plot's status on update). */
  statusGiven: boolean;
}

export const plotCsvMessages = {
  empty: "The file has no plots: the first row names the columns, each row after it is a plot.",
  notCsv: "The file is not a CSV file (save it from Excel as CSV UTF-8).",
  missing: (columns: string[]) =>
    `The header row lacks the column${columns.length > 1 ? "s" : ""} ${columns.join(", ")}.`,
  unknown: (column: string) => `Unknown column "${column}"; the columns are ${plotCsvColumns.join(", ")}.`,
  twice: (number: string, first: number) => `Plot ${number} is also on row ${first}.`,
} as const;

const headerName = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s.]+/g, "_");

/** A cell our own export guarded ("'=…") reads as it was. */
const unguard = (text: string) => (/^'[=+\-@]/.test(text) ? text.slice(1) : text);

/**
 * What a file holds: its plots and every problem with the row it is on, or `tooMany` when it has
 * more plots than a project may hold (found as soon as the reader passes the limit: the rest of
 * the file is never read).
 */
export type CsvReading = { plots: CsvPlot[]; problems: CsvProblem[]; tooMany?: never } | { tooMany: true };

/** Reads a plots CSV: its header checked first, then each row as a plot or a problem. */
export async function readPlotCsv(text: string): Promise<CsvReading> {
  let names: string[] | null = null;
  let rows = 0;
  const plots: CsvPlot[] = [];
  const problems: CsvProblem[] = [];
  const firstRow = new Map<string, number>();
  const { brokenAt } = await eachCsvRecord(text, (record, line) => {
    if (names === null) {
      names = record.map(headerName);
      problems.push(...headerProblems(names));
      return problems.length === 0;
    }
    if (++rows > maxPlotsPerProject) return false;
    const found = readRow(names, record, line, firstRow);
    if ("problem" in found) problems.push(found.problem);
    else plots.push(found.plot);
    return true;
  });
  if (brokenAt !== null) return { plots: [], problems: [{ row: brokenAt, reason: plotCsvMessages.notCsv }] };
  if (rows > maxPlotsPerProject) return { tooMany: true };
  if (problems.some((problem) => problem.row === 1)) return { plots: [], problems };
  if (rows === 0) return { plots: [], problems: [{ row: 1, reason: plotCsvMessages.empty }] };
  return { plots, problems };
}

/** What is wrong with the header row's column names, if anything. */
function headerProblems(names: readonly string[]): CsvProblem[] {
  const problems: CsvProblem[] = [];
  const known = new Set<string>([...plotCsvColumns, ...derivedColumns]);
  for (const name of names)
    if (!known.has(name)) problems.push({ row: 1, reason: plotCsvMessages.unknown(name) });
  const missing = (["number", "area_sqft"] as const).filter((name) => !names.includes(name));
  if (missing.length > 0) problems.push({ row: 1, reason: plotCsvMessages.missing([...missing]) });
  return problems;
}

/** One row read as a plot, or its problem (a number the file already had on `firstRow`). */
function readRow(
  names: readonly string[],
  record: readonly string[],
  row: number,
  firstRow: Map<string, number>,
): { plot: CsvPlot } | { problem: CsvProblem } {
  const values = Object.fromEntries(Object.values(fieldOf).map((field) => [field, ""])) as PlotFormValues;
  names.forEach((name, i) => {
    if (name in fieldOf) values[fieldOf[name as CsvColumn]] = unguard(record[i] ?? "");
  });
  const checked = parsePlotValues(values);
  if (!checked.ok) return { problem: { row, reason: Object.values(checked.errors).join(" ") } };
  const seen = firstRow.get(checked.plot.number);
  if (seen !== undefined)
    return { problem: { row, reason: plotCsvMessages.twice(checked.plot.number, seen) } };
  firstRow.set(checked.plot.number, row);
  return { plot: { row, plot: checked.plot, statusGiven: values.status.trim() !== "" } };
}

function exportRow(plot: StaffPlot): string[] {
  const number = (value: number | null) => (value === null ? "" : String(value));
  return [
    guardCell(plot.number),
    guardCell(plot.block),
    String(plot.areaSqft),
    guardCell(plot.dimensions),
    plot.facing ?? "",
    plot.corner ? "yes" : "no",
    number(plot.roadWidthFt),
    number(plot.ratePerSqft),
    String(plot.premium),
    plotStatusLabels[plot.status],
    number(plot.price),
  ];
}

/** The plots as a CSV file for Excel, in the import's columns (plus the price), so it reads back. */
export function plotsCsv(plots: readonly StaffPlot[]): string {
  return csvText([[...plotCsvColumns, ...derivedColumns], ...plots.map(exportRow)]);
}

/** "plots-green-valley-2026-03-01.csv", dated in India time. */
export function plotsCsvFilename(projectName: string, now: Date = new Date()): string {
  const slug =
    projectName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "project";
  return `plots-${slug}-${indiaToday(now)}.csv`;
}
