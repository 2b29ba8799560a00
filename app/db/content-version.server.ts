import type { DB } from "./database.server.ts";

/**
 * The number every write to public content moves on (migration 0016's triggers): the public pages'
 * cache keys on it, so an edit made on any instance shows on the very next request.
 */
export async function readContentVersion(db: DB): Promise<number> {
  const row = await db.selectFrom("content_version").select("version").executeTakeFirstOrThrow();
  return Number(row.version);
}
