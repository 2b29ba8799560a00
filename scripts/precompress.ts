import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** After `react-router build`: writes .br and .gz beside each hashed text asset for the server. */
const assetsDir = join(import.meta.dirname, "..", process.env.BUILD_DIR ?? "build", "client", "assets");
const compressible = /\.(js|css|svg|json|txt|map)$/;
let count = 0;
for (const file of readdirSync(assetsDir, { recursive: true, encoding: "utf8" })) {
  if (!compressible.test(file)) continue;
  const path = join(assetsDir, file);
  const body = readFileSync(path);
  writeFileSync(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
  count++;
}
console.log(`Precompressed ${count} assets (brotli and gzip).`);
