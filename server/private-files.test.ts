import { chmodSync, mkdtempSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";

import { migrateToLatest, openDatabase } from "#app/db/database.server.ts";
import { BrochureStore } from "#app/domain/media/brochures.server.ts";
import { saveImage } from "#app/domain/media/pipeline.server.ts";
import { LocalDiskStorage } from "#app/domain/media/storage.server.ts";
import { createMailer } from "#app/mail/mailer.server.ts";
import { loadConfig } from "./config.ts";

const modeOf = (path: string) => statSync(path).mode & 0o777;
const minimalPdf = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
  "latin1",
);

/** Issue "Secrets lying around": nothing the server writes under DATA_DIR is readable by others. */
describe("files under DATA_DIR", () => {
  it("creates the data folder 0700 and the database, its journal files and the auth secret 0600", async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), "plotsite-modes-")), "data");
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(join(dataDir, "auth-secret"))).toBe(0o600);
    if (config.database.kind !== "sqlite") throw new Error("expected SQLite");
    const db = openDatabase(config.database);
    await migrateToLatest(db);
    try {
      const files = readdirSync(dataDir).filter((name) => name.startsWith("site.db"));
      expect(files).toEqual(expect.arrayContaining(["site.db", "site.db-wal"]));
      for (const file of files) expect([file, modeOf(join(dataDir, file))]).toEqual([file, 0o600]);
    } finally {
      await db.destroy();
    }
  });

  it("tightens a database file an older version left readable by everyone", async () => {
    const dir = mkdtempSync(join(tmpdir(), "plotsite-modes-"));
    const file = join(dir, "site.db");
    writeFileSync(file, "");
    chmodSync(file, 0o644);
    const db = openDatabase({ kind: "sqlite", file });
    await db.destroy();
    expect(modeOf(file)).toBe(0o600);
  });

  it("stores uploads, brochures and outbox mail 0600 in 0700 folders, and logs no mail text", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "plotsite-modes-"));
    const db = openDatabase({ kind: "sqlite", file: join(dataDir, "site.db") });
    await migrateToLatest(db);
    try {
      const storage = new LocalDiskStorage(join(dataDir, "uploads"));
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#c33" } })
        .png()
        .toBuffer();
      const { url } = await saveImage({ db, storage }, png);
      const imageDir = join(storage.root, url.replace("/media/", ""));
      expect(modeOf(storage.root)).toBe(0o700);
      expect(modeOf(imageDir)).toBe(0o700);
      for (const file of readdirSync(imageDir)) expect(modeOf(join(imageDir, file))).toBe(0o600);

      const brochures = new BrochureStore(join(dataDir, "brochures"));
      const key = await brochures.put(minimalPdf);
      expect(modeOf(brochures.root)).toBe(0o700);
      expect(modeOf(join(brochures.root, key))).toBe(0o600);

      const outboxDir = join(dataDir, "outbox");
      const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
      const mailer = createMailer({ smtpUrl: undefined, from: "Site <site@example.in>", outboxDir });
      await mailer.send({
        to: "staff@example.in",
        subject: "Reset your password",
        text: "Open https://www.example.in/admin/reset-password?token=secret-token to choose one.",
      });
      const logged = log.mock.calls.flat().join("\n");
      log.mockRestore();
      expect(logged).toMatch(/^Mail <[^>]+> written to outbox\/\S+\.eml$/);
      expect(logged).not.toContain("staff@example.in");
      expect(logged).not.toContain("secret-token");
      expect(logged).not.toContain("https://");
      expect(modeOf(outboxDir)).toBe(0o700);
      for (const file of readdirSync(outboxDir)) expect(modeOf(join(outboxDir, file))).toBe(0o600);
    } finally {
      await db.destroy();
    }
  });
});
