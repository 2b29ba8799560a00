import compression from "compression";
import express, { type Express, type RequestHandler } from "express";
import { sql } from "kysely";

import type { AppServices } from "../app/context.ts";
import { mediaRouter } from "./media-route.ts";
import { refuseCrossSiteWrites } from "./origin-check.ts";
import { securityHeaders } from "./security-headers.ts";

export interface HttpOptions {
  services: AppServices;
  trustProxy: boolean;
  development: boolean;
  /** Serves the built client files (production) or Vite's middleware (development). */
  assets: RequestHandler;
  pages: RequestHandler;
}

/** The Express application: headers, compression, health, media, assets, then pages. */
export function createHttpApp(options: HttpOptions): Express {
  const { services } = options;
  const app = express();
  app.disable("x-powered-by");
  // Only behind a configured proxy may X-Forwarded-For name the client (rate limits depend on it).
  app.set("trust proxy", options.trustProxy ? 1 : false);
  app.use(securityHeaders({ development: options.development }));
  // Cheap gzip for dynamic HTML; hashed assets come precompressed (see static-assets.ts).
  app.use(compression({ level: 6 }));

  app.get("/healthz", async (_req, res) => {
    try {
      await sql`select 1`.execute(services.db);
      res.set("Cache-Control", "no-store").json({ status: "ok" });
    } catch (error) {
      console.error(`Health check failed: ${error instanceof Error ? error.message : String(error)}`);
      res.status(503).set("Cache-Control", "no-store").json({ status: "unavailable" });
    }
  });
  app.use(mediaRouter(services.storage));
  app.use(refuseCrossSiteWrites(services.siteUrl));
  // The one client address pages and sign-in see; a client cannot set it (TRUST_PROXY decides req.ip).
  app.use((req, _res, next) => {
    req.headers["x-client-ip"] = req.ip ?? "";
    next();
  });
  app.use(options.assets);
  app.all("/{*splat}", options.pages);
  return app;
}
