import type { Kysely } from "kysely";

import { timestampType } from "./dialect.ts";

/**
 * Issue 28: a lead alert claimed by a process that then died waited for its claim to run out (two
 * minutes) and could be mailed twice. Each running instance now keeps a heartbeat row in
 * `instances`, and a claimed alert names its sender (`claimed_by`), so that any instance can
 * release the claims of one whose heartbeat stopped, at once. The partial index finds the claimed
 * alerts (a handful in flight) among every lead's alert.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const time = timestampType(db);
  await db.schema
    .createTable("instances")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("started_at", time, (c) => c.notNull())
    .addColumn("seen_at", time, (c) => c.notNull())
    .execute();
  await db.schema.alterTable("lead_alerts").addColumn("claimed_by", "text").execute();
  await db.schema
    .createIndex("lead_alerts_claimed")
    .on("lead_alerts")
    .column("claimed_by")
    .where("claimed_by", "is not", null)
    .execute();
}
