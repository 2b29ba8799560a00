import { chown, mkdir, rename, rm, rmdir, stat } from "node:fs/promises";
import { join } from "node:path";

import { sql, type Kysely, type Transaction } from "kysely";

import { migrate, openDatabase, type DatabaseTarget, type DB } from "#app/db/database.server.ts";
import type { Database } from "#app/db/schema.ts";
import {
  archivedRows,
  backedUpFolders,
  folderMode,
  listFiles,
  temporaryName,
  type Manifest,
} from "./archive-files.server.ts";
import { bucketFolders, moveMedia, type Bucket } from "#app/domain/media/index.server.ts";
import { checkDerivedData } from "./derived-data.server.ts";
import { RestoreFailed, RestoreRefused } from "./restore-errors.ts";
import { backedUpTables, toEngineRow, type BackedUpTable, type Row } from "./tables.ts";
import { unpackArchive, type Owner } from "./unpack-archive.server.ts";

export interface RestoreOptions {
  archive: string;
  database: DatabaseTarget;
  dataDir: string;
  /** PostgreSQL schema of the migrator's tables, when the database is not in the default one. */
  migrationTableSchema?: string;
  /** With S3_BUCKET: the images and brochures go into this (empty) bucket instead of DATA_DIR. */
  bucket?: Bucket | undefined;
  /** Rows inserted per statement. */
  batchSize?: number;
}

async function folderHasFiles(path: string): Promise<boolean> {
  return (await listFiles(path)).length > 0;
}

/**
 * Who the restored files must belong to: DATA_DIR's owner when root restores into the folder of
 * another user (the site's), so that the server can read and replace them; else whoever runs it.
 */
async function dataDirOwner(dataDir: string): Promise<Owner | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const { uid, gid } = await stat(dataDir);
  return uid === 0 && gid === 0 ? undefined : { uid, gid };
}

/** SQLite: "no such table"; PostgreSQL: undefined_table (42P01). */
function isMissingTable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "42P01" || (error instanceof Error && error.message.includes("no such table"));
}

/** The first table that holds rows, or null; a table that does not exist yet is empty. */
async function firstFilledTable(db: DB): Promise<string | null> {
  for (const table of backedUpTables) {
    if (table.seeded) continue;
    try {
      const { rows } = await sql`select 1 from ${sql.table(table.name)} limit 1`.execute(db);
      if (rows.length > 0) return table.name;
    } catch (error) {
      if (!isMissingTable(error)) throw error;
    }
  }
  return null;
}

async function appliedMigrations(db: DB): Promise<string[]> {
  try {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    return rows.map((r) => r.name);
  } catch (error) {
    if (isMissingTable(error)) return [];
    throw error;
  }
}

async function loadTable(
  trx: Transaction<Database>,
  folder: string,
  table: BackedUpTable,
  engine: DatabaseTarget["kind"],
  batchSize: number,
): Promise<void> {
  // Kysely's types know the tables by name; these are read from the list above.
  const into = trx as unknown as Kysely<Record<string, Row>>;
  let batch: Row[] = [];
  const flush = async () => {
    if (batch.length > 0) await into.insertInto(table.name).values(batch).execute();
    batch = [];
  };
  for await (const row of archivedRows(folder, table.name)) {
    batch.push(toEngineRow(table, row, engine));
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  if (table.serial && engine === "postgres") {
    await sql`select setval(pg_get_serial_sequence(${table.name}, ${table.serial}),
      coalesce(max(${sql.ref(table.serial)}), 0) + 1, false) from ${sql.table(table.name)}`.execute(trx);
  }
}

async function countRows(trx: Transaction<Database>, table: string): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(
    trx,
  );
  return Number(rows[0]?.n ?? 0);
}

/** Moves the checked files into DATA_DIR (a rename: the staging folder is on the same disk). */
async function placeFiles(staging: string, dataDir: string): Promise<void> {
  for (const folder of backedUpFolders) {
    const from = join(staging, "files", folder);
    if (!(await folderHasFiles(from))) continue;
    const to = join(dataDir, folder);
    await rmdir(to, { recursive: false }).catch(() => undefined);
    await rename(from, to);
  }
}

