import { sql } from "kysely";

import type { DB } from "#app/db/database.server.ts";
import { timestamp, toDate } from "#app/db/time.ts";

export interface RateLimitPolicy {
  /** How many hits a key may make per window. */
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window ends; 0 when allowed. */
  retryAfterSeconds: number;
}

export interface RateLimitHit extends RateLimitResult {
  /** Hits in the current window, this one included. */
  count: number;
  /** Seconds until the window ends. */
  resetSeconds: number;
}

// Counters whose window ended long ago are deleted now and then, so the table stays small.
const pruneAfterMs = 24 * 60 * 60 * 1000;
const pruneChance = 0.01;

/**
 * Counts one hit for `key` in a fixed window. The count and the window start change in a single
 * upsert, so concurrent requests are counted exactly on both engines (no read-then-write race).
 */
export async function hitRateLimit(
  db: DB,
  key: string,
  policy: RateLimitPolicy,
  now: Date = new Date(),
): Promise<RateLimitHit> {
  const current = timestamp(now);
  const windowEnded = sql<boolean>`${sql.ref("rate_limits.window_start")} <= ${timestamp(new Date(now.getTime() - policy.windowMs))}`;
  const row = await db
    .insertInto("rate_limits")
    .values({ key, window_start: current, count: 1 })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        count: sql<number>`case when ${windowEnded} then 1 else ${sql.ref("rate_limits.count")} + 1 end`,
        window_start: sql<string>`case when ${windowEnded} then ${current} else ${sql.ref("rate_limits.window_start")} end`,
      }),
    )
    .returning(["window_start", "count"])
    .executeTakeFirstOrThrow();

  if (Math.random() < pruneChance) await pruneRateLimits(db, new Date(now.getTime() - pruneAfterMs));

  const windowEnd = toDate(row.window_start).getTime() + policy.windowMs;
  const resetSeconds = Math.max(1, Math.ceil((windowEnd - now.getTime()) / 1000));
  const count = Number(row.count);
  const allowed = count <= policy.limit;
  return { allowed, count, resetSeconds, retryAfterSeconds: allowed ? 0 : resetSeconds };
}

/** Deletes counters whose window started before `before`. */
export async function pruneRateLimits(db: DB, before: Date): Promise<void> {
  await db.deleteFrom("rate_limits").where("window_start", "<", timestamp(before)).execute();
}

/**
 * Gives back one hit of `key` (never below zero): for limits that count every attempt before it
 * is checked and forgive the ones that succeed (staff sign-in), so only failures use the budget.
 */
export async function refundRateLimit(db: DB, key: string): Promise<void> {
  await db
    .updateTable("rate_limits")
    .set({ count: sql<number>`${sql.ref("count")} - 1` })
    .where("key", "=", key)
    .where("count", ">", 0)
    .execute();
}
