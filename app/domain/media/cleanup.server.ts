import type { DB } from "#app/db/database.server.ts";
import type { Brochures } from "./brochures.server.ts";
import type { Storage } from "./storage.server.ts";
import { parseMediaUrl } from "./variants.ts";

/**
 * Whether one domain's records still show an uploaded image, given its URL. Each domain that keeps
 * uploads answers for its own columns (`projectShowsImage`, `postShowsImage`); the server hands
 * the list to every save (`imageUses` in server/services.ts), so media reads no other domain's tables.
 */
export type ImageUse = (db: DB, url: string) => Promise<boolean>;

async function isShown(deps: { db: DB; imageUses: readonly ImageUse[] }, url: string): Promise<boolean> {
  for (const shows of deps.imageUses) {
    if (await shows(deps.db, url)) return true;
  }
  return false;
}

/**
 * Deletes the uploaded images among `candidateUrls` that nothing shows any more: their `media`
 * row and stored variants. Call it after a save or delete dropped images. External URLs and
 * images still in use are left alone. Returns the URLs removed.
 */
export async function removeUnusedMedia(
  deps: { db: DB; storage: Storage; imageUses: readonly ImageUse[] },
  candidateUrls: Iterable<string>,
): Promise<string[]> {
  const removed: string[] = [];
  for (const url of new Set(candidateUrls)) {
    const media = parseMediaUrl(url);
    if (!media || (await isShown(deps, url))) continue;
    const row = await deps.db.deleteFrom("media").where("id", "=", media.name).executeTakeFirst();
    await deps.storage.deletePrefix(`${media.name}/`);
    if (row.numDeletedRows > 0n) removed.push(url);
  }
  return removed;
}

/**
 * After a change: removes the images among `images` that nothing shows any more, and the brochure
 * files named in `brochures`. A failure is logged, never thrown, so a saved change is never
 * reported as an error because of a file left behind.
 */
export async function removeUnusedFiles(
  deps: { db: DB; storage: Storage; brochures: Brochures; imageUses: readonly ImageUse[] },
  unused: { images?: Iterable<string>; brochures?: Iterable<string> },
): Promise<void> {
  try {
    await removeUnusedMedia(deps, unused.images ?? []);
  } catch (error) {
    console.error("Removing unused images failed:", error);
  }
  for (const key of unused.brochures ?? []) {
    if (!key) continue;
    try {
      await deps.brochures.delete(key);
    } catch (error) {
      console.error("Removing a brochure file failed:", error);
    }
  }
}
