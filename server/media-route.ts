import { createHash } from "node:crypto";

import express from "express";
import type { Request, Response, NextFunction } from "express";

import type { Storage } from "#app/domain/media/storage.server.ts";

/**
 * Matched against the raw (still percent-encoded) path, so `%2f`, `%2e` and friends never become
 * separators or dots: anything outside this shape is a 404 before storage is asked.
 */
const variantPath = /^\/([a-z0-9]+(?:-[a-z0-9]+)*)\/([0-9]{1,6}\.(?:avif|webp))$/;
/** Stored names are about 30 characters; a much longer one would fail in the file system (ENAMETOOLONG). */
const longestName = 100;

function notFound(res: Response): void {
  res
    .status(404)
    .set({ "Cache-Control": "no-cache", "X-Content-Type-Options": "nosniff" })
    .type("text/plain")
    .send("Not found");
}

function etag(body: Buffer): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}

/** Serves stored variants at `/media/<name>/<width>.<avif|webp>`; they never change, so cache hard. */
export function mediaRouter(storage: Storage): express.Router {
  const router = express.Router();
  router.use("/media", async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const match = variantPath.exec(req.path);
    if (!match || match[1]!.length > longestName) return notFound(res);
    try {
      const stored = await storage.get(`${match[1]}/${match[2]}`);
      if (!stored) return notFound(res);
      res.set({
        "Content-Type": stored.contentType,
        "Cache-Control": "public, max-age=31536000, immutable",
        "X-Content-Type-Options": "nosniff",
        ETag: etag(stored.body),
      });
      // res.send answers 304 itself when If-None-Match matches the ETag set above.
      res.send(stored.body);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
