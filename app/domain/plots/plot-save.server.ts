import type { Transaction } from "kysely";

import type { DB } from "#app/db/database.server.ts";
import type { Database } from "#app/db/schema.ts";
import { timestamp } from "#app/db/time.ts";
import { inSlices } from "#app/lib/batches.ts";
import type { FieldErrors } from "#app/lib/form-errors.ts";
import { formatIndianNumber } from "#app/lib/format.ts";
import { isId, newId } from "#app/lib/ids.ts";
import { formatRupees } from "#app/lib/money.ts";
import { recordAudit, recordAudits } from "#app/domain/audit/index.server.ts";
import {
  applyPlotChange,
  applyPlotChanges,
  noHold,
  plotsPerStatement,
  staleMessage,
  type PlotPatch,
} from "./plot-change.server.ts";
import { formatSqft } from "./plot-area.ts";
import { hasOpenBooking } from "./plot-booked.server.ts";
import { plotPrice } from "./plot-figures.ts";
import { syncProjectFigures } from "./plot-figures.server.ts";
import {
  parsePlotValues,
  plotMessages,
  type PlotField,
  type PlotFormValues,
  type PlotInput,
} from "./plot-form.ts";
import { maxPlotsPerProject, plotSortKey, plotStatusLabels } from "./plot-model.ts";
import { plotStatusMessages } from "./plot-status.server.ts";
import {
  countPlots,
  effectiveStatus,
  findPlotByNumber,
  getPlotRow,
  holdProjectForPlots,
  projectPlotRows,
  type PlotRow,
} from "./plots.server.ts";

/**
 * Adding, editing and deleting plots (the Plots page's forms): check the fields, refuse a number
 * the project already has with a message next to it, write the row with its price, audit entry
 * and the project's figures in one transaction.
 */

export type PlotSaveResult =
  | { ok: true; message: string }
  | { ok: false; message: string }
  | { ok: false; errors: FieldErrors<PlotField>; values: PlotFormValues };

const refuse = (errors: FieldErrors<PlotField>, values: PlotFormValues) => ({
  ok: false as const,
  errors,
  values,
});

export const plotSaveMessages = {
  noProject: "That project no longer exists.",
  full: `A project holds at most ${formatIndianNumber(maxPlotsPerProject)} plots, and this one is full. Delete a plot before adding another.`,
  failed: "The plot could not be saved. Please try again.",
  deleteFailed: "The plot could not be deleted. Please try again.",
  hasBookings: (number: string) =>
    `Plot ${number} has a booking: it cannot be deleted while its payments and receipts are kept.`,
} as const;

/** The columns a plot's typed fields fill (status and hold apart). */
export function plotColumns(plot: PlotInput) {
  return {
    number: plot.number,
    block: plot.block,
    area_sqft: plot.areaSqft,
    dimensions: plot.dimensions,
    facing: plot.facing,
    corner: plot.corner ? 1 : 0,
    road_width_ft: plot.roadWidthFt,
    rate_per_sqft: plot.ratePerSqft,
    premium: plot.premium,
    sort_key: plotSortKey(plot.block, plot.number),
  };
}

/** A database refusing a second plot of the same number (a race past the check below). */
export function isDuplicateNumber(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown };
  return (
    e?.code === "23505" || (typeof e?.message === "string" && e.message.includes("UNIQUE constraint failed"))
  );
}

/**
 * Inserts plots in the caller's transaction, a hundred to a statement with their audit entries
 * (other requests run between two statements), then brings the project's figures in step once.
 */
