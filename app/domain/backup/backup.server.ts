import { createWriteStream } from "node:fs";
import { chmod, copyFile, link, mkdir, rename, rm, writeFile } from "node:fs/promises";
import { once } from "node:events";
import { dirname, join } from "node:path";

import { sql, type Transaction } from "kysely";

import { openDatabase, type DatabaseTarget } from "#app/db/database.server.ts";
import type { Database } from "#app/db/schema.ts";
import { privateFileMode } from "#app/lib/file-modes.ts";
import { moveMedia, type Bucket } from "#app/domain/media/index.server.ts";
import * as archiveFiles from "./archive-files.server.ts";
import { backedUpTables, toArchiveRow, type BackedUpTable, type Row } from "./tables.ts";

export const archivePrefix = "plotsite-backup-";
export const archiveSuffix = ".tar.gz";

export interface BackupOptions {
  database: DatabaseTarget;
  dataDir: string;
  /** Where the archive goes: `DATA_DIR/backups` unless given. */
  folder?: string;
  /** With S3_BUCKET: the images and brochures are read from this bucket instead of DATA_DIR. */
  bucket?: Bucket | undefined;
  /** Rows read per query: memory stays bounded whatever the table's size. */
  pageSize?: number;
  now?: Date;
}

/** Reads `table` a page at a time in primary-key order (keyset paging, so each page is one index seek). */
async function* tablePages(
  trx: Transaction<Database>,
  table: BackedUpTable,
  pageSize: number,
): AsyncGenerator<Row[]> {
  const keys = sql.join(table.key.map((k) => sql.ref(k)));
  let after: Row | undefined;
  for (;;) {
    const from = after;
    const where = from ? sql`where (${keys}) > (${sql.join(table.key.map((k) => from[k]))})` : sql``;
    const { rows } = await sql<Row>`select * from ${sql.table(table.name)} ${where}
      order by ${keys} limit ${pageSize}`.execute(trx);
    if (rows.length > 0) yield rows;
    if (rows.length < pageSize) return;
    after = rows.at(-1);
  }
}

async function writeTable(trx: Transaction<Database>, table: BackedUpTable, file: string, pageSize: number) {
  const out = createWriteStream(file, { mode: privateFileMode });
  let count = 0;
  for await (const rows of tablePages(trx, table, pageSize)) {
    const text = rows.map((row) => archiveFiles.archiveLine(toArchiveRow(table, row))).join("");
    if (!out.write(text)) await once(out, "drain");
    count += rows.length;
  }
  out.end();
  await once(out, "close");
  return count;
}

/**
 * Every table in one read transaction: a snapshot that writers committing meanwhile do not change
 * (PostgreSQL: repeatable read; SQLite in WAL mode: the transaction's first read fixes what it sees).
 */
async function snapshotDatabase(database: DatabaseTarget, folder: string, pageSize: number) {
  const db = openDatabase(database);
  try {
    // Read only: SQLite then begins it deferred, so the server's writes go on meanwhile.
    const begin = db.transaction().setAccessMode("read only");
    const transaction = database.kind === "postgres" ? begin.setIsolationLevel("repeatable read") : begin;
    return await transaction.execute(async (trx) => {
      const { rows } = await sql<{ name: string }>`select name from kysely_migration
        order by name desc limit 1`.execute(trx);
      const migration = rows[0]?.name;
      if (!migration) throw new Error("The database has no migrations applied: there is nothing to back up.");
      const tables: Record<string, number> = {};
      for (const table of backedUpTables) {
        tables[table.name] = await writeTable(trx, table, join(folder, `${table.name}.jsonl`), pageSize);
      }
      return { migration, tables };
    });
  } finally {
    await db.destroy();
  }
}

/**
 * Links the stored files into the staging folder (a link costs no space; stored files are only
 * ever replaced by rename, never changed in place, so the link keeps the bytes as they were).
 */
