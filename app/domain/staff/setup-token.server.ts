import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

import type { DB } from "#app/db/database.server.ts";
import { timestamp } from "#app/db/time.ts";

const key = "setup-token";
const lifetimeMs = 24 * 60 * 60 * 1000;

const digest = (token: string) => createHash("sha256").update(token).digest();

/**
 * On a fresh install the server prints a one-time link that creates the first administrator.
 * Only a hash of its token is stored; each start replaces the previous link.
 */
export async function issueSetupToken(db: DB): Promise<string> {
  const token = randomBytes(24).toString("base64url");
  const value = JSON.stringify({
    hash: digest(token).toString("hex"),
    expiresAt: new Date(Date.now() + lifetimeMs).toISOString(),
  });
  const now = timestamp();
  await db
    .insertInto("settings")
    .values({ key, value, updated_at: now })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at: now }))
    .execute();
  return token;
}

async function stored(db: DB): Promise<{ hash: string; expiresAt: string } | null> {
  const row = await db.selectFrom("settings").select("value").where("key", "=", key).executeTakeFirst();
  if (!row) return null;
  try {
    return JSON.parse(row.value) as { hash: string; expiresAt: string };
  } catch {
    return null;
  }
}

export async function isSetupTokenValid(db: DB, token: string): Promise<boolean> {
  const entry = await stored(db);
  if (!entry || !token || new Date(entry.expiresAt).getTime() < Date.now()) return false;
  const expected = Buffer.from(entry.hash, "hex");
  const given = digest(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Uses the link up: true only for the one request that deleted it. */
export async function consumeSetupToken(db: DB, token: string): Promise<boolean> {
  if (!(await isSetupTokenValid(db, token))) return false;
  const result = await db.deleteFrom("settings").where("key", "=", key).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
