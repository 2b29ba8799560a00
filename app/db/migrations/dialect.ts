import { PostgresAdapter, type Kysely } from "kysely";

/** Column types that differ between the two engines; everything else in a migration is shared. */
export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export function timestampType(db: Kysely<unknown>): "timestamptz" | "text" {
  return isPostgres(db) ? "timestamptz" : "text";
}
