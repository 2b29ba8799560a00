import type { Request, RequestHandler } from "express";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/** Whether a full address (an Origin, or a Referer) is on our site. */
function isOurs(address: string, siteOrigin: string, req: Request): boolean {
  if (!URL.canParse(address)) return false;
  const { origin, host } = new URL(address);
  return origin === siteOrigin || host === req.get("host")?.toLowerCase();
}

/**
 * Every state-changing request must come from our own pages: a browser sends Origin (and
 * Sec-Fetch-Site) with a form post, so a post from another site is refused before any action
 * runs. Our own origin is the address the request was made to, or SITE_URL behind a proxy. A
 * request without Origin is judged by its Referer when it has one (a browser or proxy that strips
 * Origin still names the page that posted); one with neither is not a browser's form post.
 */
export function refuseCrossSiteWrites(siteUrl: string): RequestHandler {
  const siteOrigin = new URL(siteUrl).origin;
  return (req, res, next) => {
    if (safeMethods.has(req.method)) return next();
    const from = req.get("origin") ?? req.get("referer");
    const ours = from === undefined || isOurs(from, siteOrigin, req);
    if (!ours || req.get("sec-fetch-site") === "cross-site") {
      res.status(403).type("text/plain").send("Cross-site request refused.");
      return;
    }
    next();
  };
}
