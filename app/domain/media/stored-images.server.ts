import type { DB } from "#app/db/database.server.ts";
import { parseMediaUrl } from "./variants.ts";

/**
 * The uploaded images among `urls` that are stored no more: a save that stopped showing one
 * removed its `media` row with its variants (removeUnusedFiles). An address of another site, kept
 * from before uploads existed, is not ours to have removed and is never among them.
 */
export async function goneImages(db: DB, urls: Iterable<string>): Promise<Set<string>> {
  const names = new Map<string, string>();
  for (const url of urls) {
    const media = parseMediaUrl(url);
    if (media) names.set(media.name, url);
  }
  if (names.size === 0) return new Set();
  const stored = await db
    .selectFrom("media")
    .select("id")
    .where("id", "in", [...names.keys()])
    .execute();
  for (const { id } of stored) names.delete(id);
  return new Set(names.values());
}
