import type { Kysely } from "kysely";

import { timestampType } from "./dialect.ts";

/** Counters for the public forms' per-address limit: one row per key and current window. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("window_start", timestampType(db), (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("rate_limits_window_start").on("rate_limits").column("window_start").execute();
}
