import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { DiskSpace, watchFileWrites } from "#server/disk-space.ts";
import { startS3Server } from "#tests/support/s3-server.ts";
import { BrochureError, BrochureStore, brochureResponse, type Brochures } from "./brochures.server.ts";
import { bucketFolders, Bucket, S3BrochureStore, S3Storage } from "./s3-storage.server.ts";
import { LocalDiskStorage, type Storage } from "./storage.server.ts";

interface Stores {
  storage: Storage;
  brochures: Brochures;
  /** Every stored object's path relative to the store's root (folder or bucket). */
  paths(): Promise<string[]>;
  stop(): Promise<void>;
}

async function localDisk(): Promise<Stores> {
  const root = await mkdtemp(join(tmpdir(), "stores-"));
  return {
    storage: new LocalDiskStorage(join(root, "uploads")),
    brochures: new BrochureStore(join(root, "brochures")),
    async paths() {
      const entries = await readdir(root, { recursive: true, withFileTypes: true });
      return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name).slice(root.length + 1));
    },
    stop: () => rm(root, { recursive: true, force: true }),
  };
}

async function s3(): Promise<Stores> {
  const server = await startS3Server();
  const bucket = new Bucket(server.settings);
  const disk = new DiskSpace();
  return {
    // Wrapped as server/services.ts wraps every store.
    storage: watchFileWrites(new S3Storage(bucket), disk, "An image"),
    brochures: watchFileWrites(new S3BrochureStore(bucket), disk, "A brochure"),
    async paths() {
      const keys: string[] = [];
      for await (const key of bucket.list("")) keys.push(key);
      return keys;
    },
    async stop() {
      bucket.destroy();
      await server.stop();
    },
  };
}

const pdf = async () => {
  const document = await PDFDocument.create();
  document.addPage();
  return Buffer.from(await document.save());
};

const name = "0123456789abcdef-10x10";

describe.each([
  ["local disk", localDisk],
  ["an S3 bucket (s3rver on loopback)", s3],
])("file stores on %s", (_where, open) => {
  let stores: Stores;
  beforeAll(async () => {
    stores = await open();
  });
  afterAll(() => stores.stop());

  it("stores variants, reads them back with the type from the extension, deletes by prefix", async () => {
    const { storage } = stores;
    await storage.put(`${name}/10.webp`, Buffer.from("webp bytes"), "image/webp");
    await storage.put(`${name}/10.avif`, Buffer.from("avif bytes"), "image/avif");
    await storage.put("fedcba9876543210-20x20/20.webp", Buffer.from("other"), "image/webp");
    expect(await storage.get(`${name}/10.webp`)).toEqual({
      body: Buffer.from("webp bytes"),
      contentType: "image/webp",
    });
    expect(await storage.get(`${name}/10.avif`)).toEqual({
      body: Buffer.from("avif bytes"),
      contentType: "image/avif",
    });

    await storage.deletePrefix(`${name}/`);
    expect(await storage.get(`${name}/10.webp`)).toBeNull();
    expect(await storage.get(`${name}/10.avif`)).toBeNull();
    expect((await storage.get("fedcba9876543210-20x20/20.webp"))?.body).toEqual(Buffer.from("other"));
    await storage.deletePrefix(`${name}/`);

    await storage.deletePrefix("fedcba98");
    expect(await storage.get("fedcba9876543210-20x20/20.webp")).toBeNull();
  });

  it("answers null for a missing key", async () => {
    expect(await stores.storage.get(`${name}/480.webp`)).toBeNull();
    expect(await stores.storage.get("ffffffffffffffff-1x1/1.avif")).toBeNull();
  });

  it("refuses keys and prefixes outside its pattern, so a request path never leaves the store", async () => {
    const { storage } = stores;
    for (const key of [
      "../t.db",
      "/etc/passwd",
      `${name}/../../t.db`,
      `${name}/10.png`,
      `${name}/.tmp-1`,
      "t.db",
      "",
      `../${bucketFolders.brochures}x.pdf`,
    ]) {
      expect(await storage.get(key), key).toBeNull();
      await expect(storage.put(key, Buffer.from("x"), "image/webp"), key).rejects.toThrow(
        /Invalid storage key/,
      );
    }
    for (const prefix of ["", "/", "..", "../", "a/b", "*"]) {
      await expect(storage.deletePrefix(prefix), prefix).rejects.toThrow(/Invalid storage prefix/);
    }
  });

  it("keeps brochures private: apart from images, read back only by key", async () => {
    const { storage, brochures } = stores;
    const bytes = await pdf();
    const key = await brochures.put(bytes);
    expect(key).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(await stores.paths()).toContain(`brochures/${key}`);

    const response = await brochureResponse(brochures, { name: "Green Meadows", brochure: key });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Length")).toBe(String(bytes.length));
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);

    // The image store (what /media serves) cannot name a brochure in any spelling.
    for (const path of [key, `../brochures/${key}`, `brochures/${key}`, `${key.slice(0, -4)}/1.webp`]) {
      expect(await storage.get(path), path).toBeNull();
    }
    expect(await brochures.open("../site.db")).toBeNull();
    expect(await brochures.open(`../uploads/${name}/10.webp`)).toBeNull();

    await brochures.delete(key);
    expect(await brochures.open(key)).toBeNull();
    expect(await stores.paths()).not.toContain(`brochures/${key}`);
  });

  it("refuses a brochure that is not a PDF before storing anything", async () => {
    const before = await stores.paths();
    await expect(stores.brochures.put(Buffer.from("not a pdf"))).rejects.toThrow(BrochureError);
    expect(await stores.paths()).toEqual(before);
  });
});
