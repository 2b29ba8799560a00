import { createHash } from "node:crypto";

import type * as S3Sdk from "@aws-sdk/client-s3";
import type { S3Client } from "@aws-sdk/client-s3";

import { isBrochureKey, newBrochureKey, type Brochures } from "./brochures.server.ts";
import { checkedKeyName, checkedPrefix, contentTypeForKey, type Storage } from "./storage.server.ts";

/** An S3-compatible bucket (docs/decisions/013): AWS, MinIO, Cloudflare R2, Backblaze B2 and the like. */
export interface BucketSettings {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle?: boolean;
}

/**
 * The bucket mirrors DATA_DIR: image variants under `uploads/`, brochures under `brochures/`. A CDN
 * (MEDIA_PUBLIC_URL) is pointed at `uploads/` only; nothing is stored with a public ACL.
 */
export const bucketFolders = { images: "uploads/", brochures: "brochures/" } as const;

/** What the bucket says about one object: its size and checksums (sha256 from our own metadata). */
export interface ObjectInfo {
  size: number;
  etag: string;
  sha256: string | undefined;
}

export function sha256Hex(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

function isMissing(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === "NoSuchKey" || name === "NotFound" || $metadata?.httpStatusCode === 404;
}

/** The few object operations the stores and `media:move` need, on one bucket. */
export class Bucket {
  readonly name: string;
  readonly #settings: BucketSettings;
  #connection: Promise<{ client: S3Client; sdk: typeof S3Sdk }> | undefined;

  constructor(settings: BucketSettings) {
    this.name = settings.bucket;
    this.#settings = settings;
  }

  /**
   * The SDK and its client, on the first operation: the SDK (about 35 MB in memory) loads only on
   * a server that keeps its files in a bucket, and only once it touches one.
   */
  #connect() {
    this.#connection ??= import("@aws-sdk/client-s3").then((sdk) => {
      const settings = this.#settings;
      const client = new sdk.S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        credentials: settings.credentials,
        forcePathStyle: settings.forcePathStyle ?? false,
        // Checksums only where S3 demands them: several S3-compatible servers refuse the newer
        // checksum headers, and Content-MD5 (below) already guards every upload.
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
      });
      return { client, sdk };
    });
    return this.#connection;
  }

  /** Stores `body`; the server checks it against Content-MD5, so a damaged upload is refused. */
  async put(key: string, body: Uint8Array, contentType: string): Promise<void> {
    const { client, sdk } = await this.#connect();
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: this.name,
        Key: key,
        Body: body,
        ContentType: contentType,
        ContentMD5: createHash("md5").update(body).digest("base64"),
        Metadata: { sha256: sha256Hex(body) },
      }),
    );
  }

  async get(key: string): Promise<{ body: Uint8Array; contentType: string | undefined } | null> {
    const { client, sdk } = await this.#connect();
    try {
      const response = await client.send(new sdk.GetObjectCommand({ Bucket: this.name, Key: key }));
      return { body: await response.Body!.transformToByteArray(), contentType: response.ContentType };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async stream(key: string): Promise<{ body: ReadableStream<Uint8Array>; size: number } | null> {
    const { client, sdk } = await this.#connect();
    try {
      const response = await client.send(new sdk.GetObjectCommand({ Bucket: this.name, Key: key }));
      return { body: response.Body!.transformToWebStream(), size: response.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async head(key: string): Promise<ObjectInfo | null> {
    const { client, sdk } = await this.#connect();
    try {
      const response = await client.send(new sdk.HeadObjectCommand({ Bucket: this.name, Key: key }));
      return {
        size: response.ContentLength ?? 0,
        etag: (response.ETag ?? "").replaceAll('"', ""),
        sha256: response.Metadata?.sha256,
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const { client, sdk } = await this.#connect();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.name, Key: key }));
  }

  /** Every key starting with `prefix`, page by page. */
  async *list(prefix: string): AsyncGenerator<string> {
    const { client, sdk } = await this.#connect();
    let token: string | undefined;
    do {
      const page = await client.send(
        new sdk.ListObjectsV2Command({ Bucket: this.name, Prefix: prefix, ContinuationToken: token }),
      );
      for (const item of page.Contents ?? []) if (item.Key) yield item.Key;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /**
   * Whether the bucket answers with these credentials (HeadBucket), within `timeoutMs`: /readyz
   * asks it every few seconds, so one cheap request that leaves nothing behind.
   */
  async reachable(timeoutMs: number): Promise<void> {
    const { client, sdk } = await this.#connect();
    await client.send(new sdk.HeadBucketCommand({ Bucket: this.name }), {
      abortSignal: AbortSignal.timeout(timeoutMs),
    });
  }

  destroy(): void {
    void this.#connection?.then(({ client }) => client.destroy());
  }
}

/** Image variants in the bucket, with the same keys (and the same refusals) as LocalDiskStorage. */
export class S3Storage implements Storage {
  // TypeScript-private, not #private: server/disk-space.ts wraps stores with Object.create, and a
  // #field cannot be read through such a wrapper.
  private readonly bucket: Bucket;

  constructor(bucket: Bucket) {
    this.bucket = bucket;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    checkedKeyName(key);
    await this.bucket.put(bucketFolders.images + key, body, contentType);
  }

  async get(key: string): Promise<{ body: Buffer; contentType: string } | null> {
    const contentType = contentTypeForKey(key);
    if (contentType === null) return null;
    const stored = await this.bucket.get(bucketFolders.images + key);
    return stored && { body: Buffer.from(stored.body), contentType };
  }

  async deletePrefix(prefix: string): Promise<void> {
    const { start, wholeImage } = checkedPrefix(prefix);
    const keys: string[] = [];
    for await (const key of this.bucket.list(`${bucketFolders.images}${start}${wholeImage ? "/" : ""}`)) {
      keys.push(key);
    }
    for (const key of keys) await this.bucket.delete(key);
  }
}

/** Brochures in the bucket's private `brochures/` folder, read only by the server. */
export class S3BrochureStore implements Brochures {
  private readonly bucket: Bucket;

  constructor(bucket: Bucket) {
    this.bucket = bucket;
  }

  async put(bytes: Uint8Array): Promise<string> {
    const key = await newBrochureKey(bytes);
    await this.bucket.put(bucketFolders.brochures + key, bytes, "application/pdf");
    return key;
  }

  async open(key: string): Promise<{ body: ReadableStream<Uint8Array>; size: number } | null> {
    if (!isBrochureKey(key)) return null;
    return this.bucket.stream(bucketFolders.brochures + key);
  }

  async delete(key: string): Promise<void> {
    if (!isBrochureKey(key)) return;
    await this.bucket.delete(bucketFolders.brochures + key);
  }
}
