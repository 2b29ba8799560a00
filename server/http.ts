import { STATUS_CODES } from "node:http";
import { constants as zlib } from "node:zlib";

import compression from "compression";
import express, { type ErrorRequestHandler, type Express, type RequestHandler } from "express";
import { sql } from "kysely";
import type { Logger } from "pino";

import type { AppServices } from "#app/context.ts";
import { limitRequestBodies } from "./body-limits.ts";
import { metricsEndpoint } from "./metrics-endpoint.ts";
import type { ServerMetrics } from "./metrics.ts";
import { mediaRouter } from "./media-route.ts";
import { refuseCrossSiteWrites } from "./origin-check.ts";
import { trustsHop, type ProxyTrust } from "./proxy-trust.ts";
import type { Readiness } from "./readiness.ts";
import { refuseNulInAddress, refuseOtherMethods } from "./request-guards.ts";
import { requestLog } from "./request-log.ts";
import { securityHeaders } from "./security-headers.ts";
import { staffSignedIn } from "./staff-gate.ts";

export interface HttpOptions {
  services: AppServices;
  readiness: Readiness;
  /** TRUST_PROXY: which connections may name the client, its protocol and host. */
  trustProxy: ProxyTrust;
  development: boolean;
  /** Serves the built client files (production) or Vite's middleware (development). */
  assets: RequestHandler;
  pages: RequestHandler;
  /** The request log and metrics; /metrics answers only with METRICS_TOKEN set. */
  observe: { logger: Logger; metrics: ServerMetrics; metricsToken: string | undefined };
}

/**
 * The last word on any error a handler passes on: a short message with the status and nothing
 * else (Express's own handler would show the stack and file paths). A client's mistake (4xx: a
 * malformed path, a missing asset) is not logged; anything else is.
 */
export const answerErrors: ErrorRequestHandler = (error, req, res, _next) => {
  const given = Number((error as { status?: unknown } | null)?.status);
  const status = given >= 400 && given < 500 ? given : 500;
  if (status >= 500) console.error(`${req.method} ${req.path} failed:`, error);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.status(status).set("Cache-Control", "no-store").type("text/plain").send(STATUS_CODES[status]);
};

/** The Express application: headers, compression, health, media, assets, then pages. */
export function createHttpApp(options: HttpOptions): Express {
  const { services, readiness } = options;
  const app = express();
  app.disable("x-powered-by");
  // Only a connection from a configured proxy may name the client (rate limits depend on it): req.ip,
  // req.protocol and req.host, and the request log's id, all ask this one function.
  const trusts = trustsHop(options.trustProxy);
  app.set("trust proxy", trusts);
  app.use(securityHeaders({ development: options.development, mediaPublicUrl: services.mediaPublicUrl }));
  app.use(requestLog(options.observe.logger, options.observe.metrics, trusts));
  // While shutting down, every answer closes its connection so keep-alive clients move elsewhere.
  app.use((_req, res, next) => {
    if (readiness.draining) res.set("Connection", "close");
    next();
  });
  // A method no route takes, or a NUL in the address, is answered before anything reads it.
  app.use(refuseOtherMethods());
  app.use(refuseNulInAddress());
  // Kept public pages carry their encodings (server/page-cache.ts) and hashed assets come
  // precompressed (static-assets.ts): this compresses the rest, one compressor per answer, at a cost
  // that stays flat: brotli at quality 4 with a 256 KB window (its default 4 MB window and hash
  // tables multiplied by every answer under way took the memory), gzip at level 6.
  app.use(
    compression({
      level: 6,
      brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4, [zlib.BROTLI_PARAM_LGWIN]: 18 } },
    }),
  );

  app.get("/healthz", async (_req, res) => {
    try {
      await sql`select 1`.execute(services.db);
      res.set("Cache-Control", "no-store").json({ status: "ok" });
    } catch (error) {
      console.error(`Health check failed: ${error instanceof Error ? error.message : String(error)}`);
      res.status(503).set("Cache-Control", "no-store").json({ status: "unavailable" });
    }
  });
  app.get("/readyz", async (_req, res) => {
    const { ready, problems } = await readiness.check();
    res
      .status(ready ? 200 : 503)
      .set("Cache-Control", "no-store")
      .json(ready ? { status: "ready" } : { status: "not ready", problems });
  });
  app.get("/metrics", metricsEndpoint(options.observe.metrics, options.observe.metricsToken));
  app.use(mediaRouter(services.storage));
  app.use(refuseCrossSiteWrites(services.siteUrl));
  app.use(limitRequestBodies({ signedIn: staffSignedIn(services.auth) }));
  // The one client address pages and sign-in see; a client cannot set it (TRUST_PROXY decides req.ip).
  app.use((req, _res, next) => {
    req.headers["x-client-ip"] = req.ip ?? "";
    next();
  });
  app.use(options.assets);
  // Mounted without a path pattern, so Express never decodes the path: React Router matches it.
  app.use(options.pages);
  app.use(answerErrors);
  return app;
}
