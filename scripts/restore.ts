import { resolve } from "node:path";

import { RestoreRefused } from "#app/domain/backup/restore-errors.ts";
import { restoreBackup } from "#app/domain/backup/restore.server.ts";
import { Bucket } from "#app/domain/media/s3-storage.server.ts";
import { loadConfig } from "#server/config.ts";

/**
 * `npm run restore FILE`: fills the empty DATA_DIR and database of the configuration (SQLite, or
 * PostgreSQL with DATABASE_URL) from an archive of `npm run backup`; with S3_BUCKET, the images and
 * brochures go into that (empty) bucket. Exit code 2: the target holds
 * content and nothing was changed; 1: the archive is damaged or does not match its manifest.
 */
const archive = process.argv[2];
if (!archive) {
  console.error("Usage: npm run restore FILE   (an archive written by npm run backup)");
  process.exitCode = 1;
} else {
  try {
    const config = loadConfig();
    const bucket = config.storage.kind === "s3" ? new Bucket(config.storage) : undefined;
    const manifest = await restoreBackup({
      archive: resolve(archive),
      database: config.database,
      dataDir: config.dataDir,
      bucket,
    });
    const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
    const target = config.database.kind === "postgres" ? "PostgreSQL" : "SQLite";
    console.log(
      `Restored ${rows} rows into ${target} and ${Object.keys(manifest.files).length} files into ${bucket ? `the bucket ${bucket.name}` : config.dataDir}; every checksum and count matched.`,
    );
  } catch (error) {
    console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = error instanceof RestoreRefused ? 2 : 1;
  }
}
