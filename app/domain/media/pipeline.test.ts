import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { migrateToLatest, openDatabase, type DB } from "#app/db/database.server.ts";
import { detectImageType, MediaError, mediaLimits, saveImage } from "./pipeline.server.ts";
import { LocalDiskStorage } from "./storage.server.ts";
import { parseMediaUrl } from "./variants.ts";

let tmp: string;
let db: DB;
let storage: LocalDiskStorage;

beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), "media-pipeline-"));
  db = openDatabase({ kind: "sqlite", file: join(tmp, "t.db") });
  await migrateToLatest(db);
  storage = new LocalDiskStorage(join(tmp, "uploads"));
});

afterAll(async () => {
  await db.destroy();
  await rm(tmp, { recursive: true, force: true });
});

function canvas(width: number, height: number, channels: 3 | 4 = 3) {
  return sharp({ create: { width, height, channels, background: { r: 200, g: 60, b: 40, alpha: 0.8 } } });
}

/** A phone photo: sideways pixels plus EXIF orientation 6, camera make and GPS position. */
function phoneJpeg(): Promise<Buffer> {
  return canvas(1200, 600)
    .jpeg()
    .withExif({
      IFD0: { Make: "TestPhone", Model: "X1" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "13/1 5/1 0/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "80/1 16/1 0/1",
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

async function storedFiles(url: string): Promise<string[]> {
  const name = parseMediaUrl(url)!.name;
  return (await readdir(join(storage.root, name))).sort();
}

async function save(bytes: Uint8Array, options?: Parameters<typeof saveImage>[2]) {
  return saveImage({ db, storage }, bytes, options);
}

async function refusal(promise: Promise<unknown>): Promise<MediaError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MediaError);
  return error as MediaError;
}

describe("detectImageType", () => {
  it("knows the four formats by their bytes", async () => {
    expect(detectImageType(await canvas(8, 8).jpeg().toBuffer())).toBe("jpeg");
    expect(detectImageType(await canvas(8, 8).png().toBuffer())).toBe("png");
    expect(detectImageType(await canvas(8, 8).webp().toBuffer())).toBe("webp");
    expect(detectImageType(await canvas(8, 8).avif().toBuffer())).toBe("avif");
    expect(detectImageType(await canvas(8, 8).gif().toBuffer())).toBeNull();
    expect(detectImageType(new Uint8Array())).toBeNull();
    expect(detectImageType(new TextEncoder().encode("RIFF"))).toBeNull();
  });
});

describe("saveImage", () => {
  it("turns a phone JPEG upright, strips its EXIF and stores AVIF and WebP variants", async () => {
    const input = await phoneJpeg();
    const before = await sharp(input).metadata();
    expect(before.exif?.toString("latin1")).toContain("TestPhone");
    expect(before.orientation).toBe(6);

    const saved = await save(input, { fileName: "IMG_0001.jpg" });
    expect(saved).toMatchObject({ width: 600, height: 1200 });
    expect(saved.url).toMatch(/^\/media\/[0-9a-z]{16}-600x1200$/);
    expect(await storedFiles(saved.url)).toEqual(["480.avif", "480.webp", "600.avif", "600.webp"]);

    const name = parseMediaUrl(saved.url)!.name;
    for (const file of ["480.avif", "480.webp", "600.avif", "600.webp"]) {
      const stored = await storage.get(`${name}/${file}`);
      expect(stored).not.toBeNull();
      const meta = await sharp(stored!.body).metadata();
      expect(meta.exif, file).toBeUndefined();
      expect(meta.xmp, file).toBeUndefined();
      expect(meta.orientation ?? 1, file).toBe(1);
      expect(stored!.body.includes("TestPhone"), file).toBe(false);
      expect(meta.format).toBe(file.endsWith(".avif") ? "heif" : "webp");
      const width = Number(file.split(".")[0]);
      expect(meta.width).toBe(width);
      expect(meta.height).toBe(width * 2);
    }

    const row = await db.selectFrom("media").selectAll().where("id", "=", name).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      id: name,
      url: saved.url,
      content_type: "image/jpeg",
      width: 600,
      height: 1200,
      bytes: input.length,
    });
    expect(new Date(String(row.created_at)).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("stores a PNG with alpha at every step, never wider than the original", async () => {
    const saved = await save(await canvas(1700, 850, 4).png().toBuffer());
    expect(saved).toMatchObject({ width: 1700, height: 850 });
    expect(await storedFiles(saved.url)).toEqual([
      "1600.avif",
      "1600.webp",
      "480.avif",
      "480.webp",
      "960.avif",
      "960.webp",
    ]);
    const largest = await storage.get(`${parseMediaUrl(saved.url)!.name}/1600.webp`);
    const meta = await sharp(largest!.body).metadata();
    expect(meta).toMatchObject({ width: 1600, height: 800, hasAlpha: true });
    const row = await db
      .selectFrom("media")
      .selectAll()
      .where("url", "=", saved.url)
      .executeTakeFirstOrThrow();
    expect(row.content_type).toBe("image/png");
  });

  it("stores a small WebP at its own width only", async () => {
    const saved = await save(await canvas(300, 200).webp().toBuffer());
    expect(saved).toMatchObject({ width: 300, height: 200 });
    expect(await storedFiles(saved.url)).toEqual(["300.avif", "300.webp"]);
  });

  it("accepts an AVIF", async () => {
    const input = await canvas(640, 480).avif().toBuffer();
    const saved = await save(input);
    expect(saved).toMatchObject({ width: 640, height: 480 });
    expect(await storedFiles(saved.url)).toEqual(["480.avif", "480.webp", "640.avif", "640.webp"]);
    const row = await db
      .selectFrom("media")
      .selectAll()
      .where("url", "=", saved.url)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ content_type: "image/avif", bytes: input.length });
  });

  it("gives every upload its own name", async () => {
    const input = await canvas(100, 100).png().toBuffer();
    const [a, b] = await Promise.all([save(input), save(input)]);
    expect(a!.url).not.toBe(b!.url);
  });

  describe("refuses", () => {
    it("a text file renamed .jpg, naming the file", async () => {
      const error = await refusal(
        save(new TextEncoder().encode("hello, not a photo"), { fileName: "photo.jpg" }),
      );
      expect(error.message).toBe("photo.jpg is not a JPEG, PNG, WebP or AVIF image.");
    });

    it("SVG, GIF, HTML and PDF", async () => {
      const svg =
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
      const inputs: [string, Uint8Array][] = [
        ["logo.svg", new TextEncoder().encode(svg)],
        ["anim.gif", await canvas(20, 20).gif().toBuffer()],
        ["page.html", new TextEncoder().encode("<!doctype html><p>hi")],
        ["doc.pdf", new TextEncoder().encode("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")],
      ];
      for (const [fileName, bytes] of inputs) {
        const error = await refusal(save(bytes, { fileName }));
        expect(error.message).toBe(`${fileName} is not a JPEG, PNG, WebP or AVIF image.`);
      }
    });

    it("an empty file and a file over the byte cap, before decoding it", async () => {
      await refusal(save(new Uint8Array(), { fileName: "empty.jpg" }));
      const huge = new Uint8Array(mediaLimits.maxBytes + 1);
      huge.set([0xff, 0xd8, 0xff, 0xe0]);
      const error = await refusal(save(huge, { fileName: "big.jpg" }));
      expect(error.message).toBe("big.jpg is 15 MB; the limit is 15 MB.");
      const small = await refusal(save(await canvas(50, 50).png().toBuffer(), { limits: { maxBytes: 10 } }));
      expect(small.message).toMatch(/^The file is .* the limit is/);
    });

    it("an image over the pixel cap (a decompression bomb)", async () => {
      // 50 megapixels of one colour compress to a few kilobytes.
      const bomb = await sharp({ create: { width: 10_000, height: 5_000, channels: 3, background: "#fff" } })
        .png({ compressionLevel: 9 })
        .toBuffer();
      expect(bomb.length).toBeLessThan(mediaLimits.maxBytes);
      const error = await refusal(save(bomb, { fileName: "bomb.png" }));
      expect(error.message).toBe("bomb.png is 10000×5000 pixels; the limit is 40 megapixels.");
      await refusal(save(await canvas(200, 100).png().toBuffer(), { limits: { maxPixels: 10_000 } }));
    });

    it("an image too tall for the encoders, with a message rather than a 500", async () => {
      const tall = await canvas(100, 20_000).png().toBuffer();
      const error = await refusal(save(tall, { fileName: "tall.png" }));
      expect(error.message).toBe(
        "tall.png is 100×20000 pixels, too tall for web images: at 100 pixels wide it would be 20000 pixels " +
          "high, and the limit is 16,383. Crop it or split it into parts.",
      );
      // Right at the limit is kept; one pixel more is refused.
      expect(await save(await canvas(100, 16_383).png().toBuffer())).toMatchObject({ height: 16_383 });
      await refusal(save(await canvas(100, 16_384).png().toBuffer()));
    });

    it("a damaged or disguised file, with its own message rather than a sharp error", async () => {
      const jpeg = await canvas(64, 64).jpeg().toBuffer();
      const truncated = jpeg.subarray(0, 40);
      const error = await refusal(save(truncated, { fileName: "cut.jpg" }));
      expect(error.message).toBe("cut.jpg could not be read as an image; it may be damaged.");
      // PNG signature in front of a JPEG body.
      const disguised = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), jpeg]);
      await refusal(save(disguised));
    });

    it("without leaving rows or files behind", async () => {
      const rowsBefore = await db.selectFrom("media").select("id").execute();
      const dirsBefore = await readdir(storage.root);
      await refusal(save(new TextEncoder().encode("<svg/>")));
      await refusal(save(await canvas(200, 100).png().toBuffer(), { limits: { maxPixels: 100 } }));
      expect(await db.selectFrom("media").select("id").execute()).toHaveLength(rowsBefore.length);
      expect(await readdir(storage.root)).toHaveLength(dirsBefore.length);
    });
  });
});

