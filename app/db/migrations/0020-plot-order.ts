import { sql, type Kysely } from "kysely";

import { naturalKeyParts } from "#app/lib/natural-order.ts";
import { isPostgres } from "./dialect.ts";

/**
 * Issue 28: a project's plots are listed a page at a time, by block and number as people count
 * them ("2" before "10"). No SQL collation orders "2" before "10", so each plot keeps its order as
 * a key written with the plot (`naturalKeyParts(block, number)`), compared byte by byte: SQLite's
 * default, and collation "C" on PostgreSQL (whose default collation would skip the key's
 * separator). The index pages a project's plots in that order. Existing plots get their key here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const type = isPostgres(db) ? sql`text collate "C"` : sql`text`;
  await db.schema
    .alterTable("plots")
    .addColumn("sort_key", type, (c) => c.notNull().defaultTo(""))
    .execute();
  const plots = db as Kysely<{ plots: { id: string; block: string; number: string; sort_key: string } }>;
  const rows = await plots.selectFrom("plots").select(["id", "block", "number"]).execute();
  for (const row of rows) {
    await plots
      .updateTable("plots")
      .set({ sort_key: naturalKeyParts(row.block, row.number) })
      .where("id", "=", row.id)
      .execute();
  }
  await db.schema
    .createIndex("plots_project_order")
    .on("plots")
    .columns(["project_id", "sort_key", "id"])
    .execute();
}
