import { readdirSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";

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

/** The files of the build's client folder outside assets/, as request paths ("/favicon.svg"). */
function publicFiles(clientDir: string): Set<string> {
  try {
    return new Set(
      readdirSync(clientDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => relative(clientDir, join(entry.parentPath, entry.name)).split(sep).join("/"))
        .filter((file) => !file.startsWith("assets/"))
        .map((file) => encodeURI(`/${file}`)),
    );
  } catch {
    return new Set();
  }
}

export function staticAssets(clientDir: string): Router {
  const router = express.Router();
  const assetsDir = join(clientDir, "assets");
  router.use("/assets", precompressed(assetsDir));
  router.use(
    "/assets",
    express.static(assetsDir, { immutable: true, maxAge: yearInSeconds * 1000, fallthrough: false }),
  );
  // The few files of public/ (favicon, logo), listed once: the build does not change while the
  // server runs, and looking each page's path up on the disk first cost a stat per page request.
  const files = publicFiles(clientDir);
  const serveFile = express.static(clientDir, { maxAge: "1h" });
  router.use((req, res, next) => (files.has(req.path) ? serveFile(req, res, next) : next()));
  return router;
}
