import { createBackup } from "../app/domain/backup/backup.server.ts";
import { backupsMissTheBucket, loadConfig } from "../server/config.ts";

/** `npm run backup [-- FOLDER]`: one archive of the database and files; its path is the last line. */
try {
  const config = loadConfig();
  if (config.storage.kind === "s3") {
    console.error(`Backup refused: npm run backup ${backupsMissTheBucket}.`);
    process.exit(2);
  }
  const { file, manifest } = await createBackup({
    database: config.database,
    dataDir: config.dataDir,
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
