import type { RequestHandler, Response } from "express";

const KB = 1024;
const MB = 1024 * KB;

/**
 * Public forms, sign-in, reset and setup, and any address not listed below: a 2,000-character
 * message in Tamil script, URL-encoded, is about 18 KB.
 */
export const formBodyLimit = 32 * KB;
/** Back-office forms without files (settings, staff, leads, notes). */
export const adminFormBodyLimit = 1 * MB;

/**
 * Routes that take files. Each refuses a smaller body itself, with a message naming its limit
 * (15 MB an image, 120 MB a project form): these ceilings sit above those so that message is the
 * one staff see, while no body of any size is ever read into memory.
 */
export const fileBodyLimits: Readonly<Record<string, number>> = {
  "/admin/uploads": 24 * MB,
  "/admin/projects": 128 * MB,
  "/admin/blogs": 128 * MB,
};

/** Admin addresses that anyone may post to, so they get the public forms' limit. */
const openAdminForms = new Set(["/admin/login", "/admin/logout", "/admin/reset-password", "/admin/setup"]);

/**
 * The most a request to `path` may send. Only the exact addresses get more than the forms' limit
 * (a data request `.data` is its page's), so another spelling of a path can only get less.
 */
export function bodyLimit(path: string): number {
  const route = path
    .toLowerCase()
    .replace(/\.data$/, "")
    .replace(/\/+$/, "");
  const file = fileBodyLimits[route];
  if (file !== undefined) return file;
  if (route.startsWith("/admin/") && !openAdminForms.has(route)) return adminFormBodyLimit;
  return formBodyLimit;
}

function describe(bytes: number): string {
  return bytes >= MB ? `${bytes / MB} MB` : `${bytes / KB} KB`;
}

function refuse(res: Response, limit: number): void {
  // Closing the connection is what spares us reading the rest of the body.
  res
    .status(413)
    .set({ Connection: "close", "Cache-Control": "no-store" })
    .type("text/plain")
    .send(`Request too large: at most ${describe(limit)} can be sent here.`);
}

/**
 * Caps every request body before anything reads it. A declared Content-Length over the limit is
 * refused unread; a body without one (chunked) is read here, counting, and refused as soon as it
 * passes the limit, else kept whole in `req.body` for the page handler (server/page-requests.ts).
 */
export function limitRequestBodies(limitFor: (path: string) => number = bodyLimit): RequestHandler {
  return (req, res, next) => {
    const limit = limitFor(req.path);
    const declared = req.get("content-length");
    if (declared !== undefined) {
      if (Number(declared) > limit) return refuse(res, limit);
      return next();
    }
    if (req.get("transfer-encoding") === undefined) return next();
    const chunks: Buffer[] = [];
    let received = 0;
    const collect = (chunk: Buffer) => {
      received += chunk.byteLength;
      if (received > limit) {
        req.off("data", collect);
        req.pause();
        refuse(res, limit);
        return;
      }
      chunks.push(chunk);
    };
    req.on("data", collect);
    req.on("end", () => {
      if (res.headersSent) return;
      req.body = Buffer.concat(chunks);
      next();
    });
    // A client that goes away mid-body has nobody left to answer.
    req.on("error", () => undefined);
  };
}
