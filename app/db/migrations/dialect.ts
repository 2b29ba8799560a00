import { PostgresAdapter, sql, type Kysely } from "kysely";

/** Column types that differ between the two engines; everything else in a migration is shared. */
export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export function timestampType(db: Kysely<unknown>): "timestamptz" | "text" {
  return isPostgres(db) ? "timestamptz" : "text";
}

/**
 * A trigger running `body` after `event` on each row of `table`: a plpgsql function and its
 * trigger on PostgreSQL, a plain trigger on SQLite. `body` is SQL both engines read alike.
 */
export async function createRowTrigger(
  db: Kysely<unknown>,
  { name, table, event, body }: { name: string; table: string; event: string; body: string },
): Promise<void> {
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
