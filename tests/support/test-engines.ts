import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import pg from "pg";
import { afterAll, beforeAll } from "vitest";

import { migrateToLatest, openDatabase, type DB } from "#app/db/database.server.ts";
import { migrations } from "#app/db/migrations/index.ts";

/**
 * The engines every data-layer test runs on: SQLite always, PostgreSQL when TEST_DATABASE_URL is
 * set. Each call gives a fresh, migrated database (a temp file, or a schema of its own).
 */
export interface TestEngine {
  name: "sqlite" | "postgres";
  create(): Promise<{ db: DB; destroy(): Promise<void> }>;
}

const sqlite: TestEngine = {
  name: "sqlite",
  async create() {
    const dir = mkdtempSync(join(tmpdir(), "plotsite-db-"));
    const db = openDatabase({ kind: "sqlite", file: join(dir, "test.db") });
    await migrateToLatest(db);
    return {
      db,
      async destroy() {
        await db.destroy();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  },
};

/** Migrates a test's own PostgreSQL schema, with the migrator's tables pinned to it. */
export function migrateSchema(db: DB, schema: string): Promise<string[]> {
  return migrateToLatest(db, migrations, schema);
}

function postgres(url: string): TestEngine {
  return {
    name: "postgres",
    async create() {
      const schema = `test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      await admin.end();
      const scoped = new URL(url);
      scoped.searchParams.set("options", `-c search_path=${schema}`);
      const db = openDatabase({ kind: "postgres", url: scoped.toString() });
      await migrateSchema(db, schema);
      return {
        db,
        async destroy() {
          await db.destroy();
          const cleanup = new pg.Client({ connectionString: url });
          await cleanup.connect();
          await cleanup.query(`drop schema ${schema} cascade`);
          await cleanup.end();
        },
      };
    },
  };
}

export const testEngines: TestEngine[] = [
  sqlite,
  ...(process.env.TEST_DATABASE_URL ? [postgres(process.env.TEST_DATABASE_URL)] : []),
];

/** For a describe block: a fresh migrated database for its tests, destroyed after them. */
export function useTestDatabase(engine: TestEngine): () => DB {
  let handle: Awaited<ReturnType<TestEngine["create"]>> | undefined;
  beforeAll(async () => {
    handle = await engine.create();
  });
  afterAll(() => handle?.destroy());
  return () => {
    if (!handle) throw new Error("The test database is not ready yet.");
    return handle.db;
  };
}