export async function insertPlots(
  trx: Transaction<Database>,
  actor: string,
  projectId: string,
  plots: readonly PlotInput[],
  now: Date = new Date(),
): Promise<void> {
  const at = timestamp(now);
  await inSlices(plots, plotsPerStatement, async (slice) => {
    const rows = slice.map((plot) => ({
      id: newId(),
      project_id: projectId,
      ...plotColumns(plot),
      price: plotPrice(plot.areaSqft, plot.ratePerSqft, plot.premium),
      status: plot.status,
      created_at: at,
      updated_at: at,
    }));
    await trx.insertInto("plots").values(rows).execute();
    await recordAudits(
      trx,
      slice.map((plot, i) => ({
        actor,
        action: "created",
        entity: "plot",
        entityId: rows[i]!.id,
        summary: `Added plot ${plot.number} (${formatSqft(plot.areaSqft)}, ${plotStatusLabels[plot.status]})`,
      })),
    );
  });
  if (plots.length > 0) await syncProjectFigures(trx, projectId);
}

const money = (value: number | string | null) => (value === null ? "none" : formatRupees(Number(value)));

/** "Plot 23: rate ₹ 2,400 → ₹ 2,500; Available → Booked": what an edit changed. */
export function editSummary(before: PlotRow, plot: PlotInput, now: Date = new Date()): string | null {
  const columns = plotColumns(plot);
  const parts: string[] = [];
  if (before.number !== plot.number) parts.push(`number ${before.number} → ${plot.number}`);
  if (Number(before.area_sqft) !== plot.areaSqft) {
    parts.push(`area ${formatSqft(Number(before.area_sqft))} → ${formatSqft(plot.areaSqft)}`);
  }
  const rate = before.rate_per_sqft === null ? null : Number(before.rate_per_sqft);
  if (rate !== plot.ratePerSqft) parts.push(`rate ${money(rate)} → ${money(plot.ratePerSqft)}`);
  if (Number(before.premium) !== plot.premium)
    parts.push(`premium ${money(before.premium)} → ${money(plot.premium)}`);
  const others = (["block", "dimensions", "facing", "corner", "road_width_ft"] as const).filter(
    (key) => String(before[key] ?? "") !== String(columns[key] ?? ""),
  );
  if (others.length > 0)
    parts.push(`${others.map((key) => key.replace(/_ft$/, "").replace("_", " ")).join(", ")} changed`);
  const from = effectiveStatus(before, now);
  if (from !== plot.status) parts.push(`${plotStatusLabels[from]} → ${plotStatusLabels[plot.status]}`);
  return parts.length > 0 ? `Plot ${plot.number}: ${parts.join("; ")}` : null;
}

/** The patch an edit writes: the fields, and the status (a hold kept only while it stays On hold). */
export function editPatch(before: PlotRow, plot: PlotInput, now: Date = new Date()): PlotPatch {
  const keepHold = plot.status === "on_hold" && effectiveStatus(before, now) === "on_hold";
  return { ...plotColumns(plot), status: plot.status, ...(keepHold ? {} : noHold) };
}

/**
 * Checks the typed plot, then runs `write` in a transaction; a number the project already has
 * (found by `write`, or refused by the database in a race) comes back as the number's message.
 */
async function writePlotForm(
  db: DB,
  values: PlotFormValues,
  write: (trx: Transaction<Database>, plot: PlotInput) => Promise<PlotSaveResult>,
): Promise<PlotSaveResult> {
  const checked = parsePlotValues(values);
  if (!checked.ok) return refuse(checked.errors, values);
  const { plot } = checked;
  try {
    return await db.transaction().execute((trx) => write(trx, plot));
  } catch (error) {
    if (isDuplicateNumber(error)) return refuse({ number: plotMessages.duplicate(plot.number) }, values);
    console.error("Saving the plot failed:", error);
    return { ok: false, message: plotSaveMessages.failed };
  }
}

export function addPlot(
  db: DB,
  actor: string,
  projectId: string,
  values: PlotFormValues,
  now: Date = new Date(),
): Promise<PlotSaveResult> {
  return writePlotForm(db, values, async (trx, plot) => {
    if (plot.status === "on_hold") return refuse({ status: plotMessages.holdNeedsDialog }, values);
    if (!(await holdProjectForPlots(trx, projectId)))
      return { ok: false, message: plotSaveMessages.noProject };
    if (await findPlotByNumber(trx, projectId, plot.number)) {
      return refuse({ number: plotMessages.duplicate(plot.number) }, values);
    }
    if ((await countPlots(trx, projectId)) >= maxPlotsPerProject) {
      return { ok: false, message: plotSaveMessages.full };
    }
    await insertPlots(trx, actor, projectId, [plot], now);
    return { ok: true, message: `Plot ${plot.number} added.` };
  });
}

