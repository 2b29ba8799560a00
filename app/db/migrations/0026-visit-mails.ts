import type { Kysely } from "kysely";

import { timestampType } from "./dialect.ts";

/**
 * Issue "Site visits and bookings": the buyer's confirmation mail (with its `.ics` and the signed
 * link to move or cancel the visit) and the reminder the day before go once each; these say when
 * they went. Moving a visit clears both, so the new time is confirmed and reminded again. After
 * the visit the executive records the plots the buyer liked beside its outcome.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestampType(db);
  await db.schema.alterTable("site_visits").addColumn("confirmed_at", ts).execute();
  await db.schema.alterTable("site_visits").addColumn("reminded_at", ts).execute();
  await db.schema.alterTable("site_visits").addColumn("plots_liked", "text").execute();
}
