import { sql, type Kysely } from "kysely";

import { isPostgres } from "./dialect.ts";

/**
 * Issue "Fast at any size": the dashboard's Leads per Project shows the busiest projects. Counting
 * every project's leads on each visit reads all 100,000 of them, so each project keeps its counts:
 * `lead_count` (leads, spam left out) and `chat_count` (WhatsApp chats started), kept by triggers
 * whatever code writes the rows, and read in order from an index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ["lead_count", "chat_count"]) {
    await db.schema
      .alterTable("projects")
      .addColumn(column, "integer", (c) => c.notNull().defaultTo(0))
      .execute();
  }
  await sql`update projects set
    lead_count = (select count(*) from leads where leads.project_id = projects.id and leads.spam = 0),
    chat_count = (select count(*) from interest_events e
                  where e.project_id = projects.id and e.kind = 'whatsapp')`.execute(db);
  await db.schema
    .createIndex("projects_busiest")
    .on("projects")
    .expression(sql`lead_count desc, chat_count desc, name, id`)
    .execute();

  const changes = {
    leadCount: (row: "new" | "old", by: string) =>
      `update projects set lead_count = lead_count ${by} where id = ${row}.project_id and ${row}.spam = 0;`,
    chatCount: (row: "new" | "old", by: string) =>
      `update projects set chat_count = chat_count ${by} where id = ${row}.project_id and ${row}.kind = 'whatsapp';`,
  };
  const triggers = [
    { table: "leads", event: "insert", body: changes.leadCount("new", "+ 1") },
    { table: "leads", event: "delete", body: changes.leadCount("old", "- 1") },
    {
      table: "leads",
      event: "update of project_id, spam",
      body: `${changes.leadCount("old", "- 1")} ${changes.leadCount("new", "+ 1")}`,
    },
    { table: "interest_events", event: "insert", body: changes.chatCount("new", "+ 1") },
    { table: "interest_events", event: "delete", body: changes.chatCount("old", "- 1") },
  ];
  for (const [i, { table, event, body }] of triggers.entries()) {
    const name = `${table}_counts_${i}`;
    if (isPostgres(db)) {
      const returned = event === "delete" ? "old" : "new";
      await sql
        .raw(
          `create function ${name}() returns trigger language plpgsql as $$ begin ${body} return ${returned}; end $$`,
        )
        .execute(db);
      await sql
        .raw(`create trigger ${name} after ${event} on ${table} for each row execute function ${name}()`)
        .execute(db);
    } else {
      await sql.raw(`create trigger ${name} after ${event} on ${table} begin ${body} end`).execute(db);
    }
  }
}
