import { join } from "node:path";

import { createAuth } from "../../app/domain/staff/auth.server.ts";
import { createStaffAccount } from "../../app/domain/staff/staff.server.ts";
import { migrateToLatest, openDatabase, type DB } from "../../app/db/database.server.ts";
import { testStaff } from "../e2e/staff.ts";
import { freshDataDir, startServer, type Running } from "../server/process.ts";

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

export async function startPrivateSite(env: Record<string, string> = {}): Promise<PrivateSite> {
  const dataDir = freshDataDir();
  const withDatabase = async <T>(work: (db: DB) => Promise<T>) => {
    const db = openDatabase({ kind: "sqlite", file: join(dataDir, "site.db") });
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
      engine: "sqlite",
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
    },
  };
}
