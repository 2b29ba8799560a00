import { readdirSync } from "node:fs";
import { extname, join } from "node:path";

import express, { type RequestHandler, type Router } from "express";

const yearInSeconds = 31_536_000;

function precompressedFiles(dir: string): Set<string> {
  try {
    return new Set(
      readdirSync(dir, { recursive: true, encoding: "utf8" }).filter(
        (f) => f.endsWith(".br") || f.endsWith(".gz"),
      ),
    );
  } catch {
    return new Set();
  }
}

/**
 * Serves the hashed build assets (immutable for a year), preferring the brotli or gzip file that
 * `npm run build` wrote beside each one, so no CPU is spent compressing them per request.
 */
function precompressed(assetsDir: string): RequestHandler {
  const available = precompressedFiles(assetsDir);
  return (req, res, next) => {
    const accepted = String(req.headers["accept-encoding"] ?? "");
    const file = req.path.replace(/^\/+/, "");
    const encoding = [
      { token: "br", suffix: ".br" },
      { token: "gzip", suffix: ".gz" },
    ].find((e) => accepted.includes(e.token) && available.has(file + e.suffix));
    if (!encoding) return next();
    res.vary("Accept-Encoding");
    res.setHeader("Content-Encoding", encoding.token);
    res.type(extname(file));
    res.sendFile(join(assetsDir, file + encoding.suffix), {
      maxAge: yearInSeconds * 1000,
      immutable: true,
    });
  };
}

export function staticAssets(clientDir: string): Router {
  const router = express.Router();
  const assetsDir = join(clientDir, "assets");
  router.use("/assets", precompressed(assetsDir));
  router.use(
    "/assets",
    express.static(assetsDir, { immutable: true, maxAge: yearInSeconds * 1000, fallthrough: false }),
  );
  router.use(express.static(clientDir, { maxAge: "1h" }));
  return router;
}
