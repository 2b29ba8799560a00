import type { DB } from "#app/db/database.server.ts";
import { isId } from "#app/lib/ids.ts";
import {
  applyPlotChange,
  applyPlotChanges,
  noHold,
  staleMessage,
  type PlotResult,
} from "./plot-change.server.ts";
import { hasOpenBooking, openBookingPlots } from "./plot-booked.server.ts";
import { plotStatusLabels, type PlotStatus } from "./plot-model.ts";
import { effectiveStatus, getPlotRow, projectPlotRows, type PlotRow } from "./plots.server.ts";

/**
 * Status changes other than holds (see plot-holds.server.ts): Available, Booked, Sold (registered),
 * Not for sale. Each is a conditional update on the version the person saw, so booking a plot
 * someone booked a moment ago is refused with a message saying so.
 */

export const plotStatusMessages = {
  gone: "That plot no longer exists. It may have been deleted.",
  useHold: "Use Hold to put a plot on hold for someone.",
  failed: "The plot could not be changed. Please try again.",
  booked: (number: string) =>
    `Plot ${number} has a booking: its status follows the booking's payments, registration or cancellation.`,
} as const;

/** "Plot 23: Available → Booked", with whom a hold was for when one ends. */
export function statusSummary(row: PlotRow, from: PlotStatus, to: PlotStatus): string {
  const held = from === "on_hold" && row.hold_for ? ` (held for ${row.hold_for})` : "";
  return `Plot ${row.number}: ${plotStatusLabels[from]} → ${plotStatusLabels[to]}${held}`;
}

/** The patch and summary that move a plot read in this transaction to `to`; null when it is already there. */
function statusChange(row: PlotRow, to: PlotStatus, now: Date) {
  const from = effectiveStatus(row, now);
  if (from === to && row.status === to) return null;
  return { patch: { status: to, ...noHold }, summary: statusSummary(row, from, to) };
}

export interface StatusRequest {
  id: string;
  /** The version the person saw: a newer one means someone else changed the plot first. */
  version: number;
  status: PlotStatus;
}

export async function changePlotStatus(
  db: DB,
  actor: string,
  { id, version, status }: StatusRequest,
  now: Date = new Date(),
): Promise<PlotResult> {
  if (status === "on_hold") return { ok: false, message: plotStatusMessages.useHold };
  if (!isId(id)) return { ok: false, message: plotStatusMessages.gone };
  return db.transaction().execute(async (trx): Promise<PlotResult> => {
    const row = await getPlotRow(trx, id);
    if (!row) return { ok: false, message: plotStatusMessages.gone };
    const stale = async () => ({ ok: false as const, message: await staleMessage(trx, id, row.number) });
    if (Number(row.version) !== version) return stale();
    if (await hasOpenBooking(trx, id)) return { ok: false, message: plotStatusMessages.booked(row.number) };
    const change = statusChange(row, status, now);
    if (!change) return { ok: true };
    const { patch, summary } = change;
    return (await applyPlotChange(trx, row, patch, { actor, action: "plot-status", summary }, now))
      ? { ok: true }
      : stale();
  });
}

/**
 * Bulk status from the Plots page: each chosen plot of the project moves to `status` from what it
 * has when the change runs (one transaction). Answers how many changed.
 */
export async function bulkChangeStatus(
  db: DB,
  actor: string,
  projectId: string,
  ids: readonly string[],
  status: PlotStatus,
  now: Date = new Date(),
): Promise<{ ok: true; changed: number } | { ok: false; message: string }> {
  if (status === "on_hold") return { ok: false, message: plotStatusMessages.useHold };
  return db.transaction().execute(async (trx) => {
    const booked = new Set(await openBookingPlots(trx, ids));
    const changes = (await projectPlotRows(trx, projectId, ids)).flatMap((row) => {
      // A booked plot's status follows its booking (issue "Site visits and bookings").
      if (booked.has(row.id)) return [];
      const change = statusChange(row, status, now);
      if (!change) return [];
      const { patch, summary } = change;
      return [{ before: row, patch, change: { actor, action: "plot-status", summary } }];
    });
    return { ok: true as const, changed: await applyPlotChanges(trx, projectId, changes, now) };
  });
}
