import { sql } from "kysely";

import type { DB } from "./database.server.ts";

/** Node's socket errors when the database server cannot be reached or hangs up. */
const socketCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENOTFOUND",
]);

/**
 * Whether an error means the database is away (restarting, shutting down, unreachable) rather than
 * that a query is wrong: PostgreSQL's connection-exception class 08, admin shutdown and "cannot
 * connect now" (57P01-57P03), socket errors, and pg's messages for a lost or refused connection.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (
      typeof code === "string" &&
      (code.startsWith("08") || /^57P0[123]$/.test(code) || socketCodes.has(code))
    )
      return true;
    if (
      typeof message === "string" &&
      /Connection terminated|not queryable|timeout exceeded when trying to connect/i.test(message)
    )
      return true;
    current = cause;
  }
  return false;
}

/**
 * Whether the database answers a trivial query within `timeoutMs`: cheap enough for every
 * readiness probe, and false (never a throw) while the database is away.
 */
export async function databaseReachable(db: DB, timeoutMs = 2_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const probe = sql`select 1`.execute(db).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