async function bucketHasFiles(bucket: Bucket): Promise<boolean> {
  for (const prefix of Object.values(bucketFolders)) {
    for await (const key of bucket.list(prefix)) if (key) return true;
  }
  return false;
}

async function emptyBucket(bucket: Bucket): Promise<void> {
  for (const prefix of Object.values(bucketFolders)) {
    const keys: string[] = [];
    for await (const key of bucket.list(prefix)) keys.push(key);
    for (const key of keys) await bucket.delete(key);
  }
}

/**
 * Uploads the checked files into the bucket, each verified after it is written. Before the
 * database is loaded, so that a failed upload leaves the database empty.
 */
async function uploadFiles(staging: string, bucket: Bucket): Promise<void> {
  const summary = await moveMedia({ dataDir: join(staging, "files"), bucket, to: "s3" });
  const wrong = summary.failed[0] ?? summary.ignored[0];
  if (wrong) throw new RestoreFailed(`${wrong} could not be written to the bucket intact.`);
}

/**
 * Fills an empty DATA_DIR and database from an archive of `createBackup`, into either engine:
 * refuses a target that holds content, checks every file against the manifest before touching
 * anything, migrates the target to the archive's migration, loads the tables in foreign-key order
 * in one transaction (so a failure leaves the database empty), then checks the row counts and the
 * trigger-kept counts and search indexes before committing, and moves the files into place
 * (uploads them first, into an empty bucket, when given one).
 */
export async function restoreBackup(options: RestoreOptions): Promise<Manifest> {
  const { archive, database, dataDir, migrationTableSchema, bucket, batchSize = 200 } = options;
  if (bucket && (await bucketHasFiles(bucket))) {
    throw new RestoreRefused(
      `The bucket ${bucket.name} already holds images or brochures: restore only into an empty bucket, never over a live site.`,
    );
  }
  for (const folder of backedUpFolders) {
    if (await folderHasFiles(join(dataDir, folder))) {
      throw new RestoreRefused(
        `${join(dataDir, folder)} already holds files: restore only into an empty DATA_DIR, never over a live site.`,
      );
    }
  }
  const db = openDatabase(database);
  await mkdir(dataDir, { recursive: true, mode: folderMode });
  const staging = join(dataDir, temporaryName(".tmp-restore-"));
  try {
    const filled = await firstFilledTable(db);
    if (filled) {
      throw new RestoreRefused(
        `The database already holds data (table ${filled}): restore only into an empty database, never over a live site.`,
      );
    }
    await mkdir(staging, { mode: folderMode });
    const owner = await dataDirOwner(dataDir);
    const manifest = await unpackArchive(archive, staging, owner);
    if (bucket) await uploadFiles(staging, bucket);
    try {
      if (!(await appliedMigrations(db)).includes(manifest.migration)) {
        await migrate(db, { migrationTableSchema, upTo: manifest.migration });
      }
      await db.transaction().execute(async (trx) => {
        for (const table of backedUpTables) {
          if (!(table.name in manifest.tables))
            throw new RestoreFailed(`The archive has no table ${table.name}.`);
          if (table.seeded) await trx.deleteFrom(table.name as keyof Database).execute();
          if (!table.derivedTable) await loadTable(trx, staging, table, database.kind, batchSize);
        }
        for (const table of backedUpTables) {
          if (table.derivedTable) continue;
          const count = await countRows(trx, table.name);
          if (count !== manifest.tables[table.name]) {
            throw new RestoreFailed(
              `Table ${table.name} has ${count} rows after the restore; the manifest says ${manifest.tables[table.name]}.`,
            );
          }
        }
        const problem = await checkDerivedData(trx, staging, database.kind);
        if (problem) throw new RestoreFailed(problem);
      });
    } catch (error) {
      // The bucket was empty before: what is in it now came from this archive.
      if (bucket) await emptyBucket(bucket).catch(() => undefined);
      throw error;
    }
    if (!bucket) await placeFiles(staging, dataDir);
    if (owner && database.kind === "sqlite") await chown(database.file, owner.uid, owner.gid);
    return manifest;
  } finally {
    await db.destroy();
    await rm(staging, { recursive: true, force: true });
  }
}
