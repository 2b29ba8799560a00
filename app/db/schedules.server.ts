import { sql, type SqlBool, type Transaction } from "kysely";

import type { DB } from "./database.server.ts";
import type { Database } from "./schema.ts";
import { timestamp, toDateOrNull } from "./time.ts";

/**
 * The publish and take-down times of projects and posts (migration 0031), the same two columns on
 * both tables: which rows have one set, which are due, and carrying them out one record at a time.
 */
export type ScheduledTable = "projects" | "blogs";

/** The ids of the rows whose publish or take-down time has come by `now`. */
export async function dueScheduleIds(db: DB, table: ScheduledTable, now: Date): Promise<string[]> {
  const at = timestamp(now);
  const rows = await db
    .selectFrom(table)
    .select("id")
    .where(sql<SqlBool>`scheduled_publish_at <= ${at} or scheduled_unpublish_at <= ${at}`)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Carries out each due record with `apply`, in a transaction of its own so that one refused (a
 * save came between) leaves the others done; how many `apply` changed.
 */
export async function carryOutDue(
  db: DB,
  table: ScheduledTable,
  now: Date,
  apply: (trx: Transaction<Database>, id: string) => Promise<boolean>,
): Promise<number> {
  let done = 0;
  for (const id of await dueScheduleIds(db, table, now)) {
    if (await db.transaction().execute((trx) => apply(trx, id))) done += 1;
  }
  return done;
}

/** A row's two times as dates. */
export function scheduleOf(row: {
  scheduled_publish_at: Date | string | null;
  scheduled_unpublish_at: Date | string | null;
}) {
  return {
    publishAt: toDateOrNull(row.scheduled_publish_at),
    unpublishAt: toDateOrNull(row.scheduled_unpublish_at),
  };
}

/** Rows with a publish or take-down time set. */
export const hasSchedule = sql<SqlBool>`scheduled_publish_at is not null or scheduled_unpublish_at is not null`;
