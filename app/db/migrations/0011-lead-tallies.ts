import { sql, type Kysely } from "kysely";

import { createRowTrigger } from "./dialect.ts";

/**
 * Issue "Fast at any size": the leads inbox shows its Inbox and Spam counts on every view and the
 * back office's sidebar the leads still New on every page. Counting them read up to 95,000 index
 * entries each time, so the leads are tallied by spam, kind and status (at most 2 × 5 × 6 rows),
 * kept by triggers whatever code writes the rows. A view filtered only by kind or status adds up
 * a few of these rows; other filters (project, dates, search) still count the matching leads.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("lead_tallies")
    .addColumn("spam", "integer", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("n", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("lead_tallies_key", ["spam", "kind", "status"])
    .execute();
  await sql`insert into lead_tallies (spam, kind, status, n)
    select spam, kind, status, count(*) from leads group by spam, kind, status`.execute(db);

  const add = (row: "new") =>
    `insert into lead_tallies (spam, kind, status, n) values (${row}.spam, ${row}.kind, ${row}.status, 1)
     on conflict (spam, kind, status) do update set n = lead_tallies.n + 1;`;
  const remove = (row: "old") =>
    `update lead_tallies set n = n - 1
     where spam = ${row}.spam and kind = ${row}.kind and status = ${row}.status;`;
  const triggers = [
    { event: "insert", body: add("new") },
    { event: "delete", body: remove("old") },
    { event: "update of spam, kind, status", body: `${remove("old")} ${add("new")}` },
  ];
  for (const [i, { event, body }] of triggers.entries()) {
    await createRowTrigger(db, { name: `leads_tallies_${i}`, table: "leads", event, body });
  }
}
