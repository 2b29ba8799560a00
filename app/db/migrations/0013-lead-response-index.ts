import type { Kysely } from "kysely";

/**
 * Issue "Fast at any size": the dashboard counts the last 30 days' answered leads and the leads
 * waiting too long, and lists the longest waits. With the answer's time in the index beside the
 * arrival time, those reads stay inside the index (a month of entries, in order) instead of
 * fetching every lead of the month from the table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("leads_spam_created_response")
    .on("leads")
    .columns(["spam", "created_at", "first_response_at"])
    .execute();
}
