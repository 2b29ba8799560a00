import type { Kysely } from "kysely";

/**
 * Issue "One inbox": "My day" lists a salesperson's new leads and the unassigned pool's, newest
 * first, and the site visits asked for in the last two months. With the assignee, the status and
 * the arrival in one index the first two read their 50 rows in order, however many leads the
 * person (or the pool) has; with the kind beside the arrival the third reads only recent visits.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("leads_assignee_status_created")
    .on("leads")
    .columns(["assigned_to", "status", "created_at"])
    .execute();
  await db.schema.createIndex("leads_kind_created").on("leads").columns(["kind", "created_at"]).execute();
}
