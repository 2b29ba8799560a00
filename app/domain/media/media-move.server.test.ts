import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startS3Server } from "#tests/support/s3-server.ts";
import { BrochureStore } from "./brochures.server.ts";
import { moveMedia } from "./media-move.server.ts";
import { Bucket, S3BrochureStore, S3Storage } from "./s3-storage.server.ts";
import { LocalDiskStorage } from "./storage.server.ts";

const name = "0123456789abcdef-10x10";
const avif = Buffer.from("avif bytes");
const webp = Buffer.from("webp bytes");

let s3: Awaited<ReturnType<typeof startS3Server>>;
let bucket: Bucket;
let source: string;
let brochureKey: string;
let brochureBytes: Buffer;

beforeAll(async () => {
  s3 = await startS3Server();
  bucket = new Bucket(s3.settings);
  source = await mkdtemp(join(tmpdir(), "move-from-"));
  const storage = new LocalDiskStorage(join(source, "uploads"));
  await storage.put(`${name}/10.avif`, avif, "image/avif");
  await storage.put(`${name}/10.webp`, webp, "image/webp");
  await writeFile(join(source, "uploads", name, ".tmp-abc"), "half written");
  const document = await PDFDocument.create();
  document.addPage();
  brochureBytes = Buffer.from(await document.save());
  brochureKey = await new BrochureStore(join(source, "brochures")).put(brochureBytes);
});

afterAll(async () => {
  bucket.destroy();
  await s3.stop();
  await rm(source, { recursive: true, force: true });
});

async function streamed(body: ReadableStream<Uint8Array>): Promise<Buffer> {
  return Buffer.from(await new Response(body).arrayBuffer());
}

describe("moveMedia", () => {
  it("copies every image variant and brochure to the bucket, then skips what is already there", async () => {
    const first = await moveMedia({ dataDir: source, bucket, to: "s3" });
    expect(first).toEqual({
      copied: 3,
      skipped: 0,
      ignored: [join(source, "uploads", name, ".tmp-abc")],
      failed: [],
    });
    const images = new S3Storage(bucket);
    expect((await images.get(`${name}/10.avif`))?.body).toEqual(avif);
    expect((await images.get(`${name}/10.webp`))?.body).toEqual(webp);
    const brochure = await new S3BrochureStore(bucket).open(brochureKey);
    expect(await streamed(brochure!.body)).toEqual(brochureBytes);

    const again = await moveMedia({ dataDir: source, bucket, to: "s3" });
    expect(again).toMatchObject({ copied: 0, skipped: 3, failed: [] });
  });

  it("copies again an object whose checksum differs (a damaged or older copy)", async () => {
    await bucket.put(`uploads/${name}/10.webp`, Buffer.from("damaged"), "image/webp");
    const repaired = await moveMedia({ dataDir: source, bucket, to: "s3" });
    expect(repaired).toMatchObject({ copied: 1, skipped: 2, failed: [] });
    expect((await new S3Storage(bucket).get(`${name}/10.webp`))?.body).toEqual(webp);
  });

  it("copies the bucket back to an empty DATA_DIR byte for byte, resumably", async () => {
    const target = await mkdtemp(join(tmpdir(), "move-to-"));
    try {
      expect(await moveMedia({ dataDir: target, bucket, to: "disk" })).toEqual({
        copied: 3,
        skipped: 0,
        ignored: [],
        failed: [],
      });
      expect(await readFile(join(target, "uploads", name, "10.avif"))).toEqual(avif);
      expect(await readFile(join(target, "uploads", name, "10.webp"))).toEqual(webp);
      expect(await readFile(join(target, "brochures", brochureKey))).toEqual(brochureBytes);
      const local = new LocalDiskStorage(join(target, "uploads"));
      expect((await local.get(`${name}/10.webp`))?.contentType).toBe("image/webp");

      await writeFile(join(target, "uploads", name, "10.avif"), "truncated");
      expect(await moveMedia({ dataDir: target, bucket, to: "disk" })).toMatchObject({
        copied: 1,
        skipped: 2,
        failed: [],
      });
      expect(await readFile(join(target, "uploads", name, "10.avif"))).toEqual(avif);
    } finally {
      await rm(target, { recursive: true, force: true });
    }
  });
});

describe("npm run media:move", () => {
  const run = (args: string[], env: Record<string, string>) =>
    promisify(execFile)(
      join(process.cwd(), "node_modules/.bin/node"),
      ["--import", "./scripts/require-node.js", "scripts/media-move.ts", ...args],
      { env: { PATH: process.env.PATH, NODE_ENV: "test", DATA_DIR: source, ...env } },
    );

  it("prints a summary of the move", async () => {
    const { settings } = s3;
    const { stdout } = await run(["--to", "s3"], {
      S3_BUCKET: settings.bucket,
      S3_REGION: settings.region,
      S3_ENDPOINT: settings.endpoint!,
      S3_ACCESS_KEY_ID: settings.credentials!.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.credentials!.secretAccessKey,
      S3_FORCE_PATH_STYLE: "true",
    });
    expect(stdout).toContain(
      `To bucket ${settings.bucket}: 0 copied and checked, 3 already there, 1 ignored, 0 failed.`,
    );
  });

  it("says what is missing when no bucket is configured", async () => {
    await expect(run(["--to", "s3"], {})).rejects.toMatchObject({
      stderr: expect.stringContaining("media:move needs the bucket: set S3_BUCKET and S3_REGION"),
    });
    await expect(run(["--to", "cloud"], {})).rejects.toMatchObject({
      stderr: expect.stringContaining("Usage: npm run media:move -- --to s3"),
    });
  });
});
