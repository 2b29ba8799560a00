import type { Transaction } from "kysely";

import type { Database } from "#app/db/schema.ts";
import { applyPlotChange, noHold, staleMessage } from "./plot-change.server.ts";
import { plotStatusLabels, type PlotStatus } from "./plot-model.ts";
import { plotStatusMessages } from "./plot-status.server.ts";
import { effectiveStatus, getPlotRow, type PlotRow } from "./plots.server.ts";

/**
 * Issue "Site visits and bookings": a plot's status follows its booking's money (Booked with the
 * token, Sold at registration, Available when the booking is cancelled). The bookings domain moves
 * it through here, in its own transaction, with the plot's version check and audit entry.
 */

export type BookedPlot = Pick<
  PlotRow,
  "id" | "project_id" | "number" | "area_sqft" | "hold_lead_id" | "hold_for"
> & {
  status: PlotStatus;
  ratePerSqft: number | null;
  premium: number;
  version: number;
};

/** The plot as a booking reads it in its transaction (its hold ended if past its time), or null. */
export async function plotForBooking(
  trx: Transaction<Database>,
  id: string,
  now: Date,
): Promise<BookedPlot | null> {
  const row = await getPlotRow(trx, id);
  if (!row) return null;
  const status = effectiveStatus(row, now);
  return {
    id: row.id,
    project_id: row.project_id,
    number: row.number,
    area_sqft: row.area_sqft,
    hold_lead_id: status === "on_hold" ? row.hold_lead_id : null,
    hold_for: status === "on_hold" ? row.hold_for : null,
    status,
    ratePerSqft: row.rate_per_sqft === null ? null : Number(row.rate_per_sqft),
    premium: Number(row.premium),
    version: Number(row.version),
  };
}

/**
 * Moves the plot to `to` when it still has `version` (null: whatever it has now), with `why` in its
 * history ("Plot 23: Available → Booked (booking for Priya)"). Answers null when done, else the
 * message for a plot someone changed first.
 */
export async function movePlotForBooking(
  trx: Transaction<Database>,
  {
    id,
    version,
    to,
    actor,
    why,
  }: { id: string; version: number | null; to: PlotStatus; actor: string; why: string },
  now: Date,
): Promise<string | null> {
  const row = await getPlotRow(trx, id);
  if (!row) return plotStatusMessages.gone;
  if (version !== null && Number(row.version) !== version) return staleMessage(trx, id, row.number);
  const from = effectiveStatus(row, now);
  const summary = `Plot ${row.number}: ${plotStatusLabels[from]} → ${plotStatusLabels[to]} (${why})`;
  const done = await applyPlotChange(
    trx,
    row,
    { status: to, ...noHold },
    { actor, action: "plot-booking", summary },
    now,
  );
  return done ? null : staleMessage(trx, id, row.number);
}