describe("LocalDiskStorage", () => {
  const name = "0123456789abcdef-10x10";

  it("stores, reads back with the content type from the extension, and deletes by prefix", async () => {
    await storage.put(`${name}/10.webp`, Buffer.from("webp bytes"), "image/webp");
    await storage.put(`${name}/10.avif`, Buffer.from("avif bytes"), "image/avif");
    expect(await storage.get(`${name}/10.webp`)).toEqual({
      body: Buffer.from("webp bytes"),
      contentType: "image/webp",
    });
    expect((await storage.get(`${name}/10.avif`))?.contentType).toBe("image/avif");
    expect((await readdir(join(storage.root, name))).filter((f) => f.startsWith("."))).toEqual([]);
    await storage.deletePrefix(`${name}/`);
    expect(await storage.get(`${name}/10.webp`)).toBeNull();
    await expect(stat(join(storage.root, name))).rejects.toThrow();
    await storage.deletePrefix(`${name}/`);
  });

  it("returns null for unknown keys and refuses keys outside its pattern", async () => {
    expect(await storage.get(`${name}/480.webp`)).toBeNull();
    for (const key of [
      "../t.db",
      "/etc/passwd",
      `${name}/../../t.db`,
      `${name}/10.png`,
      `${name}/.tmp-1`,
      "t.db",
      "",
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
});
