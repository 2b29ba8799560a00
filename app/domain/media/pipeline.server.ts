import { randomBytes } from "node:crypto";

import type { Metadata, OutputInfo } from "sharp";

import { loadSharp } from "#app/lib/lazy-libraries.server.ts";

import type { DB } from "#app/db/database.server.ts";
import { timestamp } from "#app/db/time.ts";
import { formatMegabytes } from "#app/lib/format.ts";
import type { Storage } from "./storage.server.ts";
import { mediaName, mediaUrl, variantKey, variantWidths, type VariantFormat } from "./variants.ts";

/** A refusal whose message can be shown to the person who uploaded the file. */
export class MediaError extends Error {
  override name = "MediaError";
}

export const mediaLimits = { maxBytes: 15 * 1024 * 1024, maxPixels: 40_000_000 };

/** The longest side a stored variant may have: WebP's limit (the AVIF encoder's is 16,384). */
export const maxEncodedSide = 16_383;
export type MediaLimits = typeof mediaLimits;

type InputType = "jpeg" | "png" | "webp" | "avif";

const inputContentTypes: Record<InputType, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
};

/** What sharp calls each input type; a mismatch with the magic bytes means a disguised file. */
const sharpFormats: Record<InputType, string> = { jpeg: "jpeg", png: "png", webp: "webp", avif: "heif" };

const outputContentTypes: Record<VariantFormat, string> = { avif: "image/avif", webp: "image/webp" };

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

/** ISO-BMFF: the first box must be `ftyp` naming avif/avis as major or compatible brand. */
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== "ftyp") return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const boxSize = Math.min(view.getUint32(0), bytes.length);
  if (boxSize < 16) return false;
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands.includes("avif") || brands.includes("avis");
}

/** The type by content, never by the file name or the browser's claim. */
export function detectImageType(bytes: Uint8Array): InputType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (isAvif(bytes)) return "avif";
  return null;
}

function subject(fileName: string | undefined): string {
  const name = fileName?.trim();
  return name ? name : "The file";
}

function megapixels(pixels: number): string {
  return `${Math.round(pixels / 100_000) / 10} megapixels`;
}

/** Width and height as displayed, i.e. after EXIF orientation. */
async function readSize(input: Buffer, type: InputType, limits: MediaLimits, who: string) {
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    // Only the header is read here; no limit, so an oversized image gets the message below.
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new MediaError(`${who} could not be read as an image; it may be damaged.`);
  }
  if (metadata.format !== sharpFormats[type] || !metadata.width || !metadata.height) {
    throw new MediaError(`${who} could not be read as an image; it may be damaged.`);
  }
  if (metadata.width * metadata.height > limits.maxPixels) {
    throw new MediaError(
      `${who} is ${metadata.width}×${metadata.height} pixels; the limit is ${megapixels(limits.maxPixels)}.`,
    );
  }
  return { width: metadata.autoOrient.width, height: metadata.autoOrient.height };
}

interface Pixels {
  data: Buffer;
  info: OutputInfo;
}

/**
 * Decodes once, upright and in sRGB, at the largest variant width; every variant is encoded from
 * these pixels. No withMetadata/keep*: sharp then drops EXIF (phones put GPS there), XMP and ICC.
 */
async function decode(input: Buffer, width: number, limits: MediaLimits, who: string): Promise<Pixels> {
  const sharp = await loadSharp();
  try {
    return await sharp(input, { limitInputPixels: limits.maxPixels })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .toColourspace("srgb")
      .raw({ depth: "uchar" })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new MediaError(`${who} could not be read as an image; it may be damaged.`);
  }
}

async function encode(pixels: Pixels, width: number, format: VariantFormat): Promise<Buffer> {
  const sharp = await loadSharp();
  const { data, info } = pixels;
  let image = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  if (width !== info.width) image = image.resize({ width });
  // AVIF effort 1: about four times faster than 3 for files under a tenth larger; uploads are
  // interactive and the server may have only two cores.
  image = format === "avif" ? image.avif({ quality: 50, effort: 1 }) : image.webp({ quality: 78 });
  return image.toBuffer();
}

/**
 * Checks an upload (size, type by content, pixel count), stores AVIF and WebP variants under a
 * server-chosen name and records it in `media`. Throws MediaError for anything to tell the user.
 */
export async function saveImage(
  deps: { db: DB; storage: Storage },
  bytes: Uint8Array,
  options: { fileName?: string; limits?: Partial<MediaLimits> } = {},
): Promise<{ url: string; width: number; height: number }> {
  const limits = { ...mediaLimits, ...options.limits };
  const who = subject(options.fileName);
  if (bytes.length === 0) throw new MediaError(`${who} is empty.`);
  if (bytes.length > limits.maxBytes) {
    throw new MediaError(
      `${who} is ${formatMegabytes(bytes.length)}; the limit is ${formatMegabytes(limits.maxBytes)}.`,
    );
  }
  const type = detectImageType(bytes);
  if (type === null) throw new MediaError(`${who} is not a JPEG, PNG, WebP or AVIF image.`);

  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const { width, height } = await readSize(input, type, limits, who);
  const widths = variantWidths(width);
  const top = Math.max(...widths);
  const tallest = Math.round((height * top) / width);
  if (tallest > maxEncodedSide) {
    throw new MediaError(
      `${who} is ${width}×${height} pixels, too tall for web images: at ${top} pixels wide it would be ` +
        `${tallest} pixels high, and the limit is ${maxEncodedSide.toLocaleString("en-IN")}. Crop it or split it into parts.`,
    );
  }
  const pixels = await decode(input, Math.max(...widths), limits, who);

  const name = mediaName(randomBytes(8).toString("hex"), width, height);
  const url = mediaUrl(name);
  try {
    for (const w of widths) {
      const [avif, webp] = await Promise.all([encode(pixels, w, "avif"), encode(pixels, w, "webp")]);
      await deps.storage.put(variantKey(name, w, "avif"), avif, outputContentTypes.avif);
      await deps.storage.put(variantKey(name, w, "webp"), webp, outputContentTypes.webp);
    }
    await deps.db
      .insertInto("media")
      .values({
        id: name,
        url,
        content_type: inputContentTypes[type],
        width,
        height,
        bytes: bytes.length,
        created_at: timestamp(),
      })
      .execute();
  } catch (error) {
    await deps.storage.deletePrefix(`${name}/`).catch(() => {});
    throw error;
  }
  return { url, width, height };
}
