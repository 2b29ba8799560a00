import { createHash } from "node:crypto";
import { mkdir, readdir, readFile } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";

import { privateFolderMode } from "#app/lib/file-modes.ts";
import { isBrochureKey } from "./brochures.server.ts";
import { bucketFolders, sha256Hex, type Bucket, type ObjectInfo } from "./s3-storage.server.ts";
import { contentTypeForKey, writeFileDurably } from "./storage.server.ts";

/**
 * `npm run media:move`: copies every stored image variant and brochure between DATA_DIR and the
 * bucket (same layout on both sides). A file already there with the same checksum is skipped, so
 * an interrupted move is simply run again; every copy is checked after it is written.
 */

export interface MoveSummary {
  copied: number;
  /** Already at the destination with the same checksum. */
  skipped: number;
  /** Files whose names the site never stores (half-written temporaries, strays): left alone. */
  ignored: string[];
  /** Copies whose checksum did not match afterwards, or that failed to write. */
  failed: string[];
}

interface Folder {
  local: string;
  remote: string;
  contentType(key: string): string | null;
}

function folders(dataDir: string): Folder[] {
  return [
    { local: join(dataDir, "uploads"), remote: bucketFolders.images, contentType: contentTypeForKey },
    {
      local: join(dataDir, "brochures"),
      remote: bucketFolders.brochures,
      contentType: (key) => (isBrochureKey(key) ? "application/pdf" : null),
    },
  ];
}

function md5Hex(bytes: Uint8Array): string {
  return createHash("md5").update(bytes).digest("hex");
}

/**
 * Whether the object holds exactly `bytes`: the server's own MD5 (a single-part ETag) when it gives
 * one, else the SHA-256 stored with the object when it was written.
 */
function sameContent(info: ObjectInfo | null, bytes: Uint8Array): boolean {
  if (!info || info.size !== bytes.byteLength) return false;
  if (/^[0-9a-f]{32}$/.test(info.etag)) return info.etag === md5Hex(bytes);
  return info.sha256 === sha256Hex(bytes);
}

async function localKeys(folder: string): Promise<string[]> {
  try {
    const entries = await readdir(folder, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join("/"))
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

async function readLocal(path: string): Promise<Buffer | null> {
  try {
    return await readFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

async function toBucket(folder: Folder, bucket: Bucket, summary: MoveSummary): Promise<void> {
  for (const key of await localKeys(folder.local)) {
    const contentType = folder.contentType(key);
    if (contentType === null) {
      summary.ignored.push(join(folder.local, key));
      continue;
    }
    const remote = folder.remote + key;
    const bytes = await readFile(join(folder.local, key));
    if (sameContent(await bucket.head(remote), bytes)) {
      summary.skipped++;
      continue;
    }
    await bucket.put(remote, bytes, contentType);
    if (sameContent(await bucket.head(remote), bytes)) summary.copied++;
    else summary.failed.push(remote);
  }
}

async function toDisk(folder: Folder, bucket: Bucket, summary: MoveSummary): Promise<void> {
  for await (const remote of bucket.list(folder.remote)) {
    const key = remote.slice(folder.remote.length);
    if (folder.contentType(key) === null) {
      summary.ignored.push(remote);
      continue;
    }
    const path = join(folder.local, key);
    const info = await bucket.head(remote);
    const existing = await readLocal(path);
    if (existing && sameContent(info, existing)) {
      summary.skipped++;
      continue;
    }
    const stored = await bucket.get(remote);
    if (!stored || !sameContent(info, stored.body)) {
      summary.failed.push(remote);
      continue;
    }
    await mkdir(dirname(path), { recursive: true, mode: privateFolderMode });
    await writeFileDurably(dirname(path), path, stored.body);
    const written = await readLocal(path);
    if (written && sha256Hex(written) === sha256Hex(stored.body)) summary.copied++;
    else summary.failed.push(path);
  }
}

/** Copies DATA_DIR's images and brochures to the bucket (`to: "s3"`) or the bucket's to DATA_DIR. */
export async function moveMedia(options: { dataDir: string; bucket: Bucket; to: "s3" | "disk" }) {
  const summary: MoveSummary = { copied: 0, skipped: 0, ignored: [], failed: [] };
  for (const folder of folders(options.dataDir)) {
    if (options.to === "s3") await toBucket(folder, options.bucket, summary);
    else await toDisk(folder, options.bucket, summary);
  }
  return summary;
}
