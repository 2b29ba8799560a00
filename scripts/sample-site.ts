import { join } from "node:path";

import { migrateToLatest, type DatabaseTarget, type DB } from "#app/db/database.server.ts";
import { LocalDiskStorage } from "#app/domain/media/storage.server.ts";
import { createAuth } from "#app/domain/staff/auth.server.ts";
import { createStaffAccount } from "#app/domain/staff/staff.server.ts";
import { seedSampleContent } from "#app/sample-content/seed.server.ts";

/** The site the load test and the scale bench measure, and a staff member's way into it. */

export interface SampleStaff {
  name: string;
  email: string;
  password: string;
}

/**
 * Migrates the database and fills it with a staff account and the sample projects and posts, their
 * pictures stored in `dataDir` as the server started on it keeps them.
 */
export async function seedSampleSite(
  db: DB,
  site: { engine: DatabaseTarget["kind"]; dataDir: string; siteUrl: string; staff: SampleStaff },
): Promise<void> {
  await migrateToLatest(db);
  const mailer = { send: async () => undefined };
  // The server signs sessions with its own secret: this one only writes the account.
  const secret = "s".repeat(40);
  const auth = createAuth({ db, engine: site.engine, siteUrl: site.siteUrl, secret, mailer });
  await createStaffAccount(auth, site.staff);
  await seedSampleContent(
    { db, storage: new LocalDiskStorage(join(site.dataDir, "uploads")) },
    { projects: true, blogs: true },
  );
}

/** Signs a staff member in through the login form, as a browser would; answers the session cookie. */
export async function staffSessionCookie(
  base: string,
  staff: { email: string; password: string },
): Promise<string> {
  const response = await fetch(`${base}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "sign-in", email: staff.email, password: staff.password }),
  });
  if (response.status !== 302) throw new Error(`Staff sign-in failed (${response.status})`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}
