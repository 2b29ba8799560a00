import type { DB } from "./database.server.ts";
import { timestamp } from "./time.ts";

/**
 * A record of the `settings` table: one JSON object under its key, each part of the site keeping
 * its own (the public pages read only the company details). What a record holds is its owner's to
 * check; here it is only read and written.
 */

/** The stored object, or an empty one when there is none or it is damaged: a page never breaks on it. */
export async function readSettingsRecord(db: DB, key: string): Promise<Record<string, unknown>> {
  const row = await db.selectFrom("settings").select("value").where("key", "=", key).executeTakeFirst();
  if (!row) return {};
  try {
    const stored: unknown = JSON.parse(row.value);
    return typeof stored === "object" && stored !== null && !Array.isArray(stored) ? { ...stored } : {};
  } catch {
    return {};
  }
}

/** Writes the record over whatever was stored under its key. */
export async function writeSettingsRecord(db: DB, key: string, value: object): Promise<void> {
  const text = JSON.stringify(value);
  const now = timestamp();
  await db
    .insertInto("settings")
    .values({ key, value: text, updated_at: now })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value: text, updated_at: now }))
    .execute();
}
