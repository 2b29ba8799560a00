import { createReadStream } from "node:fs";
import { mkdir, rm, stat } from "node:fs/promises";
import { join, resolve } from "node:path";
import { Readable } from "node:stream";

import { loadPdfLib } from "#app/lib/lazy-libraries.server.ts";
import { privateFolderMode } from "#app/lib/file-modes.ts";
import { isId, newId } from "#app/lib/ids.ts";
import { leadLinkMs, signLeadLink, verifyLeadLink } from "#app/lib/lead-links.server.ts";
import { syncDirectory, writeFileDurably } from "./storage.server.ts";

/**
 * Project brochures: PDFs staff attach to a project. They live outside the public media store
 * (under DATA_DIR/brochures) and reach visitors only through a signed, short-lived download link
 * handed out after their name and phone are stored as a lead.
 */

export const brochureMaxBytes = 20 * 1024 * 1024;

export const brochureMessages = {
  notPdf: "The brochure must be a PDF file.",
  tooLarge: "The brochure must be 20 MB or smaller.",
  empty: "The brochure file is empty.",
  unreadable: "The brochure could not be read as a PDF; it may be damaged.",
} as const;

const pdfMagic = Buffer.from("%PDF-", "latin1");

/** Why these bytes cannot be a brochure, or null when they can (checked by content, not name). */
export function brochureProblem(bytes: Uint8Array): string | null {
  if (bytes.byteLength === 0) return brochureMessages.empty;
  if (bytes.byteLength > brochureMaxBytes) return brochureMessages.tooLarge;
  if (
    bytes.byteLength < pdfMagic.length ||
    !pdfMagic.equals(Buffer.from(bytes.subarray(0, pdfMagic.length)))
  ) {
    return brochureMessages.notPdf;
  }
  return null;
}

/** Longer than any real brochure takes to parse: past it the file is refused, not waited for. */
const parseTimeoutMs = 10_000;

/** Whether the bytes parse as a PDF with at least one page (pdf-lib; docs/decisions/006). */
async function parsesAsPdf(bytes: Uint8Array): Promise<boolean> {
  const { PDFDocument } = await loadPdfLib();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), parseTimeoutMs);
  });
  const parse = PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false })
    .then((document) => document.getPageCount() > 0)
    .catch(() => false);
  try {
    return await Promise.race([parse, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Why these bytes cannot be a brochure, or null: the checks above, then a parse, so a file that
 * only starts like a PDF (a 5-byte `%PDF-`, a renamed archive) is refused.
 */
export async function checkBrochure(bytes: Uint8Array): Promise<string | null> {
  const problem = brochureProblem(bytes);
  if (problem) return problem;
  return (await parsesAsPdf(bytes)) ? null : brochureMessages.unreadable;
}

/** Keys are `<uuid>.pdf`: nothing else is read or deleted, so a key can never leave the folder. */
export function isBrochureKey(key: unknown): key is string {
  return typeof key === "string" && key.endsWith(".pdf") && isId(key.slice(0, -".pdf".length));
}

export class BrochureError extends Error {}

/** Where brochures are kept: the local disk (BrochureStore) or a bucket (S3BrochureStore). */
export interface Brochures {
  /** Checks and stores a PDF; returns its key. Throws BrochureError with the visitor-facing reason. */
  put(bytes: Uint8Array): Promise<string>;
  /** The file as a web stream with its size, or null when the key is unknown or the file is gone. */
  open(key: string): Promise<{ body: ReadableStream<Uint8Array>; size: number } | null>;
  delete(key: string): Promise<void>;
}

/** A new brochure's key, once the bytes are known to be a readable PDF. */
export async function newBrochureKey(bytes: Uint8Array): Promise<string> {
  const problem = await checkBrochure(bytes);
  if (problem) throw new BrochureError(problem);
  return `${newId()}.pdf`;
}

/** PDFs on the local disk, written durably (temporary file, fsync, rename, fsync the folder). */
export class BrochureStore implements Brochures {
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  async put(bytes: Uint8Array): Promise<string> {
    const key = await newBrochureKey(bytes);
    const created = await mkdir(this.root, { recursive: true, mode: privateFolderMode });
    await writeFileDurably(this.root, join(this.root, key), bytes);
    if (created !== undefined) await syncDirectory(resolve(this.root, ".."));
    return key;
  }

  async open(key: string): Promise<{ body: ReadableStream<Uint8Array>; size: number } | null> {
    if (!isBrochureKey(key)) return null;
    const path = join(this.root, key);
    try {
      const info = await stat(path);
      if (!info.isFile()) return null;
      const body = Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>;
      return { body, size: info.size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    if (!isBrochureKey(key)) return;
    await rm(join(this.root, key), { force: true });
  }
}

/** How long a download link handed out after the form stays valid. */
export const brochureLinkMs = leadLinkMs;

const brochureScope = (projectId: string) => `brochure\n${projectId}`;

/** A token for one project's brochure (app/lib/lead-links.server.ts), valid for a few minutes unless told. */
export function signBrochureToken(
  secret: string,
  projectId: string,
  leadId: string,
  now = Date.now(),
  validForMs = brochureLinkMs,
): string {
  return signLeadLink(secret, brochureScope(projectId), leadId, now, validForMs);
}

/** Whether the token was signed here for this project's brochure and has not expired. */
export function verifyBrochureToken(
  secret: string,
  projectId: string,
  token: unknown,
  now = Date.now(),
): boolean {
  return verifyLeadLink(secret, brochureScope(projectId), token, now);
}

/** "<project-slug>-brochure.pdf": plain ASCII, safe in a Content-Disposition header. */
export function brochureFileName(projectName: string): string {
  const slug = projectName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
  return `${slug || "project"}-brochure.pdf`;
}

/** The stored PDF as a private download, or a 404 when the project has none (or the file is gone). */
export async function brochureResponse(
  store: Brochures,
  project: { name: string; brochure: string },
): Promise<Response> {
  const file = project.brochure ? await store.open(project.brochure) : null;
  if (!file) {
    return new Response("This project has no brochure.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return new Response(file.body, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(file.size),
      "Content-Disposition": `attachment; filename="${brochureFileName(project.name)}"`,
      // X-Content-Type-Options: nosniff comes with every response (server/security-headers.ts).
      "Cache-Control": "private, no-store",
    },
  });
}
