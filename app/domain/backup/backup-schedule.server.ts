import { readdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";

import pg from "pg";

import type { DatabaseTarget } from "../../db/database.server.ts";
import { archivePrefix, archiveSuffix, createBackup } from "./backup.server.ts";

export interface BackupScheduleOptions {
  database: DatabaseTarget;
  dataDir: string;
  /** A backup is due when the newest archive in the folder is this old (or there is none). */
  intervalMs: number;
  /** How many archives to keep: older ones are deleted after each backup. */
  keep: number;
  /** How often to look whether a backup is due: at most every 10 minutes. */
  checkMs?: number;
  log: { info(message: string): void; error(message: string): void };
}

export interface BackupSchedule {
  /** Backs up if this instance leads and a backup is due; the archive's path, or null. */
  tick(): Promise<string | null>;
  stop(): Promise<void>;
}

/** The PostgreSQL advisory lock whose holder is the one instance that runs scheduled backups. */
export const backupLockKey = 4_318_072_518;

/**
 * With several instances on one PostgreSQL database, the instance that holds a session advisory
 * lock on a connection of its own runs the backups; when it stops or its connection drops, the
 * lock goes with it and the next instance to try takes over. SQLite has one instance.
 */
class Leadership {
  #client: pg.Client | null = null;
  readonly database: DatabaseTarget;

  constructor(database: DatabaseTarget) {
    this.database = database;
  }

  async held(): Promise<boolean> {
    if (this.database.kind === "sqlite" || this.#client) return true;
    const client = new pg.Client({ connectionString: this.database.url, connectionTimeoutMillis: 5_000 });
    client.on("error", () => {
      if (this.#client === client) this.#client = null;
    });
    try {
      await client.connect();
      const { rows } = await client.query<{ held: boolean }>("select pg_try_advisory_lock($1) as held", [
        backupLockKey,
      ]);
      if (rows[0]?.held) {
        this.#client = client;
        return true;
      }
    } catch {
      // Unreachable now: try again at the next check.
    }
    await client.end().catch(() => undefined);
    return false;
  }

  async release(): Promise<void> {
    const client = this.#client;
    this.#client = null;
    await client?.end().catch(() => undefined);
  }
}

async function archives(folder: string): Promise<string[]> {
  try {
    return (await readdir(folder))
      .filter((name) => name.startsWith(archivePrefix) && name.endsWith(archiveSuffix))
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

async function newestAgeMs(folder: string, now: number): Promise<number> {
  const names = await archives(folder);
  if (names.length === 0) return Number.POSITIVE_INFINITY;
  return now - (await stat(join(folder, names.at(-1)!))).mtimeMs;
}

/** Deletes all but the newest `keep` archives (names start with their UTC time, so they sort). */
export async function pruneArchives(folder: string, keep: number): Promise<void> {
  const names = await archives(folder);
  for (const name of names.slice(0, Math.max(0, names.length - keep)))
    await rm(join(folder, name), { force: true });
}

/** `BACKUP_INTERVAL_HOURS` and `BACKUP_KEEP`: backups into DATA_DIR/backups while the server runs. */
export function startBackupSchedule(options: BackupScheduleOptions): BackupSchedule {
  const { database, dataDir, intervalMs, keep, log } = options;
  const folder = join(dataDir, "backups");
  const checkMs = options.checkMs ?? Math.min(intervalMs, 10 * 60_000);
  const leadership = new Leadership(database);
  let running: Promise<string | null> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const run = async (): Promise<string | null> => {
    if (!(await leadership.held())) return null;
    if ((await newestAgeMs(folder, Date.now())) < intervalMs) return null;
    const { file } = await createBackup({ database, dataDir, folder });
    await pruneArchives(folder, keep);
    log.info(`Scheduled backup written: ${file}`);
    return file;
  };
  const tick = () => {
    running ??= run().finally(() => {
      running = null;
    });
    return running;
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      tick()
        .catch((error: unknown) =>
          log.error(`Scheduled backup failed: ${error instanceof Error ? error.message : String(error)}`),
        )
        .finally(schedule);
    }, checkMs);
    timer.unref();
  };
  schedule();
  return {
    tick,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
      await leadership.release();
    },
  };
}
