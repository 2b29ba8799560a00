import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { chown, mkdir, open, statfs, type FileHandle } from "node:fs/promises";
import { dirname, join } from "node:path";

import { Parser, type ReadEntry } from "tar";
import { z } from "zod";

import { migrations } from "#app/db/migrations/index.ts";
import { privateFileMode, privateFolderMode } from "#app/lib/file-modes.ts";
import { formatMegabytes } from "#app/lib/format.ts";
import { backedUpFolders, manifestFormat, type FileEntry, type Manifest } from "./archive-files.server.ts";
import { RestoreFailed } from "./restore-errors.ts";

/** The largest manifest.json a restore reads (into memory): about 90,000 files' sizes and checksums. */
const manifestLimit = 16 * 1024 * 1024;

/** Who the unpacked files and folders are given to, when not the user running the restore. */
export interface Owner {
  uid: number;
  gid: number;
}

/** `db/<table>.jsonl` or `files/<uploads|brochures>/…`, without empty, `.` or `..` parts. */
function isArchivePath(path: string): boolean {
  const parts = path.split("/");
  const [top, folder] = parts;
  const inPlace =
    top === "db"
      ? parts.length === 2 && path.endsWith(".jsonl")
      : top === "files" && parts.length > 2 && backedUpFolders.some((f) => f === folder);
  return inPlace && parts.every((part) => part !== "" && part !== "." && part !== "..");
}

const manifestSchema = z.object({
  format: z.literal(manifestFormat),
  createdAt: z.string(),
  engine: z.enum(["sqlite", "postgres"]),
  migration: z.string(),
  tables: z.record(z.string(), z.number().int().nonnegative()),
  files: z.record(
    z.string(),
    z.object({ bytes: z.number().int().nonnegative(), sha256: z.string().regex(/^[0-9a-f]{64}$/) }),
  ),
});

function checkManifest(text: string): Manifest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new RestoreFailed("The archive's manifest.json is not JSON: it is not a backup of this site.");
  }
  const format = (value as { format?: unknown } | null)?.format;
  if (format !== manifestFormat) {
    throw new RestoreFailed(`The archive's format ${String(format)} is not ${manifestFormat}.`);
  }
  const parsed = manifestSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new RestoreFailed(
      `The archive's manifest.json is damaged at ${issue.path.join(".")}: ${issue.message}`,
    );
  }
  const manifest = parsed.data;
  if (!Object.hasOwn(migrations, manifest.migration)) {
    throw new RestoreFailed(
      `The archive was made by a newer version of the site (migration ${manifest.migration}): update the site first.`,
    );
  }
  const stray = Object.keys(manifest.files).find((path) => !isArchivePath(path));
  if (stray !== undefined) {
    throw new RestoreFailed(
      `The archive's manifest.json is damaged: ${stray} is not a path a backup writes.`,
    );
  }
  return manifest;
}

/**
 * One pass over an archive. The parser's events (each entry's header, then its body in chunks)
 * only check and queue steps; `run` carries them out between reads of the archive, so a refusal
 * stops the unpacking before the next step touches the disk. The manifest is the first entry,
 * so it is known before any other entry's header is seen.
 */
class Unpacking {
  failure: RestoreFailed | undefined;
  private manifest: Manifest | undefined;
  private readonly staging: string;
  private readonly owner: Owner | undefined;
  /** Bytes free on the disk of `staging`. */
  private readonly free: number;
  private readonly steps: (() => Promise<void>)[] = [];
  /** The files unpacked so far, and the folders made for them, relative to `staging`. */
  private readonly seen = new Set<string>();
  private readonly folders = new Set<string>(["."]);
  private entries = 0;
  private file: FileHandle | undefined;

  constructor(staging: string, owner: Owner | undefined, free: number) {
    this.staging = staging;
    this.owner = owner;
    this.free = free;
  }

  fail(message: string): void {
    this.failure ??= new RestoreFailed(message);
  }

  onEntry(entry: ReadEntry): void {
    const first = this.entries === 0;
    this.entries += 1;
    if (this.failure) {
      entry.resume();
    } else if (first) {
      this.readManifest(entry);
    } else {
      const problem = this.refusal(entry, this.manifest!);
      if (problem) this.fail(problem);
      if (problem || entry.type === "Directory") entry.resume();
      else this.unpackFile(entry, this.manifest!.files[entry.path]!);
    }
  }

  /** Why the entry may not be unpacked, from its header alone (before a byte of it is read). */
  private refusal({ path, type, size }: ReadEntry, manifest: Manifest): string | null {
    // Folders are made as the files in them need them; an archive's folder entries make nothing.
    if (type === "Directory") return null;
    if (type !== "File") return `${path} is a ${type}: a backup holds only files and folders.`;
    if (!Object.hasOwn(manifest.files, path))
      return `The archive holds files its manifest does not list: ${path}`;
    if (this.seen.has(path)) return `The archive holds ${path} twice.`;
    const { bytes } = manifest.files[path]!;
    return size === bytes ? null : `${path} is ${size} bytes in the archive; its manifest says ${bytes}.`;
  }

