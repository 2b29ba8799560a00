import { createHash } from "node:crypto";
import { createWriteStream, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";

import { Header, list, type ReadEntry } from "tar";

import type { Manifest } from "#app/domain/backup/archive-files.server.ts";

/**
 * Backup archives taken apart and put together again by hand, for the restore's tests: every
 * header field is the test's to choose (modes, owners, sizes, order), unlike with `tar.create`.
 */
export interface ArchiveEntry {
  path: string;
  type?: ReadEntry["type"];
  /** The entry's bytes; `zeros` instead gives a body of that many zero bytes, never held in memory. */
  body?: Buffer;
  zeros?: number;
  mode?: number;
  uid?: number;
  gid?: number;
  linkpath?: string;
}

export async function readArchive(file: string): Promise<ArchiveEntry[]> {
  const entries: ArchiveEntry[] = [];
  await list({
    file,
    onReadEntry: (entry) => {
      const chunks: Buffer[] = [];
      entry.on("data", (chunk: Buffer) => chunks.push(chunk));
      entry.on("end", () =>
        entries.push({ path: entry.path, type: entry.type, body: Buffer.concat(chunks) }),
      );
    },
  });
  return entries;
}

async function* tarBlocks(entries: ArchiveEntry[]): AsyncGenerator<Buffer> {
  const chunk = 1024 * 1024;
  for (const entry of entries) {
    const size = entry.body?.length ?? entry.zeros ?? 0;
    const header = Buffer.alloc(512);
    new Header({
      path: entry.path,
      type: entry.type ?? "File",
      size,
      mode: entry.mode ?? 0o600,
      uid: entry.uid ?? 0,
      gid: entry.gid ?? 0,
      mtime: new Date(0),
      ...(entry.linkpath === undefined ? {} : { linkpath: entry.linkpath }),
    }).encode(header, 0);
    yield header;
    if (entry.body) yield entry.body;
    for (let left = entry.zeros ?? 0; left > 0; left -= chunk) yield Buffer.alloc(Math.min(chunk, left));
    if (size % 512 !== 0) yield Buffer.alloc(512 - (size % 512));
  }
  yield Buffer.alloc(1024);
}

/**
 * Writes `entries` as a .tar.gz. Level 1 compresses zeros about 230 to 1, under the tar
 * package's own limit of 1,000 to 1 (which would refuse the archive before the restore's checks).
 */
export async function writeArchive(file: string, entries: ArchiveEntry[], level = 1): Promise<void> {
  await pipeline(Readable.from(tarBlocks(entries)), createGzip({ level }), createWriteStream(file));
}

export function manifestOf(entries: ArchiveEntry[]): Manifest {
  const entry = entries.find((e) => e.path === "manifest.json");
  if (!entry?.body) throw new Error("The archive has no manifest.json.");
  return JSON.parse(entry.body.toString("utf8")) as Manifest;
}

/** The entries with `path`'s body replaced and the manifest updated to match it. */
export function withBody(entries: ArchiveEntry[], path: string, body: Buffer): ArchiveEntry[] {
  const manifest = manifestOf(entries);
  manifest.files[path] = { bytes: body.length, sha256: createHash("sha256").update(body).digest("hex") };
  return withManifest(
    entries.map((e) => (e.path === path ? { ...e, body } : e)),
    manifest,
  );
}

export function withManifest(entries: ArchiveEntry[], manifest: Manifest): ArchiveEntry[] {
  const body = Buffer.from(JSON.stringify(manifest, null, 2));
  return entries.map((e) => (e.path === "manifest.json" ? { ...e, body } : e));
}

/** Every file under `folder` (`.tmp-` ones too) by its relative path, with its size. */
export function filesUnder(folder: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    out[relative(folder, path)] = statSync(path).size;
  }
  return out;
}
