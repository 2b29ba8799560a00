import { randomBytes } from "node:crypto";

import type { RequestHandler } from "express";

/**
 * Security headers for every response. Scripts run only from our origin or with this response's
 * nonce (React Router's inline hydration scripts carry it); pages cannot be framed elsewhere. A
 * page without the framework runtime (app/lib/scriptless.ts) is sent with `res.locals.scriptlessCsp`
 * instead: the same policy with scripts from our origin only, so the header, like the page, is the
 * same for every visitor.
 */
export function securityHeaders(options: {
  development: boolean;
  /** Where pages load images from besides this site (MEDIA_PUBLIC_URL). */
  mediaPublicUrl?: string | undefined;
}): RequestHandler {
  const imageSources = options.mediaPublicUrl ? ` ${new URL(options.mediaPublicUrl).origin}` : "";
  const policy = (nonce: string | null) =>
    [
      "default-src 'self'",
      `script-src 'self'${nonce ? ` 'nonce-${nonce}'` : ""}${options.development ? " 'unsafe-eval'" : ""}`,
      "style-src 'self' 'unsafe-inline'",
      `img-src 'self' data: blob:${imageSources}`,
      "font-src 'self'",
      `connect-src 'self'${options.development ? " ws: wss:" : ""}`,
      "frame-src https://www.openstreetmap.org",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join("; ");
  const scriptlessPolicy = policy(null);
  return (req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.locals.scriptlessCsp = scriptlessPolicy;
    res.setHeader("Content-Security-Policy", policy(nonce));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}
