import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { sql } from "kysely";
import sharp from "sharp";
import { afterAll, beforeAll, vi } from "vitest";

import type { DB } from "#app/db/database.server.ts";
import { BrochureStore } from "#app/domain/media/brochures.server.ts";
import type { FileStores } from "#app/domain/media/form-uploads.server.ts";
import { saveImage } from "#app/domain/media/pipeline.server.ts";
import { LocalDiskStorage } from "#app/domain/media/storage.server.ts";
import { imageUses } from "#server/services.ts";

/** A PNG of the given shade, as a browser posts it with a form. */
export async function pngFile(name: string, shade = 90): Promise<File> {
  const bytes = await sharp({
    create: { width: 40, height: 30, channels: 3, background: { r: shade, g: 90, b: 60 } },
  })
    .png()
    .toBuffer();
  return new File([new Uint8Array(bytes)], name, { type: "image/png" });
}

/** The smallest valid PDF: one empty page. */
export function pdfFile(name = "brochure.pdf"): File {
  const text =
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n";
  return new File([text], name, { type: "application/pdf" });
}

/**
 * For a describe block: image and brochure stores in temporary folders beside the test database,
 * and what a test looks at after a save: the stored files, the `media` rows and the audit log.
 */
export function useFileStores(db: () => DB) {
  let root = "";
  let storage: LocalDiskStorage | undefined;
  let brochures: BrochureStore | undefined;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), "save-workflow-"));
    storage = new LocalDiskStorage(join(root, "uploads"));
    brochures = new BrochureStore(join(root, "brochures"));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  const list = async (folder: string) => (await readdir(join(root, folder)).catch(() => [])).sort();
  const stores = (): FileStores => {
    if (!storage || !brochures) throw new Error("The file stores are not ready yet.");
    return { db: db(), storage, brochures, imageUses };
  };
  return {
    stores,
    /** Uploads an image the way the editor does with JavaScript (before the form is posted). */
    async upload(shade: number): Promise<string> {
      return (await saveImage(stores(), new Uint8Array(await (await pngFile("x.png", shade)).arrayBuffer())))
        .url;
    },
    storedImages: () => list("uploads"),
    storedBrochures: () => list("brochures"),
    mediaRows: async () => (await db().selectFrom("media").select("url").execute()).map((r) => r.url).sort(),
    auditSummaries: async () =>
      (await db().selectFrom("audit_log").select("summary").orderBy("id").execute()).map((r) => r.summary),
    async clear() {
      await db().deleteFrom("audit_log").execute();
      await db().deleteFrom("media").execute();
      await rm(join(root, "uploads"), { recursive: true, force: true });
      await rm(join(root, "brochures"), { recursive: true, force: true });
    },
  };
}

/**
 * Makes every write to the audit log fail while `work` runs (the table is renamed away): the way
 * to see that a change is stored together with its audit entry or not at all. The workflow logs
 * the failure; that expected line is kept out of the test output.
 */
export async function withAuditLogFailing<T>(db: DB, work: () => Promise<T>): Promise<T> {
  const log = vi.spyOn(console, "error").mockImplementation(() => {});
  await sql`alter table audit_log rename to audit_log_away`.execute(db);
  try {
    return await work();
  } finally {
    await sql`alter table audit_log_away rename to audit_log`.execute(db);
    log.mockRestore();
  }
}

/** A form as a browser posts it: repeated names for lists, files as File parts. */
export function formOf(fields: Record<string, string | File | (string | File)[]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  }
  return form;
}
