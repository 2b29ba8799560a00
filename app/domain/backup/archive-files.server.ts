import { createHash, randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { readdir } from "node:fs/promises";
import { join, relative, sep } from "node:path";

import { privateFolderMode } from "#app/lib/file-modes.ts";

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

/**
 * One row as a line of `db/<table>.jsonl`. JSON.stringify leaves U+2028 and U+2029 raw, and
 * line readers such as Node's readline end a line there; escaped (JSON allows `\u2028`), a row
 * is one line to any reader.
 */
export function archiveLine(row: Record<string, unknown>): string {
  return (
    JSON.stringify(row)
      .replace(/\u2028/g, "\\u2028")
      .replace(/\u2029/g, "\\u2029") + "\n"
  );
}

/**
 * The rows of one table in an unpacked archive, one JSON object a line. Lines end at "\n" only:
 * archives written before `archiveLine` escaped them hold U+2028/U+2029 raw inside strings.
 */
export async function* archivedRows(folder: string, table: string): AsyncGenerator<Record<string, unknown>> {
  let partial = "";
  const input = createReadStream(join(folder, "db", `${table}.jsonl`), { encoding: "utf8" });
  for await (const chunk of input as AsyncIterable<string>) {
    const lines = (partial + chunk).split("\n");
    partial = lines.pop()!;
    for (const line of lines) if (line !== "") yield JSON.parse(line) as Record<string, unknown>;
  }
  if (partial !== "") yield JSON.parse(partial) as Record<string, unknown>;
}
