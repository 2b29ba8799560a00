import type { DB } from "#app/db/database.server.ts";
import { pacer } from "#app/lib/batches.ts";
import { formatIndianNumber } from "#app/lib/format.ts";
import { isId } from "#app/lib/ids.ts";
import { applyPlotChanges } from "./plot-change.server.ts";
import { readPlotCsv, type CsvPlot, type CsvProblem } from "./plot-csv.ts";
import { maxPlotsPerProject } from "./plot-model.ts";
import { editPatch, editSummary, insertPlots } from "./plot-save.server.ts";
import { plotStatusMessages } from "./plot-status.server.ts";
import {
  allPlotRows,
  countPlots,
  effectiveStatus,
  holdProjectForPlots,
  type PlotRow,
} from "./plots.server.ts";

/**
 * A CSV import into a project's inventory: upsert by plot number, all or nothing. The file is read
 * and matched against the inventory a slice at a time, outside any transaction; the import then
 * writes in one transaction, new plots a hundred to a statement, each update conditional on the
 * version it was matched with, so a plot changed meanwhile (put on hold, say) saves nothing.
 * Other requests run between the slices (issue 28: a 5,000-plot file used to stop the site).
 *
 * A plot with a booking that is not cancelled has the status its booking gives it (issue "Site
 * visits and bookings"): a row that asks such a plot for another status is a problem row, named in
 * the preview with the reason, and the file, all or nothing, is not imported until it is corrected
 * (its status cell emptied or set to the plot's status). Its other columns may change, as on the
 * plot's form. A booking made, registered or cancelled after the file was matched moves the plot's
 * version, so the import's conditional update refuses the file as changed meanwhile.
 */

const most = formatIndianNumber(maxPlotsPerProject);

export const plotImportMessages = {
  holdOnlyByHand: "A plot can be put on hold only from the Plots page (Hold), not by import.",
  tooLarge: `The file is too large: import at most ${most} plots (1 MB) at a time.`,
  overCap: (has: number, adding: number) => {
    const room = Math.max(0, maxPlotsPerProject - has);
    return `A project holds at most ${most} plots and this one has ${formatIndianNumber(has)}: it may take ${room === 0 ? "no" : formatIndianNumber(room)} more, and the file adds ${formatIndianNumber(adding)}.`;
  },
  noFile: "Choose a CSV file to import.",
  changed: "The plots changed while importing; nothing was saved. Please import the file again.",
  noProject: "That project no longer exists.",
} as const;

export const maxImportBytes = 1024 * 1024;

export interface ImportPreview {
  problems: CsvProblem[];
  added: number;
  updated: number;
  unchanged: number;
}

/** A file refused as a whole (too many rows, more new plots than the project may take), and why. */
export interface ImportRefusal {
  error: string;
}

type Plan = {
  problems: CsvProblem[];
  adds: CsvPlot[];
  /** Each with its audit entry's summary. */
  updates: { row: PlotRow; plot: CsvPlot["plot"]; summary: string }[];
  unchanged: number;
};

/** The ids of the project's plots that have a booking that is not cancelled. */
async function bookedPlotIds(db: DB, projectId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom("bookings")
    .innerJoin("plots", "plots.id", "bookings.plot_id")
    .select("bookings.plot_id")
    .where("plots.project_id", "=", projectId)
    .where("bookings.status", "<>", "cancelled")
    .execute();
  return new Set(rows.map((row) => row.plot_id));
}

