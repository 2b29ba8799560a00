import type { Transaction } from "kysely";

import type { Database } from "#app/db/schema.ts";

/**
 * Issue "Site visits and bookings": a plot with a booking that is not cancelled has the status its
 * booking gives it; hand changes, bulk changes and deletions leave it alone.
 */

/** Whether a plot has a booking that is not cancelled: its status then follows the booking alone. */
export async function hasOpenBooking(trx: Transaction<Database>, plotId: string): Promise<boolean> {
  const row = await trx
    .selectFrom("bookings")
    .select("id")
    .where("plot_id", "=", plotId)
    .where("status", "<>", "cancelled")
    .executeTakeFirst();
  return row !== undefined;
}

/** Which of `plotIds` have a booking that is not cancelled. */
export async function openBookingPlots(
  trx: Transaction<Database>,
  plotIds: readonly string[],
): Promise<string[]> {
  if (plotIds.length === 0) return [];
  const rows = await trx
    .selectFrom("bookings")
    .select("plot_id")
    .where("plot_id", "in", plotIds)
    .where("status", "<>", "cancelled")
    .execute();
  return rows.map((row) => row.plot_id);
}
