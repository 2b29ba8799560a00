import type { RequestHandler } from "express";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Every state-changing request must come from our own pages: a browser sends Origin (and
 * Sec-Fetch-Site) with a form post, so a post from another site is refused before any action
 * runs. Our own origin is the address the request was made to, or SITE_URL behind a proxy.
 */
export function refuseCrossSiteWrites(siteUrl: string): RequestHandler {
  const siteOrigin = new URL(siteUrl).origin;
  return (req, res, next) => {
    if (safeMethods.has(req.method)) return next();
    const origin = req.get("origin");
    const ours =
      origin === undefined ||
      origin === siteOrigin ||
      (URL.canParse(origin) && new URL(origin).host === req.get("host"));
    if (!ours || req.get("sec-fetch-site") === "cross-site") {
      res.status(403).type("text/plain").send("Cross-site request refused.");
      return;
    }
    next();
  };
}
