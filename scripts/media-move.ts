import { parseArgs } from "node:util";

import { moveMedia } from "#app/domain/media/media-move.server.ts";
import { Bucket } from "#app/domain/media/s3-storage.server.ts";
import { ConfigError, loadConfig } from "#server/config.ts";

const usage = `Usage: npm run media:move -- --to s3    (DATA_DIR/uploads and DATA_DIR/brochures into the bucket)
       npm run media:move -- --to disk  (the bucket's uploads/ and brochures/ into DATA_DIR)

Reads DATA_DIR and the S3_* settings like the server. Files already copied (same checksum) are
skipped, so an interrupted move is run again; every copy is checked by checksum once written.`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let to: string | undefined;
try {
  to = parseArgs({ options: { to: { type: "string" } } }).values.to;
} catch (error) {
  fail(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
}
if (to !== "s3" && to !== "disk") fail(usage);

let config;
try {
  config = loadConfig();
} catch (error) {
  fail(error instanceof ConfigError ? error.message : String(error));
}
if (config.storage.kind !== "s3") {
  fail("media:move needs the bucket: set S3_BUCKET and S3_REGION (and the other S3_* settings) first.");
}

const bucket = new Bucket(config.storage);
try {
  const summary = await moveMedia({ dataDir: config.dataDir, bucket, to });
  const where = to === "s3" ? `bucket ${bucket.name}` : config.dataDir;
  console.log(
    `To ${where}: ${summary.copied} copied and checked, ${summary.skipped} already there, ` +
      `${summary.ignored.length} ignored, ${summary.failed.length} failed.`,
  );
  for (const name of summary.ignored) console.log(`Ignored (not a stored file name): ${name}`);
  for (const name of summary.failed) console.error(`Failed (checksum differs after copying): ${name}`);
  if (summary.failed.length > 0) process.exitCode = 1;
} catch (error) {
  console.error(`media:move stopped: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  bucket.destroy();
}
