import type { Transaction, Updateable } from "kysely";

import type { DB } from "#app/db/database.server.ts";
import type { Database, PlotTable } from "#app/db/schema.ts";
import { timestamp } from "#app/db/time.ts";
import { inSlices, pacer } from "#app/lib/batches.ts";
import { recordAudits, type AuditInput } from "#app/domain/audit/index.server.ts";
import { plotPrice } from "./plot-figures.ts";
import { syncProjectFigures } from "./plot-figures.server.ts";
import type { PlotStatus } from "./plot-model.ts";
import { effectiveStatus, getPlotRow, type PlotRow } from "./plots.server.ts";

/**
 * The one way a plot row changes: a conditional UPDATE (`where id = ? and version = ?`) in the
 * caller's transaction, the price written again from area, rate and premium, the version bumped,
 * the audit entry written and the project's figures brought in step. Two people changing one
 * plot at once: the second update matches no row (PostgreSQL re-checks the version after the
 * first commits; SQLite runs the transactions one after the other), so exactly one wins.
 */

export type PlotPatch = Omit<Updateable<PlotTable>, "id" | "project_id" | "version" | "price" | "updated_at">;

export interface PlotChange {
  actor: string | null;
  action: string;
  summary: string;
}

/** Rows a statement writes at most when many plots change at once (a bulk change, an import). */
export const plotsPerStatement = 100;

/** The conditional UPDATE alone: false when someone changed the plot since `before` was read. */
async function writePlotChange(
  trx: Transaction<Database>,
  before: PlotRow,
  patch: PlotPatch,
  now: Date = new Date(),
): Promise<boolean> {
  const num = (value: number | string | null | undefined) =>
    value === null || value === undefined ? null : Number(value);
  const area = patch.area_sqft !== undefined ? patch.area_sqft : Number(before.area_sqft);
  const rate = patch.rate_per_sqft !== undefined ? patch.rate_per_sqft : num(before.rate_per_sqft);
  const premium = patch.premium !== undefined ? patch.premium : Number(before.premium);
  const version = Number(before.version);
  const result = await trx
    .updateTable("plots")
    .set({
      ...patch,
      price: plotPrice(Number(area), num(rate), Number(premium)),
      version: version + 1,
      updated_at: timestamp(now),
    })
    .where("id", "=", before.id)
    .where("version", "=", version)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Applies `patch` to the plot as read in this transaction; false when someone changed it first. */
export async function applyPlotChange(
  trx: Transaction<Database>,
  before: PlotRow,
  patch: PlotPatch,
  change: PlotChange,
  now: Date = new Date(),
): Promise<boolean> {
  return (await applyPlotChanges(trx, before.project_id, [{ before, patch, change }], now)) === 1;
}

/**
 * Many plots of one project changed in the caller's transaction (a bulk change, an import): each a
 * conditional update, their audit entries a hundred to a statement, the project's figures
 * brought in step once at the end, and other requests let run between two slices. Answers how
 * many changed; a plot someone changed first is left as it is.
 */
export async function applyPlotChanges(
  trx: Transaction<Database>,
  projectId: string,
  changes: readonly { before: PlotRow; patch: PlotPatch; change: PlotChange }[],
  now: Date = new Date(),
): Promise<number> {
  let changed = 0;
  const pace = pacer();
  await inSlices(
    changes,
    plotsPerStatement,
    async (slice) => {
      const entries: AuditInput[] = [];
      for (const { before, patch, change } of slice) {
        // One statement a plot: on a busy machine a slice of them takes longer than a turn should.
        await pace();
        if (!(await writePlotChange(trx, before, patch, now))) continue;
        changed++;
        entries.push({ ...change, entity: "plot", entityId: before.id });
      }
      await recordAudits(trx, entries);
    },
    pace,
  );
  if (changed > 0) await syncProjectFigures(trx, projectId);
  return changed;
}

/** The hold columns cleared, for any status but On hold. */
export const noHold = { hold_for: null, hold_lead_id: null, held_by: null, hold_until: null } as const;

const changedTo: Record<Exclude<PlotStatus, "available">, string> = {
  on_hold: "put on hold",
  booked: "booked",
  sold: "sold",
  not_for_sale: "taken off sale",
};

/**
 * What to tell someone whose change lost: "Plot 23 was booked by someone else a moment ago. …",
 * naming the status it has now (or just "changed" when it is Available again).
 */
export async function staleMessage(
  db: DB | Transaction<Database>,
  id: string,
  number: string,
): Promise<string> {
  const row = await getPlotRow(db, id);
  if (!row) return `Plot ${number} was deleted by someone else a moment ago.`;
  const status = effectiveStatus(row);
  const what = status === "available" ? "changed" : changedTo[status];
  return `Plot ${number} was ${what} by someone else a moment ago. Check it and try again.`;
}

export type PlotResult = { ok: true } | { ok: false; message: string };
