import { readdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";

import type { DatabaseTarget } from "#app/db/database.server.ts";
import type { Job } from "#app/jobs/jobs.server.ts";
import type { Bucket } from "#app/domain/media/index.server.ts";
import { archivePrefix, archiveSuffix, createBackup } from "./backup.server.ts";

export interface BackupScheduleOptions {
  database: DatabaseTarget;
  dataDir: string;
  /** A backup is due when the newest archive in the folder is this old (or there is none). */
  intervalMs: number;
  /** How many archives to keep: older ones are deleted after each backup. */
  keep: number;
  /** With S3_BUCKET: where the images and brochures are read from. */
  bucket?: Bucket | undefined;
  log: { info(message: string): void };
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

/**
 * `BACKUP_INTERVAL_HOURS` and `BACKUP_KEEP`: backups into DATA_DIR/backups while the server runs,
 * as a background job (app/jobs), so one instance of several backs up each interval. A folder
 * whose newest archive is younger than the interval (a backup by hand, say) moves the next run to
 * when that archive is due.
 */
export function backupJob(options: BackupScheduleOptions): Job {
  const { database, dataDir, intervalMs, keep, bucket, log } = options;
  const folder = join(dataDir, "backups");
  return {
    name: "backup",
    everyMs: intervalMs,
    // A backup of a large site may take a while; a second one at once would only cost disk.
    leaseMs: 6 * 60 * 60_000,
    async run(now) {
      const age = await newestAgeMs(folder, now.getTime());
      if (age < intervalMs) return new Date(now.getTime() + intervalMs - age);
      const { file } = await createBackup({ database, dataDir, folder, bucket });
      await pruneArchives(folder, keep);
      log.info(`Scheduled backup written: ${file}`);
    },
  };
}
