import type { DB } from "#app/db/database.server.ts";
import type { Brochures } from "./brochures.server.ts";
import type { Storage } from "./storage.server.ts";
import { parseMediaUrl } from "./variants.ts";

/**
 * Whether any project (banner or gallery) or blog (featured image, or a picture in its content,
 * which links one of the image's variants) still shows this image.
 */
async function isReferenced(db: DB, url: string): Promise<boolean> {
  // Gallery lists are JSON text on both engines; the URL in quotes matches one whole entry. Media
  // URLs hold only [0-9a-z/x-], so nothing in them acts as a LIKE wildcard.
  const project = await db
    .selectFrom("projects")
    .select("id")
    .where((eb) => eb.or([eb("banner_image", "=", url), eb("images", "like", `%"${url}"%`)]))
    .limit(1)
    .executeTakeFirst();
  if (project) return true;
  const blog = await db
    .selectFrom("blogs")
    .select("id")
    .where((eb) => eb.or([eb("featured_image", "=", url), eb("content", "like", `%${url}/%`)]))
    .limit(1)
    .executeTakeFirst();
  return blog !== undefined;
}

/**
 * Deletes the uploaded images among `candidateUrls` that no project or blog uses any more: their
 * `media` row and stored variants. Call it after a save or delete dropped images. External URLs
 * and images still in use are left alone. Returns the URLs removed.
 */
export async function removeUnusedMedia(
  deps: { db: DB; storage: Storage },
  candidateUrls: Iterable<string>,
): Promise<string[]> {
  const removed: string[] = [];
  for (const url of new Set(candidateUrls)) {
    const media = parseMediaUrl(url);
    if (!media || (await isReferenced(deps.db, url))) continue;
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
  deps: { db: DB; storage: Storage; brochures: Brochures },
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
