import type { LogEvent } from "kysely";

/** SQLite's "database or disk is full" (SQLITE_FULL) and PostgreSQL's disk_full (53100). */
const sqliteFull = 13;
const postgresDiskFull = "53100";

/** Whether a failed write failed for lack of space, looking through wrapped causes. */
export function isDiskFull(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    const { code, errcode } = cause as { code?: unknown; errcode?: unknown };
    if (code === "ENOSPC" || code === "EDQUOT" || code === postgresDiskFull || errcode === sqliteFull) {
      return true;
    }
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Whether the data disk is full, as the last write found it: a write that fails for lack of space
 * marks it full (one loud line in the log, and /readyz answers not ready) until a write succeeds.
 * Enquiries are refused meanwhile, so staff must hear of it at once, not from a customer.
 */
export class DiskSpace {
  #full = false;

  get full(): boolean {
    return this.#full;
  }

  /** Records a failed write; only a full disk counts (other failures are their callers' to report). */
  failed(error: unknown, what: string): void {
    if (!isDiskFull(error)) return;
    if (!this.#full) {
      const reason = error instanceof Error ? error.message : String(error);
      console.error(
        `DISK FULL: ${what} could not be written (${reason}). New enquiries and uploads fail until space is freed; /readyz answers 503 until a write succeeds.`,
      );
    }
    this.#full = true;
  }

  succeeded(): void {
    if (this.#full) console.log("Disk space is back: a write succeeded, /readyz answers ready again.");
    this.#full = false;
  }
}

const writeStatement = /^\s*(insert|update|delete|replace|commit)\b/i;

/** A Kysely logger that tells `disk` how each database write went (leads, sessions, content). */
export function watchDatabaseWrites(disk: DiskSpace): (event: LogEvent) => void {
  return (event) => {
    if (event.level === "error") disk.failed(event.error, "The database");
    else if (writeStatement.test(event.query.sql)) disk.succeeded();
  };
}

/**
 * The store with its `put` watched by `disk` (images and brochures are written through `put`).
 * The other methods are the store's own, reached through the prototype.
 */
export function watchFileWrites<T extends { put(...args: never[]): Promise<unknown> }>(
  store: T,
  disk: DiskSpace,
  what: string,
): T {
  const watched: T = Object.create(store);
  watched.put = async (...args) => {
    try {
      const result = await store.put(...args);
      disk.succeeded();
      return result;
    } catch (error) {
      disk.failed(error, what);
      throw error;
    }
  };
  return watched;
}
