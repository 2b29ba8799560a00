import type { DB } from "../../db/database.server.ts";
import { MediaError, saveImage } from "./pipeline.server.ts";
import type { Storage } from "./storage.server.ts";

/**
 * Images posted with a whole form, by a browser without JavaScript (with it, the image uploader
 * sends each file to /admin/uploads on its own). Each file is stored through the media pipeline;
 * refusals are collected as messages naming the file, so the others are still kept.
 */
export async function saveFormImages(
  deps: { db: DB; storage: Storage },
  form: FormData,
  field: string,
): Promise<{ urls: string[]; errors: string[] }> {
  const urls: string[] = [];
  const errors: string[] = [];
  for (const entry of form.getAll(field)) {
    // A file input left empty still posts one nameless, empty part.
    if (!(entry instanceof File) || (entry.size === 0 && entry.name === "")) continue;
    try {
      const saved = await saveImage(deps, new Uint8Array(await entry.arrayBuffer()), {
        fileName: entry.name,
      });
      urls.push(saved.url);
    } catch (error) {
      if (!(error instanceof MediaError)) throw error;
      errors.push(error.message);
    }
  }
  return { urls, errors };
}
