import { sql, type Kysely } from "kysely";

import { isPostgres } from "./dialect.ts";

/**
 * Issue "Fast at any size": the back office's search boxes find text inside names, e-mails, phone
 * numbers, titles and places, which no B-tree serves. Each searched table gets a trigram index:
 * on SQLite an FTS5 table with the trigram tokenizer over the table's own rows (kept in step by
 * triggers; it points at rows by rowid, so a `VACUUM` must be followed by
 * `insert into <table>_search(<table>_search) values('rebuild')`), on PostgreSQL pg_trgm GIN
 * indexes on the same `lower(coalesce(column, ''))` the search compares. A PostgreSQL role that may
 * not add pg_trgm gets no indexes and its searches read the tables, as before.
 */
const searchedColumns = {
  projects: ["name", "location"],
  blogs: ["title", "slug", "category"],
  leads: ["name", "email", "phone"],
};

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await addTrigramIndexes(db);
  else
    for (const [table, columns] of Object.entries(searchedColumns)) await addSearchTable(db, table, columns);
}

async function addSearchTable(db: Kysely<unknown>, table: string, columns: readonly string[]): Promise<void> {
  const search = `${table}_search`;
  const list = columns.join(", ");
  const values = (row: "new" | "old") => columns.map((c) => `${row}.${c}`).join(", ");
  const remove = `insert into ${search}(${search}, rowid, ${list}) values ('delete', old.rowid, ${values("old")});`;
  const add = `insert into ${search}(rowid, ${list}) values (new.rowid, ${values("new")});`;
  const statements = [
    `create virtual table ${search} using fts5(${list}, content='${table}', tokenize='trigram')`,
    `insert into ${search}(${search}) values ('rebuild')`,
    `create trigger ${search}_insert after insert on ${table} begin ${add} end`,
    `create trigger ${search}_delete after delete on ${table} begin ${remove} end`,
    `create trigger ${search}_update after update of ${list} on ${table} begin ${remove} ${add} end`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

async function addTrigramIndexes(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ schema: string | null; allowed: boolean }>`
    select (select n.nspname from pg_extension e join pg_namespace n on n.oid = e.extnamespace
            where e.extname = 'pg_trgm') as schema,
           exists (select 1 from pg_available_extensions where name = 'pg_trgm')
             and has_database_privilege(current_database(), 'CREATE') as allowed`.execute(db);
  let schema = rows[0]?.schema ?? null;
  if (schema === null) {
    if (!rows[0]?.allowed) {
      console.warn("pg_trgm is not available to this role: searches in the back office read whole tables.");
      return;
    }
    // In public, not the current schema: an extension dropped with a schema would take every
    // index that uses it along.
    await sql`create extension if not exists pg_trgm schema public`.execute(db);
    schema = "public";
  }
  const operators = sql.raw(`${schema}.gin_trgm_ops`);
  for (const [table, columns] of Object.entries(searchedColumns)) {
    for (const column of columns) {
      await sql`create index ${sql.id(`${table}_${column}_trigrams`)} on ${sql.table(table)}
        using gin (lower(coalesce(${sql.ref(column)}, '')) ${operators})`.execute(db);
    }
  }
}
