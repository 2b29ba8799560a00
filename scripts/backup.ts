import { createBackup } from "#app/domain/backup/backup.server.ts";
import { Bucket } from "#app/domain/media/s3-storage.server.ts";
import { loadConfig } from "#server/config.ts";

/**
 * `npm run backup [-- FOLDER]`: one archive of the database and files (from DATA_DIR, or from the
 * bucket with S3_BUCKET); its path is the last line.
 */
try {
  const config = loadConfig();
  const bucket = config.storage.kind === "s3" ? new Bucket(config.storage) : undefined;
  const { file, manifest } = await createBackup({
    database: config.database,
    dataDir: config.dataDir,
    bucket,
    ...(process.argv[2] ? { folder: process.argv[2] } : {}),
  });
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  console.log(
    `Backed up ${rows} rows and ${Object.keys(manifest.files).length} files (migration ${manifest.migration}).`,
  );
  console.log(file);
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
