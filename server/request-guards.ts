import type { Server } from "node:http";

import type { RequestHandler } from "express";

/** Every method the site answers: pages, files and data are read with GET and HEAD, and every form posts. */
export const allowedMethods = ["GET", "HEAD", "POST"] as const;
const allowHeader = allowedMethods.join(", ");
const allowed = new Set<string>(allowedMethods);

/**
 * Any other method is answered here, before a route sees it: OPTIONS with the list (204), the
 * rest with 405 and the same list in `Allow`. No route takes PUT, PATCH or DELETE, yet React
 * Router would run a form's action for them; and the Fetch API that pages are handed to cannot
 * carry TRACE at all (it threw, a 500).
 */
export function refuseOtherMethods(): RequestHandler {
  return (req, res, next) => {
    if (allowed.has(req.method)) return next();
    res.set({ Allow: allowHeader, "Cache-Control": "no-store" });
    if (req.method === "OPTIONS") res.status(204).end();
    else res.status(405).type("text/plain").send("Method not allowed.");
  };
}

/**
 * A NUL (%00) in the path or the query is refused with 400 before anything reads it: no address
 * of the site holds one, and PostgreSQL text cannot (a filter, a search or a slug with one failed
 * the query: a 500). Form values are cleaned where forms are read (app/lib/read-form.ts).
 */
export function refuseNulInAddress(): RequestHandler {
  return (req, res, next) => {
    if (!req.originalUrl.includes("%00")) return next();
    res
      .status(400)
      .set("Cache-Control", "no-store")
      .type("text/plain")
      .send("Bad request: the address holds a NUL character (%00).");
  };
}

/**
 * CONNECT never reaches Express: Node hands it to the server's `connect` listeners and, without
 * one, closes the connection unanswered. It gets the same 405 as any other method here.
 */
export function refuseConnect(server: Server): void {
  server.on("connect", (_req, socket) => {
    socket.end(
      "HTTP/1.1 405 Method Not Allowed\r\n" +
        `Allow: ${allowHeader}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
    );
  });
}
