import { randomBytes } from "node:crypto";
import { mkdir, open, readdir, readFile, rename, rm } from "node:fs/promises";
import { join, resolve } from "node:path";

import { privateFileMode, privateFolderMode } from "#app/lib/file-modes.ts";

export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<{ body: Buffer; contentType: string } | null>;
  deletePrefix(prefix: string): Promise<void>;
}

/**
 * The only keys storage accepts: `<name>/<width>.<avif|webp>`. Keys reach `get` straight from
 * request paths, so this pattern is what keeps a request inside the storage root.
 */
const keyPattern = /^([a-z0-9]+(?:-[a-z0-9]+)*)\/([0-9]{1,6})\.(avif|webp)$/;
/** A prefix names one image (`<name>/`) or the start of names (`<name-start>`). */
const prefixPattern = /^([a-z0-9]+(?:-[a-z0-9]+)*-?)(\/?)$/;

const contentTypes: Record<string, string> = { avif: "image/avif", webp: "image/webp" };

/** The image name in a key storage accepts; anything else throws, so a bad key never reaches a store. */
export function checkedKeyName(key: string): string {
  const match = keyPattern.exec(key);
  if (!match) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  return match[1]!;
}

/** A prefix storage accepts: one whole image (`wholeImage`) or names starting with `start`. */
export function checkedPrefix(prefix: string): { start: string; wholeImage: boolean } {
  const match = prefixPattern.exec(prefix);
  if (!match) throw new Error(`Invalid storage prefix: ${JSON.stringify(prefix)}`);
  return { start: match[1]!, wholeImage: match[2] === "/" };
}

export function contentTypeForKey(key: string): string | null {
  const match = keyPattern.exec(key);
  return match ? (contentTypes[match[3]!] ?? null) : null;
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === "ENOENT" || code === "ENOTDIR" || code === "EISDIR";
}

/** fsync a directory so a rename or a new entry in it survives a crash. */
export async function syncDirectory(path: string): Promise<void> {
  const handle = await open(path, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Writes `body` to `target` (a file in `directory`) so that a crash leaves the old state or the
 * whole new file: a temporary file, fsync, rename, fsync the directory. Temporary names start with
 * `.tmp-`, which no stored key matches, so a half-written file is never served.
 */
export async function writeFileDurably(directory: string, target: string, body: Uint8Array): Promise<void> {
  const temporary = join(directory, `.tmp-${randomBytes(6).toString("hex")}`);
  const handle = await open(temporary, "wx", privateFileMode);
  try {
    await handle.writeFile(body);
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(temporary, { force: true });
    throw error;
  }
  await handle.close();
  try {
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  await syncDirectory(directory);
}

/** Files under `<root>/<name>/<width>.<format>`, the key mapped directly onto the file system. */
export class LocalDiskStorage implements Storage {
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  async put(key: string, body: Buffer, _contentType: string): Promise<void> {
    const directory = join(this.root, checkedKeyName(key));
    const created = await mkdir(directory, { recursive: true, mode: privateFolderMode });
    await writeFileDurably(directory, join(this.root, key), body);
    if (created !== undefined) await syncDirectory(this.root);
  }

  async get(key: string): Promise<{ body: Buffer; contentType: string } | null> {
    const contentType = contentTypeForKey(key);
    if (contentType === null) return null;
    try {
      return { body: await readFile(join(this.root, key)), contentType };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async deletePrefix(prefix: string): Promise<void> {
    const { start, wholeImage } = checkedPrefix(prefix);
    let names: string[];
    try {
      names = wholeImage ? [start] : (await readdir(this.root)).filter((n) => n.startsWith(start));
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const name of names) await rm(join(this.root, name), { recursive: true, force: true });
  }
}
