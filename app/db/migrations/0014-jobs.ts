import type { Kysely } from "kysely";

import { timestampType } from "./dialect.ts";

/**
 * Issue "Grow past one machine": background jobs that run once per period across every instance.
 * One row per job; an instance claims it by setting `locked_until` (a lease) in one conditional
 * UPDATE, runs it, then clears the lease. A holder that dies leaves a lease that simply runs out.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const time = timestampType(db);
  await db.schema
    .createTable("jobs")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("next_run_at", time, (c) => c.notNull())
    .addColumn("locked_until", time)
    .addColumn("locked_by", "text")
    .addColumn("last_started_at", time)
    .addColumn("last_run_at", time)
    .addColumn("last_error", "text")
    .addColumn("runs", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}
