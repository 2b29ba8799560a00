import { join } from "node:path";

import pg from "pg";

import { createAuth } from "#app/domain/staff/auth.server.ts";
import { createStaffAccount } from "#app/domain/staff/staff.server.ts";
import { migrateToLatest, openDatabase, type DatabaseTarget, type DB } from "#app/db/database.server.ts";
import { migrations } from "#app/db/migrations/index.ts";
import { testStaff } from "#tests/e2e/staff.ts";
import { freshDataDir, startServer, type Running } from "#tests/server/process.ts";

/**
 * A site of the probe's own (fresh data folder, one staff account), so attacks that store content
 * or use up sign-in limits never disturb the browser tests' shared site.
 */
export interface PrivateSite extends Running {
  dataDir: string;
  /** A request header with a signed-in staff session. */
  staffCookie(): Promise<string>;
  withDatabase<T>(work: (db: DB) => Promise<T>): Promise<T>;
  stop(): Promise<void>;
}

export type SiteEngine = DatabaseTarget["kind"];

async function onPostgres(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * The site's database: a SQLite file in its data folder, or on PostgreSQL (TEST_DATABASE_URL) a
 * schema of its own, migrated with the migrator's tables in it (Kysely looks for them in every
 * schema), which the server then finds already up to date.
 */
async function siteDatabase(
  engine: SiteEngine,
  dataDir: string,
): Promise<{ target: DatabaseTarget; env: Record<string, string>; drop(): Promise<void> }> {
  if (engine === "sqlite") {
    return { target: { kind: "sqlite", file: join(dataDir, "site.db") }, env: {}, drop: async () => {} };
  }
  const shared = process.env.TEST_DATABASE_URL;
  if (!shared) throw new Error("A site on PostgreSQL needs TEST_DATABASE_URL.");
  const schema = `site_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await onPostgres(shared, `create schema ${schema}`);
  const url = new URL(shared);
  url.searchParams.set("options", `-c search_path=${schema}`);
  const target: DatabaseTarget = { kind: "postgres", url: url.toString() };
  const db = openDatabase(target);
  try {
    await migrateToLatest(db, migrations, schema);
  } finally {
    await db.destroy();
  }
  return {
    target,
    env: { DATABASE_URL: url.toString() },
    drop: () => onPostgres(shared, `drop schema ${schema} cascade`),
  };
}

export async function startPrivateSite(
  env: Record<string, string> = {},
  engine: SiteEngine = "sqlite",
): Promise<PrivateSite> {
  const dataDir = freshDataDir();
  const database = await siteDatabase(engine, dataDir);
  const withDatabase = async <T>(work: (db: DB) => Promise<T>) => {
    const db = openDatabase(database.target);
    try {
      return await work(db);
    } finally {
      await db.destroy();
    }
  };
  await withDatabase(async (db) => {
    await migrateToLatest(db);
    const mailer = { send: async () => undefined };
    const auth = createAuth({
      db,
      engine,
      siteUrl: "http://localhost",
      secret: "s".repeat(40),
      mailer,
    });
    await createStaffAccount(auth, testStaff);
  });
  const running = await startServer({
    DATA_DIR: dataDir,
    FORM_MIN_FILL_SECONDS: "0",
    FORM_RATE_LIMIT: "100000",
    ...database.env,
    ...env,
  });
  return {
    ...running,
    dataDir,
    withDatabase,
    async staffCookie() {
      const response = await fetch(`${running.base}/admin/login`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          intent: "sign-in",
          email: testStaff.email,
          password: testStaff.password,
        }),
      });
      if (response.status !== 302) throw new Error(`Sign-in failed with status ${response.status}`);
      return response.headers
        .getSetCookie()
        .map((cookie) => cookie.split(";")[0])
        .join("; ");
    },
    async stop() {
      running.child.kill("SIGTERM");
      await running.exit;
      await database.drop();
    },
  };
}
