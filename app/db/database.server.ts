import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { DatabaseSync } from "node:sqlite";

import { NodeSqliteDialect } from "@better-auth/kysely-adapter/node-sqlite-dialect";
import { Kysely, PostgresDialect, SqliteAdapter, type DialectAdapter, type LogConfig } from "kysely";
import { Migrator, type Migration } from "kysely/migration";
import pg from "pg";

import { migrations } from "./migrations/index.ts";
import type { Database } from "./schema.ts";

export type DB = Kysely<Database>;

export type DatabaseTarget = { kind: "sqlite"; file: string } | { kind: "postgres"; url: string };

/** SQLite runs DDL inside transactions; saying so lets the migrator wrap each migration in one. */
class TransactionalSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

class SqliteDialect extends NodeSqliteDialect {
  override createAdapter(): DialectAdapter {
    return new TransactionalSqliteAdapter();
  }
}

export interface DatabaseOptions {
  /** Sees every query and failure (the server watches writes for a full disk). */
  log?: LogConfig;
}

function openSqlite(file: string, options: DatabaseOptions): DB {
  if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
  const database = new DatabaseSync(file);
  // WAL lets readers run beside the writer; FULL makes every commit durable before we answer.
  database.exec(
    "PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;",
  );
  return new Kysely<Database>({ dialect: new SqliteDialect({ database }), ...options });
}

function openPostgres(url: string, options: DatabaseOptions): DB {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client dropping (server restart, network blip) must not take the process down.
  pool.on("error", (error) => console.error(`PostgreSQL pool error: ${error.message}`));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), ...options });
}

export function openDatabase(target: DatabaseTarget, options: DatabaseOptions = {}): DB {
  return target.kind === "sqlite" ? openSqlite(target.file, options) : openPostgres(target.url, options);
}

/**
 * Applies every pending migration, each in its own transaction. A failure rolls that migration
 * back and throws, so the server stops with the error instead of serving a half-migrated schema.
 */
export async function migrateToLatest(
  db: DB,
  list: Record<string, Migration> = migrations,
  /** PostgreSQL schema for the migrator's own tables, when the database is not in the default one. */
  migrationTableSchema?: string,
): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => list },
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((r) => r.status === "Error");
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? "(unknown)"} failed: ${reason}`, {
      cause: error,
    });
  }
  return results.filter((r) => r.status === "Success").map((r) => r.migrationName);
}
