import type { Kysely } from "kysely";

import { timestampType } from "./dialect.ts";

/**
 * Issue "Publish later and go back": no silent overwrites, and a history of every save.
 *
 * - `projects.revision`, `blogs.revision`: how many times the record was saved. The editor posts
 *   the number it opened; a save whose number is no longer the record's is refused (it would
 *   overwrite a colleague's save unseen), and each save moves it on in the same statement that
 *   checks it, so two instances cannot both pass.
 * - `revisions`: one row a save of a project or a post (`entity` "project" or "blog"), the
 *   editor's fields as saved (JSON), who saved and when: what a refused save compares with.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestampType(db);
  for (const table of ["projects", "blogs"]) {
    await db.schema
      .alterTable(table)
      .addColumn("revision", "integer", (c) => c.notNull().defaultTo(1))
      .execute();
  }
  await db.schema
    .createTable("revisions")
    .addColumn("entity", "text", (c) => c.notNull())
    .addColumn("entity_id", "text", (c) => c.notNull())
    .addColumn("revision", "integer", (c) => c.notNull())
    .addColumn("actor", "text", (c) => c.notNull())
    .addColumn("saved_at", ts, (c) => c.notNull())
    .addColumn("fields", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("revisions_pk", ["entity", "entity_id", "revision"])
    .execute();
}
