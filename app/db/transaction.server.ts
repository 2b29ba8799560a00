import type { Transaction } from "kysely";

import type { DB } from "./database.server.ts";
import type { Database } from "./schema.ts";

/**
 * Runs `work` in a transaction of its own, or in the caller's when `db` already is one: a query
 * function written this way can be used alone or as one step of a larger change (the change and
 * its audit entry, for example) without nesting transactions, which Kysely refuses.
 */
export function inTransaction<T>(db: DB, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work);
}
