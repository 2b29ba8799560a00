import type { Transaction } from "kysely";

import type { DB } from "../../db/database.server.ts";
import type { Database } from "../../db/schema.ts";
import { isId } from "../../lib/ids.ts";
import { applyPlotChange } from "./plot-change.server.ts";
import { readPlotCsv, type CsvPlot, type CsvProblem } from "./plot-csv.ts";
import { editPatch, editSummary, insertPlot } from "./plot-save.server.ts";
import { effectiveStatus, type PlotRow } from "./plots.server.ts";

/**
 * A CSV import into a project's inventory: upsert by plot number, all or nothing. The preview
 * and the import run the same checks, the import inside its transaction, so a file that was
 * valid at preview but no longer is (a plot put on hold meanwhile) saves nothing either.
 */

export const plotImportMessages = {
  holdOnlyByHand: "A plot can be put on hold only from the Plots page (Hold), not by import.",
  tooLarge: "The file is too large: import at most 5,000 plots (1 MB) at a time.",
  noFile: "Choose a CSV file to import.",
  changed: "The plots changed while importing; nothing was saved. Please import the file again.",
} as const;

export const maxImportBytes = 1024 * 1024;

export interface ImportPreview {
  problems: CsvProblem[];
  added: number;
  updated: number;
  unchanged: number;
}

type Plan = {
  problems: CsvProblem[];
  adds: CsvPlot[];
  updates: { row: PlotRow; csv: CsvPlot }[];
  unchanged: number;
};

async function plan(
  db: DB | Transaction<Database>,
  projectId: string,
  text: string,
  now: Date,
): Promise<Plan> {
  const { plots, problems } = readPlotCsv(text);
  const existing = await db.selectFrom("plots").selectAll().where("project_id", "=", projectId).execute();
  const byNumber = new Map(existing.map((row) => [row.number, row]));
  const adds: CsvPlot[] = [];
  const updates: Plan["updates"] = [];
  let unchanged = 0;
  for (const csv of plots) {
    const row = byNumber.get(csv.plot.number);
    const current = row ? effectiveStatus(row, now) : null;
    // An empty status keeps an existing plot's; a new plot is Available.
    const plot = { ...csv.plot, status: !csv.statusGiven && current ? current : csv.plot.status };
    if (plot.status === "on_hold" && current !== "on_hold") {
      problems.push({ row: csv.row, reason: plotImportMessages.holdOnlyByHand });
      continue;
    }
    const item = { ...csv, plot };
    if (!row) adds.push(item);
    else if (editSummary(row, plot, now) === null) unchanged++;
    else updates.push({ row, csv: item });
  }
  problems.sort((a, b) => a.row - b.row);
  return { problems, adds, updates, unchanged };
}

const summary = (p: Plan): ImportPreview => ({
  problems: p.problems,
  added: p.adds.length,
  updated: p.updates.length,
  unchanged: p.unchanged,
});

/** What importing `text` would do, or every bad row; nothing is written. */
export async function previewPlotImport(
  db: DB,
  projectId: string,
  text: string,
  now: Date = new Date(),
): Promise<ImportPreview> {
  if (!isId(projectId)) return { problems: [], added: 0, updated: 0, unchanged: 0 };
  return summary(await plan(db, projectId, text, now));
}

/** Imports the file when every row is good (one transaction); otherwise saves nothing and lists the problems. */
export async function importPlots(
  db: DB,
  actor: string,
  projectId: string,
  text: string,
  now: Date = new Date(),
): Promise<ImportPreview & { saved: boolean }> {
  if (!isId(projectId)) return { problems: [], added: 0, updated: 0, unchanged: 0, saved: false };
  try {
    return await db.transaction().execute(async (trx) => {
      const p = await plan(trx, projectId, text, now);
      if (p.problems.length > 0) return { ...summary(p), saved: false };
      for (const { plot } of p.adds) await insertPlot(trx, actor, projectId, plot, now);
      for (const { row, csv } of p.updates) {
        const change = {
          actor,
          action: "plot-import",
          summary: `${editSummary(row, csv.plot, now)} (CSV import)`,
        };
        if (!(await applyPlotChange(trx, row, editPatch(row, csv.plot, now), change, now))) {
          throw new Error(plotImportMessages.changed);
        }
      }
      return { ...summary(p), saved: true };
    });
  } catch (error) {
    console.error("Importing plots failed:", error);
    return {
      problems: [{ row: 1, reason: plotImportMessages.changed }],
      added: 0,
      updated: 0,
      unchanged: 0,
      saved: false,
    };
  }
}