  private readManifest(entry: ReadEntry): void {
    if (entry.path !== "manifest.json" || entry.type !== "File") {
      this.fail("The archive does not start with manifest.json: it is not a backup of this site.");
    } else if (entry.size > manifestLimit) {
      this.fail(
        `The archive's manifest.json is ${formatMegabytes(entry.size)}; a backup's is at most ${formatMegabytes(manifestLimit)}.`,
      );
    } else {
      const chunks: Buffer[] = [];
      entry.on("data", (chunk: Buffer) => chunks.push(chunk));
      entry.on("end", () => {
        try {
          this.manifest = checkManifest(Buffer.concat(chunks).toString("utf8"));
          this.checkSpace(this.manifest);
        } catch (error) {
          if (!(error instanceof RestoreFailed)) throw error;
          this.failure ??= error;
        }
      });
      return;
    }
    entry.resume();
  }

  /** The files take no more than the manifest says (see `refusal`), and that much must fit. */
  private checkSpace(manifest: Manifest): void {
    const total = Object.values(manifest.files).reduce((sum, file) => sum + file.bytes, 0);
    if (total > this.free) {
      this.fail(
        `The archive unpacks to ${formatMegabytes(total)}, but ${dirname(this.staging)} has ${formatMegabytes(this.free)} free.`,
      );
    }
  }

  private unpackFile(entry: ReadEntry, expected: FileEntry): void {
    const { path } = entry;
    this.seen.add(path);
    const hash = createHash("sha256");
    this.steps.push(() => this.openFile(path));
    entry.on("data", (chunk: Buffer) => {
      hash.update(chunk);
      this.steps.push(() => this.write(chunk));
    });
    entry.on("end", () => {
      const intact = hash.digest("hex") === expected.sha256;
      this.steps.push(() => this.finishFile(path, intact));
    });
  }

  private async makeFolder(folder: string): Promise<void> {
    if (this.folders.has(folder)) return;
    await this.makeFolder(dirname(folder));
    const path = join(this.staging, folder);
    await mkdir(path, { mode: privateFolderMode });
    if (this.owner) await chown(path, this.owner.uid, this.owner.gid);
    this.folders.add(folder);
  }

  private async openFile(path: string): Promise<void> {
    await this.makeFolder(dirname(path));
    this.file = await open(join(this.staging, path), "wx", privateFileMode);
    if (this.owner) await this.file.chown(this.owner.uid, this.owner.gid);
  }

  private async write(chunk: Buffer): Promise<void> {
    for (let at = 0; at < chunk.length;) at += (await this.file!.write(chunk, at)).bytesWritten;
  }

  private async finishFile(path: string, intact: boolean): Promise<void> {
    await this.closeFile();
    if (!intact) this.fail(`${path} does not match its checksum in the manifest: the archive is damaged.`);
  }

  async closeFile(): Promise<void> {
    const file = this.file;
    this.file = undefined;
    await file?.close();
  }

  async run(): Promise<void> {
    for (let step = this.steps.shift(); step && !this.failure; step = this.steps.shift()) await step();
  }

  result(): Manifest {
    if (this.failure) throw this.failure;
    if (!this.manifest)
      throw new RestoreFailed("The archive holds no manifest.json: it is not a backup of this site.");
    const missing = Object.keys(this.manifest.files).find((path) => !this.seen.has(path));
    if (missing !== undefined) throw new RestoreFailed(`The archive is missing ${missing}.`);
    return this.manifest;
  }
}

async function* archiveChunks(archive: string): AsyncGenerator<Buffer> {
  try {
    // Small reads: a read decompresses to at most 1,000 times its size (the tar parser's limit).
    for await (const chunk of createReadStream(archive, { highWaterMark: 16 * 1024 })) yield chunk as Buffer;
  } catch (error) {
    throw new RestoreFailed(
      `The archive cannot be read: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/**
 * Unpacks an archive of `createBackup` into the empty folder `staging`, checking it against its
 * manifest as it goes: the manifest must come first (at most `manifestLimit` bytes) and its
 * files must fit on the disk; every other entry must be a file the manifest lists, once, with
 * the manifest's size in its header (checked before a byte of it is written) and its SHA-256
 * (compared as it is written); folders are made as needed. So nothing but the listed files,
 * no more than the manifest's total, is ever written. Files get mode 0600 and folders 0700, owned
 * by `owner` when given, whatever the archive's headers say. Throws RestoreFailed at the first
 * problem; the caller removes `staging`.
 */
export async function unpackArchive(
  archive: string,
  staging: string,
  owner: Owner | undefined,
): Promise<Manifest> {
  const { bavail, bsize } = await statfs(staging);
  const unpacking = new Unpacking(staging, owner, bavail * bsize);
  const parser = new Parser({ strict: true });
  const parsed = new Promise<void>((resolve) => {
    parser.on("end", resolve);
    parser.on("error", (error: Error) => {
      unpacking.fail(`The archive cannot be read: ${error.message}`);
      resolve();
    });
  });
  parser.on("entry", (entry: ReadEntry) => unpacking.onEntry(entry));
  try {
    for await (const chunk of archiveChunks(archive)) {
      parser.write(chunk);
      await unpacking.run();
      if (unpacking.failure) break;
    }
    if (!unpacking.failure) {
      parser.end();
      await parsed;
      await unpacking.run();
    }
    return unpacking.result();
  } finally {
    await unpacking.closeFile();
  }
}
