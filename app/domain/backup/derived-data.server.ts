import { sql, type Transaction } from "kysely";

import type { DatabaseTarget } from "#app/db/database.server.ts";
import type { Database } from "#app/db/schema.ts";
import { archivedRows } from "./archive-files.server.ts";

/** The SQLite full-text tables of migration 0009, kept in step with their tables by triggers. */
const searchTables = ["projects_search", "blogs_search", "leads_search"];

const tallyKey = (r: { spam: unknown; kind: unknown; status: unknown }) =>
  `${Number(r.spam)}|${r.kind}|${r.status}`;

function differs(a: Map<string, number>, b: Map<string, number>): string | null {
  for (const key of new Set([...a.keys(), ...b.keys()]))
    if ((a.get(key) ?? 0) !== (b.get(key) ?? 0)) return key;
  return null;
}

async function checkTallies(trx: Transaction<Database>, folder: string): Promise<string | null> {
  const restored = new Map<string, number>();
  for (const r of await trx.selectFrom("lead_tallies").selectAll().where("n", "<>", 0).execute()) {
    restored.set(tallyKey(r), Number(r.n));
  }
  const grouped = new Map<string, number>();
  const { rows } = await sql<{ spam: number; kind: string; status: string; n: number | string }>`
    select spam, kind, status, count(*) as n from leads group by spam, kind, status`.execute(trx);
  for (const r of rows) grouped.set(tallyKey(r), Number(r.n));
  const archived = new Map<string, number>();
  for await (const r of archivedRows(folder, "lead_tallies")) {
    if (Number(r.n) !== 0)
      archived.set(tallyKey(r as { spam: unknown; kind: unknown; status: unknown }), Number(r.n));
  }
  const fromLeads = differs(restored, grouped);
  if (fromLeads) return `The lead tallies do not match the leads after the restore (${fromLeads}).`;
  const fromArchive = differs(restored, archived);
  return fromArchive ? `The lead tallies differ from the archive's (${fromArchive}).` : null;
}

async function checkProjectCounts(trx: Transaction<Database>, folder: string): Promise<string | null> {
  const { rows } = await sql<{
    id: string;
    lead_count: number;
    chat_count: number;
    leads: number | string;
    chats: number | string;
  }>`
    select id, lead_count, chat_count,
      (select count(*) from leads where leads.project_id = projects.id and leads.spam = 0) as leads,
      (select count(*) from interest_events e where e.project_id = projects.id and e.kind = 'whatsapp') as chats
    from projects`.execute(trx);
  const restored = new Map(rows.map((r) => [r.id, r]));
  for (const r of rows) {
    if (r.lead_count !== Number(r.leads) || r.chat_count !== Number(r.chats)) {
      return `Project ${r.id}'s lead counts do not match its leads after the restore.`;
    }
  }
  for await (const a of archivedRows(folder, "projects")) {
    const r = restored.get(String(a.id));
    if (!r || r.lead_count !== a.lead_count || r.chat_count !== a.chat_count) {
      return `Project ${String(a.id)}'s lead counts differ from the archive's.`;
    }
  }
  return null;
}

async function checkSearchTables(trx: Transaction<Database>): Promise<string | null> {
  for (const table of searchTables) {
    const { rows } = await sql`select 1 from sqlite_master where name = ${table}`.execute(trx);
    if (rows.length === 0) continue;
    try {
      await sql`insert into ${sql.table(table)}(${sql.ref(table)}, rank) values ('integrity-check', 1)`.execute(
        trx,
      );
    } catch {
      return `The search index ${table} does not match its table after the restore.`;
    }
  }
  return null;
}

/**
 * The data triggers keep (migrations 0009-0011) fire row by row as the restore inserts, so they
 * end the same as in the archive; this checks it: the tallies and project counts against grouped
 * counts and against the archive, and SQLite's search indexes against their tables.
 * Returns the first problem, or null.
 */
export async function checkDerivedData(
  trx: Transaction<Database>,
  folder: string,
  engine: DatabaseTarget["kind"],
): Promise<string | null> {
  return (
    (await checkTallies(trx, folder)) ??
    (await checkProjectCounts(trx, folder)) ??
    (engine === "sqlite" ? await checkSearchTables(trx) : null)
  );
}
