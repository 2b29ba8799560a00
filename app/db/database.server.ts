import { chmodSync, closeSync, mkdirSync, openSync } from "node:fs";
import { dirname } from "node:path";
import { DatabaseSync } from "node:sqlite";

import { NodeSqliteDialect } from "@better-auth/kysely-adapter/node-sqlite-dialect";
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteAdapter,
  type DatabaseConnection,
  type DialectAdapter,
  type Driver,
  type LogConfig,
  type TransactionSettings,
} from "kysely";
import { Migrator, type Migration } from "kysely/migration";
import pg from "pg";

import { privateFileMode, privateFolderMode } from "#app/lib/file-modes.ts";
import { migrations } from "#app/db/migrations/index.ts";
import type { Database } from "./schema.ts";

export type DB = Kysely<Database>;

export type DatabaseTarget = { kind: "sqlite"; file: string } | { kind: "postgres"; url: string };

/** SQLite runs DDL inside transactions; saying so lets the migrator wrap each migration in one. */
class TransactionalSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

/**
 * Transactions begin IMMEDIATE: a deferred one (SQLite's default) that reads and then writes fails
 * at its first write, with no wait (SQLITE_BUSY_SNAPSHOT, which busy_timeout does not cover), when
 * another connection to the file wrote in between: a script such as `npm run admin:create` beside
 * the server. Taking the write lock at BEGIN makes that other writer wait instead (busy_timeout),
 * and costs nothing here: this process's transactions already run one at a time on its one
 * connection.
 */
class ImmediateSqliteDriver implements Driver {
  readonly #driver: Driver;

  constructor(driver: Driver) {
    this.#driver = driver;
  }

  init(): Promise<void> {
    return this.#driver.init();
  }

  acquireConnection(): Promise<DatabaseConnection> {
    return this.#driver.acquireConnection();
  }

  /** A transaction set "read only" (a backup's snapshot) stays deferred: it must not stop writers. */
  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const begin = settings.accessMode === "read only" ? "begin" : "begin immediate";
    await connection.executeQuery(CompiledQuery.raw(begin));
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.#driver.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.#driver.rollbackTransaction(connection);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.#driver.releaseConnection(connection);
  }

  destroy(): Promise<void> {
    return this.#driver.destroy();
  }
}

class SqliteDialect extends NodeSqliteDialect {
  override createAdapter(): DialectAdapter {
    return new TransactionalSqliteAdapter();
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(super.createDriver());
  }
}

export interface DatabaseOptions {
  /** Sees every query and failure (the server watches writes for a full disk). */
  log?: LogConfig;
}

/**
 * The database file is created 0600 in a 0700 folder (SQLite gives its -wal and -shm files the
 * same mode); an older, world-readable file is tightened at start.
 */
function createPrivately(file: string): void {
  mkdirSync(dirname(file), { recursive: true, mode: privateFolderMode });
  closeSync(openSync(file, "a", privateFileMode));
  try {
    chmodSync(file, privateFileMode);
  } catch (error) {
    console.warn(`Could not make ${file} private: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** SQLite's page cache, in KiB (the pragma takes a negative number for KiB). */
export const sqliteCacheKib = 64 * 1024;

function openSqlite(file: string, options: DatabaseOptions): DB {
  if (file !== ":memory:") createPrivately(file);
  const database = new DatabaseSync(file);
  // WAL lets readers run beside the writer; FULL makes every commit durable before we answer.
  // A page cache of up to 64 MB (SQLite's default is 2 MB) keeps the indexes a page of the back
  // office walks in memory once the database holds years of leads (docs/architecture.md).
  database.exec(
    `PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000; PRAGMA cache_size = -${sqliteCacheKib};`,
  );
  // Table statistics, refreshed (on a sample) where they are missing or stale: without them the
  // planner walks the inbox's whole index for a search that matches one lead among 100,000.
  database.exec("PRAGMA analysis_limit = 400; PRAGMA optimize = 0x10002;");
  return new Kysely<Database>({ dialect: new SqliteDialect({ database }), ...options });
}

/**
 * A PostgreSQL restart (57P01) or a network blip must never take the process down: the pool
 * listens on idle clients only and Kysely adds no listener to a client it has checked out, so
 * every client gets one of its own. Its query fails instead, the pool drops it, and requests get
 * a 503 until new connections succeed (no restart needed). A connection attempt gives up after
 * a few seconds, so requests do not hang while the server is unreachable.
 */
function openPostgres(url: string, options: DatabaseOptions): DB {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  const logLost = (error: Error) => console.error(`PostgreSQL connection lost: ${error.message}`);
  pool.on("error", logLost);
  pool.on("connect", (client) => client.on("error", logLost));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), ...options });
}

export function openDatabase(target: DatabaseTarget, options: DatabaseOptions = {}): DB {
  return target.kind === "sqlite" ? openSqlite(target.file, options) : openPostgres(target.url, options);
}

/**
 * Applies every pending migration, each in its own transaction. A failure rolls that migration
 * back and throws, so the server stops with the error instead of serving a half-migrated schema.
 */
export function migrateToLatest(
  db: DB,
  list: Record<string, Migration> = migrations,
  /** PostgreSQL schema for the migrator's own tables, when the database is not in the default one. */
  migrationTableSchema?: string,
): Promise<string[]> {
  return migrate(db, { list, migrationTableSchema });
}

/**
 * Kysely's migrator reads the PostgreSQL catalog across every schema to find its own tables, and
 * that read fails when another client drops a schema at the same moment (another site sharing the
 * server, or another test file): "schema … does not exist" (3F000), a table listed and gone
 * before its columns are read, "relation … does not exist" (42P01), or a column listed and gone
 * before its sequence is read, "column … does not exist" (42703, from pg_get_serial_sequence). Each
 * migration runs in its own transaction, so the run is simply tried again; a failure that comes back
 * a third time is real.
 */
const catalogRaces = new Set(["3F000", "42P01", "42703"]);

/** Like `migrateToLatest`, stopping after the migration `upTo` (a restore matches its archive). */
export async function migrate(
  db: DB,
  options: { list?: Record<string, Migration>; migrationTableSchema?: string | undefined; upTo?: string },
): Promise<string[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await migrateOnce(db, options);
    } catch (error) {
      const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
      if (!catalogRaces.has(cause?.code ?? "") || attempt === 3) throw error;
    }
  }
}

async function migrateOnce(
  db: DB,
  {
    list = migrations,
    migrationTableSchema,
    upTo,
  }: { list?: Record<string, Migration>; migrationTableSchema?: string | undefined; upTo?: string },
): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => list },
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error, results = [] } = upTo ? await migrator.migrateTo(upTo) : await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((r) => r.status === "Error");
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? "(unknown)"} failed: ${reason}`, {
      cause: error,
    });
  }
  return results.filter((r) => r.status === "Success").map((r) => r.migrationName);
}
