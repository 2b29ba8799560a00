import type { DB } from "#app/db/database.server.ts";
import type { Brochures } from "./brochures.server.ts";
import { removeUnusedFiles, type ImageUse } from "./cleanup.server.ts";
import { MediaError, saveImage } from "./pipeline.server.ts";
import type { Storage } from "./storage.server.ts";

/**
 * Where a save workflow keeps files: images (with their `media` rows) and brochures, and what
 * tells whether an image is still shown before one is removed.
 */
export interface FileStores {
  db: DB;
  storage: Storage;
  brochures: Brochures;
  imageUses: readonly ImageUse[];
}

/** The files a form posted in `field` (by a browser without JavaScript). */
export function postedFiles(form: FormData, field: string): File[] {
  return (
    form
      .getAll(field)
      .filter((entry): entry is File => entry instanceof File)
      // A file input left empty still posts one nameless, empty part.
      .filter((file) => !(file.size === 0 && file.name === ""))
  );
}

/**
 * The files one save stores, in the order of the failure policy every save workflow follows: the
 * form is checked before anything is stored; whatever fails after files were stored (a refused
 * file, a failed write) calls `discard`, so a failed save leaves no file behind.
 */
export class SaveUploads {
  readonly #stores: FileStores;
  readonly #images: string[] = [];
  readonly #brochures: string[] = [];

  constructor(stores: FileStores) {
    this.#stores = stores;
  }

  /**
   * Stores each image through the media pipeline. Refusals come back as messages naming the file;
   * the others are still stored (and discarded with the rest if the caller gives up).
   */
  async images(files: readonly File[]): Promise<{ urls: string[]; errors: string[] }> {
    const urls: string[] = [];
    const errors: string[] = [];
    for (const file of files) {
      try {
        const saved = await saveImage(this.#stores, new Uint8Array(await file.arrayBuffer()), {
          fileName: file.name,
        });
        this.#images.push(saved.url);
        urls.push(saved.url);
      } catch (error) {
        if (!(error instanceof MediaError)) throw error;
        errors.push(error.message);
      }
    }
    return { urls, errors };
  }

  /** Stores a checked PDF brochure; returns its key. */
  async brochure(bytes: Uint8Array): Promise<string> {
    const key = await this.#stores.brochures.put(bytes);
    this.#brochures.push(key);
    return key;
  }

  /** Removes everything this save stored; failures are only logged, as the caller is already failing. */
  async discard(): Promise<void> {
    await removeUnusedFiles(this.#stores, { images: this.#images, brochures: this.#brochures });
  }
}
