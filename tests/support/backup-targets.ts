import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import pg from "pg";

import { migrateToLatest, openDatabase, type DatabaseTarget, type DB } from "#app/db/database.server.ts";
import { migrateSchema } from "./test-engines.ts";

/**
 * A whole site for the backup tests: a DATA_DIR and a database (a SQLite file in it, or a
 * PostgreSQL schema of its own), migrated or left empty as a restore target.
 */
export interface Site {
  engine: DatabaseTarget["kind"];
  dataDir: string;
  database: DatabaseTarget;
  /** The schema of the migrator's tables (PostgreSQL). */
  migrationTableSchema: string | undefined;
  db: DB;
  destroy(): Promise<void>;
}

export const backupEngines: DatabaseTarget["kind"][] = [
  "sqlite",
  ...(process.env.TEST_DATABASE_URL ? (["postgres"] as const) : []),
];

async function onAdmin(sqlText: string): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(sqlText);
  } finally {
    await admin.end();
  }
}

export async function createSite(
  engine: DatabaseTarget["kind"],
  { migrated }: { migrated: boolean },
): Promise<Site> {
  const dataDir = mkdtempSync(join(tmpdir(), "plotsite-site-"));
  let database: DatabaseTarget;
  let schema: string | undefined;
  if (engine === "postgres") {
    schema = `backup_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
    await onAdmin(`create schema ${schema}`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.searchParams.set("options", `-c search_path=${schema}`);
    database = { kind: "postgres", url: url.toString() };
  } else {
    database = { kind: "sqlite", file: join(dataDir, "site.db") };
  }
  const db = openDatabase(database);
  if (migrated) {
    if (schema) await migrateSchema(db, schema);
    else await migrateToLatest(db);
  }
  return {
    engine,
    dataDir,
    database,
    migrationTableSchema: schema,
    db,
    async destroy() {
      await db.destroy();
      if (schema) await onAdmin(`drop schema ${schema} cascade`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