/** Saves a row's edit, refused when someone changed the plot since `version` was read. */
export function updatePlot(
  db: DB,
  actor: string,
  id: string,
  version: number,
  values: PlotFormValues,
  now: Date = new Date(),
): Promise<PlotSaveResult> {
  return writePlotForm(db, values, async (trx, plot) => {
    const before = await getPlotRow(trx, id);
    if (!before) return { ok: false, message: plotStatusMessages.gone };
    const stale = async () => ({ ok: false as const, message: await staleMessage(trx, id, before.number) });
    if (Number(before.version) !== version) return stale();
    if (plot.status === "on_hold" && effectiveStatus(before, now) !== "on_hold") {
      return refuse({ status: plotMessages.holdNeedsDialog }, values);
    }
    // A booked plot's status follows its booking (issue "Site visits and bookings").
    if (plot.status !== effectiveStatus(before, now) && (await hasOpenBooking(trx, id))) {
      return refuse({ status: plotStatusMessages.booked(before.number) }, values);
    }
    const other = await findPlotByNumber(trx, before.project_id, plot.number);
    if (other && other.id !== id) return refuse({ number: plotMessages.duplicate(plot.number) }, values);
    const summary = editSummary(before, plot, now);
    const saved = { ok: true as const, message: `Plot ${plot.number} saved.` };
    if (!summary) return saved;
    const change = { actor, action: "updated", summary };
    return (await applyPlotChange(trx, before, editPatch(before, plot, now), change, now)) ? saved : stale();
  });
}

/** Deletes a plot; the leads that asked about it keep its number but no longer point at it. */
export async function deletePlot(
  db: DB,
  actor: string,
  id: string,
): Promise<{ ok: boolean; message: string }> {
  if (!isId(id)) return { ok: false, message: plotStatusMessages.gone };
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await getPlotRow(trx, id);
      if (!row) return { ok: false, message: plotStatusMessages.gone };
      const booking = await trx
        .selectFrom("bookings")
        .select("id")
        .where("plot_id", "=", id)
        .executeTakeFirst();
      if (booking) return { ok: false, message: plotSaveMessages.hasBookings(row.number) };
      await trx.updateTable("leads").set({ plot_id: null }).where("plot_id", "=", id).execute();
      await trx.deleteFrom("plots").where("id", "=", id).execute();
      const summary = `Deleted plot ${row.number}`;
      await recordAudit(trx, { actor, action: "deleted", entity: "plot", entityId: id, summary });
      await syncProjectFigures(trx, row.project_id);
      return { ok: true, message: `Plot ${row.number} deleted.` };
    });
  } catch (error) {
    console.error("Deleting the plot failed:", error);
    return { ok: false, message: plotSaveMessages.deleteFailed };
  }
}

/** Bulk rate: the chosen plots of the project get `rate` per sq.ft (null: no rate), prices follow. */
export async function bulkSetRate(
  db: DB,
  actor: string,
  projectId: string,
  ids: readonly string[],
  rate: number | null,
  now: Date = new Date(),
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const changes = (await projectPlotRows(trx, projectId, ids)).flatMap((row) => {
      const before = row.rate_per_sqft === null ? null : Number(row.rate_per_sqft);
      if (before === rate) return [];
      const summary = `Plot ${row.number}: rate ${money(before)} → ${money(rate)}`;
      return [
        { before: row, patch: { rate_per_sqft: rate }, change: { actor, action: "plot-rate", summary } },
      ];
    });
    return applyPlotChanges(trx, projectId, changes, now);
  });
}
