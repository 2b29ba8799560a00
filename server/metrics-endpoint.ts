import { createHash, timingSafeEqual } from "node:crypto";

import type { RequestHandler } from "express";

import type { ServerMetrics } from "./metrics.ts";

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * `GET /metrics` for Prometheus: 404 unless METRICS_TOKEN is set, then 401 without
 * `Authorization: Bearer <token>` (compared in constant time). Never cached.
 */
export function metricsEndpoint(metrics: ServerMetrics, token: string | undefined): RequestHandler {
  const expected = token === undefined ? undefined : digest(`Bearer ${token}`);
  return async (req, res, next) => {
    if (!expected) {
      next();
      return;
    }
    res.set("Cache-Control", "no-store");
    if (!timingSafeEqual(digest(req.get("authorization") ?? ""), expected)) {
      res.status(401).set("WWW-Authenticate", "Bearer").type("text/plain").send("Unauthorized");
      return;
    }
    try {
      const { contentType, body } = await metrics.scrape();
      res.type(contentType).send(body);
    } catch (error) {
      next(error);
    }
  };
}
