import { createHash, randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { readdir } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { createInterface } from "node:readline";

import { privateFolderMode } from "../../lib/file-modes.ts";

/** The folders under DATA_DIR a backup holds, by their name in the archive (`files/<name>/…`). */
export const backedUpFolders = ["uploads", "brochures"] as const;

export const manifestFormat = 1;

export interface FileEntry {
  bytes: number;
  sha256: string;
}

export interface Manifest {
  format: number;
  createdAt: string;
  /** The engine the snapshot was read from. */
  engine: "sqlite" | "postgres";
  /** The last migration applied to the database the snapshot was read from. */
  migration: string;
  /** Rows per table, by table name. */
  tables: Record<string, number>;
  /** Every other file of the archive (`db/<table>.jsonl`, `files/…`) by its path, `/`-separated. */
  files: Record<string, FileEntry>;
}

export const folderMode = privateFolderMode;

export function temporaryName(prefix: string): string {
  return `${prefix}${randomBytes(6).toString("hex")}`;
}

export async function fileEntry(path: string): Promise<FileEntry> {
  const hash = createHash("sha256");
  let bytes = 0;
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.byteLength;
  }
  return { bytes, sha256: hash.digest("hex") };
}

/**
 * Every file under `root`, as `/`-separated paths relative to it. Temporary files of durable
 * writes (`.tmp-…`) are half-written by definition and skipped.
 */
export async function listFiles(root: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(root, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  return entries
    .filter((e) => e.isFile() && !e.name.startsWith(".tmp-"))
    .map((e) => relative(root, join(e.parentPath, e.name)).split(sep).join("/"))
    .sort();
}

/** The rows of one table in an unpacked archive, one JSON object a line. */
export async function* archivedRows(folder: string, table: string): AsyncGenerator<Record<string, unknown>> {
  const lines = createInterface({ input: createReadStream(join(folder, "db", `${table}.jsonl`)) });
  for await (const line of lines) if (line !== "") yield JSON.parse(line) as Record<string, unknown>;
}
