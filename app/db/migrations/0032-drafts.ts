import type { Kysely } from "kysely";

import { timestampType } from "./dialect.ts";

/**
 * Issue "Publish later and go back": "The post editor and the project form autosave a private
 * draft every few seconds while typing; after a closed tab or a lost connection the next visit
 * offers to recover it."
 *
 * `drafts`: one a staff member (`author_id`, auth_user.id), record kind (`entity`, "project" or
 * "blog") and record (`record_id`, "" for one not yet saved): the editor's values as typed (JSON,
 * unchecked: a draft may be half-typed), the revision the editor had opened (null for a new
 * record) and when it was last saved. Only its author ever reads it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("drafts")
    .addColumn("author_id", "text", (c) => c.notNull())
    .addColumn("entity", "text", (c) => c.notNull())
    .addColumn("record_id", "text", (c) => c.notNull())
    .addColumn("fields", "text", (c) => c.notNull())
    .addColumn("revision", "integer")
    .addColumn("saved_at", timestampType(db), (c) => c.notNull())
    .addPrimaryKeyConstraint("drafts_pk", ["author_id", "entity", "record_id"])
    .execute();
}