/** What the file would do to the project's plots as they are now, or why it cannot be imported. */
async function plan(db: DB, projectId: string, text: string, now: Date): Promise<Plan | ImportRefusal> {
  const read = await readPlotCsv(text);
  if (read.tooMany) return { error: plotImportMessages.tooLarge };
  const { plots, problems } = read;
  const pace = pacer();
  const existing = await allPlotRows(db, projectId, pace);
  const byNumber = new Map(existing.map((row) => [row.number, row]));
  const booked = await bookedPlotIds(db, projectId);
  const adds: CsvPlot[] = [];
  const updates: Plan["updates"] = [];
  let unchanged = 0;
  for (const csv of plots) {
    await pace();
    const row = byNumber.get(csv.plot.number);
    const current = row ? effectiveStatus(row, now) : null;
    // An empty status keeps an existing plot's; a new plot is Available.
    const plot = { ...csv.plot, status: !csv.statusGiven && current ? current : csv.plot.status };
    if (row && plot.status !== current && booked.has(row.id)) {
      problems.push({ row: csv.row, reason: plotStatusMessages.booked(row.number) });
      continue;
    }
    if (plot.status === "on_hold" && current !== "on_hold") {
      problems.push({ row: csv.row, reason: plotImportMessages.holdOnlyByHand });
      continue;
    }
    const change = row ? editSummary(row, plot, now) : null;
    if (!row) adds.push({ ...csv, plot });
    else if (change === null) unchanged++;
    else updates.push({ row, plot, summary: `${change} (CSV import)` });
  }
  problems.sort((a, b) => a.row - b.row);
  if (problems.length === 0 && existing.length + adds.length > maxPlotsPerProject) {
    return { error: plotImportMessages.overCap(existing.length, adds.length) };
  }
  return { problems, adds, updates, unchanged };
}

const previewOf = (p: Plan): ImportPreview => ({
  problems: p.problems,
  added: p.adds.length,
  updated: p.updates.length,
  unchanged: p.unchanged,
});

/** What importing `text` would do, every bad row, or why the file cannot be imported; writes nothing. */
export async function previewPlotImport(
  db: DB,
  projectId: string,
  text: string,
  now: Date = new Date(),
): Promise<ImportPreview | ImportRefusal> {
  if (!isId(projectId)) return { error: plotImportMessages.noProject };
  const p = await plan(db, projectId, text, now);
  return "error" in p ? p : previewOf(p);
}

/** Thrown inside the import's transaction to roll it back with a message for the person. */
class ImportRefused extends Error {}

/**
 * Imports the file when every row is good (one transaction); otherwise saves nothing and lists the
 * problems, or says why the file as a whole was refused.
 */
export async function importPlots(
  db: DB,
  actor: string,
  projectId: string,
  text: string,
  now: Date = new Date(),
): Promise<(ImportPreview & { saved: boolean }) | ImportRefusal> {
  if (!isId(projectId)) return { error: plotImportMessages.noProject };
  const p = await plan(db, projectId, text, now);
  if ("error" in p) return p;
  if (p.problems.length > 0) return { ...previewOf(p), saved: false };
  try {
    await db.transaction().execute(async (trx) => {
      if (!(await holdProjectForPlots(trx, projectId))) throw new ImportRefused(plotImportMessages.noProject);
      // Counted again under the project's lock: plots added since the file was matched count too.
      const has = await countPlots(trx, projectId);
      if (has + p.adds.length > maxPlotsPerProject) {
        throw new ImportRefused(plotImportMessages.overCap(has, p.adds.length));
      }
      await insertPlots(
        trx,
        actor,
        projectId,
        p.adds.map(({ plot }) => plot),
        now,
      );
      const changes = p.updates.map(({ row, plot, summary }) => ({
        before: row,
        patch: editPatch(row, plot, now),
        change: { actor, action: "plot-import", summary },
      }));
      if ((await applyPlotChanges(trx, projectId, changes, now)) < changes.length) {
        throw new ImportRefused(plotImportMessages.changed);
      }
    });
    return { ...previewOf(p), saved: true };
  } catch (error) {
    if (error instanceof ImportRefused) return { error: error.message };
    // A number added meanwhile (the unique constraint), or the database refusing: nothing was saved.
    console.error("Importing plots failed:", error);
    return { error: plotImportMessages.changed };
  }
}
