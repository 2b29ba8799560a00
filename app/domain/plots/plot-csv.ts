import { parse } from "csv-parse/sync";

import { guardCell, quoteField } from "../leads/lead-csv.ts";
import { plotCsvColumns } from "./plot-csv-columns.ts";
import { parsePlotValues, type PlotField, type PlotFormValues, type PlotInput } from "./plot-form.ts";
import { plotStatusLabels, type StaffPlot } from "./plot-model.ts";

export { plotCsvColumns };

/**
 * A project's plots as a CSV file: the export staff open in Excel (written like the leads
 * export: byte-order mark, CRLF, quoting, formula cells guarded) and the import that reads it back
 * (csv-parse, see docs/decisions/): every bad row reported with its row number and reason.
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

/** Reads a plots CSV: the plots it describes, and every problem with the row it is on. */
export function readPlotCsv(text: string): { plots: CsvPlot[]; problems: CsvProblem[] } {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      delimiter: [",", ";"],
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as typeof records;
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    return { plots: [], problems: [{ row: line, reason: plotCsvMessages.notCsv }] };
  }
  const [header, ...rows] = records;
  if (!header || rows.length === 0)
    return { plots: [], problems: [{ row: 1, reason: plotCsvMessages.empty }] };

  const names = header.record.map(headerName);
  const problems: CsvProblem[] = [];
  const known = new Set<string>([...plotCsvColumns, ...derivedColumns]);
  for (const name of names)
    if (!known.has(name)) problems.push({ row: 1, reason: plotCsvMessages.unknown(name) });
  const missing = (["number", "area_sqft"] as const).filter((name) => !names.includes(name));
  if (missing.length > 0) problems.push({ row: 1, reason: plotCsvMessages.missing([...missing]) });
  if (problems.length > 0) return { plots: [], problems };

  const plots: CsvPlot[] = [];
  const firstRow = new Map<string, number>();
  for (const { record, info } of rows) {
    const row = info.lines;
    const values = Object.fromEntries(Object.values(fieldOf).map((field) => [field, ""])) as PlotFormValues;
    names.forEach((name, i) => {
      if (name in fieldOf) values[fieldOf[name as CsvColumn]] = unguard(record[i] ?? "");
    });
    const checked = parsePlotValues(values);
    if (!checked.ok) {
      problems.push({ row, reason: Object.values(checked.errors).join(" ") });
      continue;
    }
    const seen = firstRow.get(checked.plot.number);
    if (seen !== undefined) {
      problems.push({ row, reason: plotCsvMessages.twice(checked.plot.number, seen) });
      continue;
    }
    firstRow.set(checked.plot.number, row);
    plots.push({ row, plot: checked.plot, statusGiven: values.status.trim() !== "" });
  }
  return { plots, problems };
}

const bom = "\uFEFF";
const lineEnd = "\r\n";

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
  const lines = [[...plotCsvColumns, ...derivedColumns], ...plots.map(exportRow)];
  return `${bom}${lines.map((cells) => `${cells.map(quoteField).join(",")}${lineEnd}`).join("")}`;
}

/** "plots-green-valley-2026-03-01.csv". */
export function plotsCsvFilename(projectName: string, now: Date = new Date()): string {
  const slug =
    projectName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "project";
  return `plots-${slug}-${now.toISOString().slice(0, 10)}.csv`;
}