async function stageFiles(dataDir: string, staging: string, staged: Set<string>): Promise<void> {
  for (const folder of archiveFiles.backedUpFolders) {
    for (const path of await archiveFiles.listFiles(join(dataDir, folder))) {
      const name = `files/${folder}/${path}`;
      if (staged.has(name)) continue;
      const source = join(dataDir, folder, path);
      const target = join(staging, name);
      await mkdir(dirname(target), { recursive: true, mode: archiveFiles.folderMode });
      try {
        await link(source, target);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === "ENOENT") continue; // removed since it was listed
        if (code !== "EXDEV" && code !== "EPERM") throw error;
        await copyFile(source, target);
      }
      staged.add(name);
    }
  }
}

/**
 * Downloads the bucket's images and brochures into the staging folder, each checked against the
 * bucket's checksum; a second call fetches only what is new (the same layout as DATA_DIR's).
 */
async function stageBucket(bucket: Bucket, staging: string, staged: Set<string>): Promise<void> {
  const summary = await moveMedia({ dataDir: join(staging, "files"), bucket, to: "disk" });
  if (summary.failed.length > 0) {
    throw new Error(`${summary.failed[0]} could not be read from the bucket intact; nothing was written.`);
  }
  for (const folder of archiveFiles.backedUpFolders) {
    for (const path of await archiveFiles.listFiles(join(staging, "files", folder))) {
      staged.add(`files/${folder}/${path}`);
    }
  }
}

/**
 * Writes one archive while the site keeps serving: the database as JSON lines per table (the same
 * on both engines, so it restores into either), the uploads and brochures, and a manifest with
 * row counts, sizes and SHA-256 checksums. Files are gathered before and after the database
 * snapshot: a file a row points at was stored before that row was committed, so it is in the
 * first pass or the second. With a bucket, its files are downloaded instead. Returns the archive's path.
 */
export async function createBackup(
  options: BackupOptions,
): Promise<{ file: string; manifest: archiveFiles.Manifest }> {
  const { database, dataDir, pageSize = 500, now = new Date() } = options;
  const folder = options.folder ?? join(dataDir, "backups");
  await mkdir(folder, { recursive: true, mode: archiveFiles.folderMode });
  const staging = join(folder, archiveFiles.temporaryName(".tmp-backup-"));
  await mkdir(join(staging, "db"), { recursive: true, mode: archiveFiles.folderMode });
  await mkdir(join(staging, "files"), { mode: archiveFiles.folderMode });
  try {
    const staged = new Set<string>();
    const { bucket } = options;
    const stage = () =>
      bucket ? stageBucket(bucket, staging, staged) : stageFiles(dataDir, staging, staged);
    await stage();
    const { migration, tables } = await snapshotDatabase(database, join(staging, "db"), pageSize);
    await stage();

    const files: archiveFiles.Manifest["files"] = {};
    for (const path of [
      ...(await archiveFiles.listFiles(join(staging, "db"))).map((p) => `db/${p}`),
      ...[...staged].sort(),
    ]) {
      files[path] = await archiveFiles.fileEntry(join(staging, path));
    }
    const manifest: archiveFiles.Manifest = {
      format: archiveFiles.manifestFormat,
      createdAt: now.toISOString(),
      engine: database.kind,
      migration,
      tables,
      files,
    };
    await writeFile(join(staging, "manifest.json"), JSON.stringify(manifest, null, 2) + "\n", {
      mode: privateFileMode,
    });

    // The UTC time to the millisecond first, so archives sort by name in the order they were made.
    const stamp = now.toISOString().replace(/[-:.]/g, "");
    const file = join(
      folder,
      `${archivePrefix}${stamp}-${archiveFiles.temporaryName("").slice(0, 4)}${archiveSuffix}`,
    );
    const partial = join(folder, archiveFiles.temporaryName(".tmp-archive-"));
    const { create } = await import("tar");
    await create({ gzip: true, file: partial, cwd: staging, portable: true }, [
      "manifest.json",
      "db",
      "files",
    ]);
    await chmod(partial, privateFileMode);
    await rename(partial, file);
    return { file, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
