import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import S3rver from "s3rver";

import type { BucketSettings } from "#app/domain/media/s3-storage.server.ts";

/** A fake S3 server on loopback (random port, temporary folder) with one empty bucket. */
export async function startS3Server(): Promise<{ settings: BucketSettings; stop(): Promise<void> }> {
  const directory = await mkdtemp(join(tmpdir(), "s3rver-"));
  const bucket = "plotsite-test";
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    settings: {
      bucket,
      region: "us-east-1",
      endpoint: `http://127.0.0.1:${port}`,
      // s3rver's fixed test credentials.
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
      forcePathStyle: true,
    },
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
