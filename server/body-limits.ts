import { Readable, Transform } from "node:stream";

import type { Request, RequestHandler, Response } from "express";

const KB = 1024;
const MB = 1024 * KB;

/**
 * Public forms, sign-in, reset and setup, and any address not listed below: a 2,000-character
 * message in Tamil script, URL-encoded, is about 18 KB.
 */
export const formBodyLimit = 32 * KB;
/** Back-office forms without files (settings, staff, leads, notes). */
export const adminFormBodyLimit = 1 * MB;
/** The ad platforms' lead webhooks (/hooks/…): one lead's JSON, or a delivery of a few ids. */
export const hookBodyLimit = 64 * KB;

/**
 * Routes that take files, by their pattern in app/routes.ts. Each refuses a smaller body itself,
 * with a message naming its limit (15 MB an image, 2 MB an SVG plan or a leads CSV, 20 MB a booking's document, 120 MB a project form): these
 * ceilings sit above those so that message is the one staff see, while no body of any size is ever
 * read into memory.
 */
export const fileBodyLimits: Readonly<Record<string, number>> = {
  "/admin/uploads": 24 * MB,
  "/admin/projects": 128 * MB,
  "/admin/blogs": 128 * MB,
  // A layout plan: an SVG (2 MB) or a picture of the plan, taken as an image upload is.
  "/admin/projects/:id/layout": 24 * MB,
  // A leads CSV (2 MB), posted back URL-encoded with the preview's mapping (up to three times as long).
  "/admin/leads/import": 8 * MB,
  // A booking's document: a PDF of up to 20 MB, as a brochure.
  "/admin/bookings/:id/documents/:kind": 24 * MB,
};

const fileRoutes = Object.entries(fileBodyLimits).map(([route, limit]) => ({
  pattern: new RegExp(`^${route.replace(/:\w+/g, "[^/]+")}$`),
  limit,
}));

/** Admin addresses that anyone may post to, so they get the public forms' limit. */
const openAdminForms = new Set([
  "/admin/login",
  "/admin/login/two-factor",
  "/admin/logout",
  "/admin/reset-password",
  "/admin/setup",
]);

/**
 * The most a request to `path` may send. Only the exact addresses get more than the forms' limit
 * (a data request `.data` is its page's), so another spelling of a path can only get less.
 */
export function bodyLimit(path: string): number {
  const route = path
    .toLowerCase()
    .replace(/\.data$/, "")
    .replace(/\/+$/, "");
  const file = fileRoutes.find(({ pattern }) => pattern.test(route));
  if (file) return file.limit;
  if (route.startsWith("/hooks/")) return hookBodyLimit;
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
 * The body a request goes on with when server/body-limits.ts had to stand between (the page
 * handler, server/page-requests.ts, reads it instead of the request itself).
 */
export function cappedBody(res: Response): Readable | undefined {
  return (res.locals as { cappedBody?: Readable }).cappedBody;
}

/**
 * A chunked body (no Content-Length) passed on as it arrives, counted: past `limit` the request
 * is answered 413 and the stream fails, so whoever reads it stops; nothing is held in memory here.
 */
function countedBody(req: Request, res: Response, limit: number): Readable {
  let received = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.byteLength;
      if (received <= limit) return done(null, chunk);
      req.unpipe(counted);
      req.pause();
      refuse(res, limit);
      done(new Error(`The request body passed its limit of ${describe(limit)}.`));
    },
  });
  // A client that goes away mid-body ends the stream for its reader.
  req.on("error", (error) => counted.destroy(error));
  // Its reader learns of a failure through the stream; a body nobody reads must not throw it.
  counted.on("error", () => undefined);
  return req.pipe(counted);
}

/** The lead webhooks: their 64 KB come from Google's and Meta's servers, which hold no session. */
function isHook(path: string): boolean {
  return path.toLowerCase().startsWith("/hooks/");
}

export interface BodyGate {
  /** Whether the request carries the session of an active staff member (read from its headers). */
  signedIn(req: Request, res: Response): Promise<boolean>;
  limitFor?: (path: string) => number;
}

/**
 * Caps every request body before anything reads it. A declared Content-Length over the limit is
 * refused unread; a chunked body is counted as it is read and refused as soon as it passes.
 *
 * Only a signed-in staff member may send more than a public form's few kilobytes (the lead
 * webhooks aside): for the addresses that allow more (the back office), the session is looked up
 * before a byte of the body is read, and without one the request goes on with an empty body (the route's guard answers 401,
 * the sign-in screen) and its connection closes after the answer, so the body is never read.
 */
export function limitRequestBodies({ signedIn, limitFor = bodyLimit }: BodyGate): RequestHandler {
  return async (req, res, next) => {
    const declared = req.get("content-length");
    const chunked = declared === undefined && req.get("transfer-encoding") !== undefined;
    if (!chunked && Number(declared ?? 0) === 0) return next();
    const limit = limitFor(req.path);
    if (Number(declared) > limit) return refuse(res, limit);
    if (limit > formBodyLimit && !isHook(req.path) && !(await signedIn(req, res))) {
      res.set("Connection", "close");
      res.locals.cappedBody = Readable.from([]);
      return next();
    }
    if (chunked) res.locals.cappedBody = countedBody(req, res, limit);
    next();
  };
}
