import type { Kysely } from "kysely";

/**
 * Issue 28: every public form carries a submission key, and the lead it made keeps a fingerprint of
 * the key and the fields sent. A repeat of the same post (a proxy retrying it on another instance
 * after the first died mid-answer, a browser's retry) finds the lead the first made instead of
 * storing a second one. Older leads have none; NULLs never collide.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("leads").addColumn("submission_id", "text").execute();
  await db.schema.createIndex("leads_submission_id").on("leads").column("submission_id").unique().execute();
}
