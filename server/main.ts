import "./node-env.ts";

import { join } from "node:path";
import { pathToFileURL } from "node:url";

import type { RequestHandler } from "express";

import { Bucket } from "#app/domain/media/s3-storage.server.ts";
import { issueSetupToken } from "#app/domain/staff/setup-token.server.ts";
import { countActiveStaff } from "#app/domain/staff/staff.server.ts";
import type { AppServices } from "#app/context.ts";
import { migrateToLatest, openDatabase } from "#app/db/database.server.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { DiskSpace, watchDatabaseWrites } from "./disk-space.ts";
import { createHttpApp } from "./http.ts";
import { logConsoleAsJson } from "./console-log.ts";
import { createLogger } from "./logger.ts";
import { createMetrics } from "./metrics.ts";
import { startServices } from "./services.ts";
import { probeDataFolder, Readiness } from "./readiness.ts";
import { refuseConnect } from "./request-guards.ts";
import { staticAssets } from "./static-assets.ts";

const root = join(import.meta.dirname, "..");
const buildDir = join(root, process.env.BUILD_DIR ?? "build");
export const serverBuildFile = join(buildDir, "server", "index.js");
const shutdownGraceMs = 8_000;
/** A bucket slower than this to answer /readyz's check counts as unreachable. */
const bucketCheckMs = 2_000;

type PageHandlerModule = {
  createPageHandler(
    services: AppServices,
    options: { pageCacheBytes: number; buildDir: string | null },
  ): RequestHandler;
};

async function pagesAndAssets(services: AppServices, development: boolean, pageCacheBytes: number) {
  if (!development) {
    const build = (await import(pathToFileURL(serverBuildFile).href)) as PageHandlerModule;
    return {
      pages: build.createPageHandler(services, { pageCacheBytes, buildDir }),
      assets: staticAssets(join(buildDir, "client")),
    };
  }
  const vite = await import("vite");
  const devServer = await vite.createServer({ root, server: { middlewareMode: true } });
  const pages: RequestHandler = async (req, res, next) => {
    try {
      const mod = (await devServer.ssrLoadModule("./server/app.ts")) as PageHandlerModule;
      // Every request renders afresh while the sources change under it.
      await mod.createPageHandler(services, { pageCacheBytes: 0, buildDir: null })(req, res, next);
    } catch (error) {
      if (error instanceof Error) devServer.ssrFixStacktrace(error);
      next(error);
    }
  };
  return { pages, assets: devServer.middlewares, close: () => devServer.close() };
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** Starts the site: config, database (migrated), media store, HTTP server, graceful shutdown. */
export async function startServer({ development }: { development: boolean }): Promise<void> {
  let config;
  try {
    config = loadConfig({ NODE_ENV: development ? "development" : "production", ...process.env });
  } catch (error) {
    fail(error instanceof ConfigError ? error.message : String(error));
  }

  const disk = new DiskSpace();
  const db = openDatabase(config.database, { log: watchDatabaseWrites(disk) });
  try {
    const applied = await migrateToLatest(db);
    if (applied.length > 0) console.log(`Applied migrations: ${applied.join(", ")}`);
  } catch (error) {
    await db.destroy().catch(() => undefined);
    fail(error instanceof Error ? error.message : String(error));
  }

  const logger = createLogger(config.logLevel);
  logConsoleAsJson(logger);
  const metrics = createMetrics(db);
  const { services, jobs } = startServices(config, db, disk, metrics.app, {
    info: (message) => logger.info(message),
    error: (message) => logger.error(message),
  });
  if ((await countActiveStaff(db)) === 0) {
    const token = await issueSetupToken(db);
    // A warning, so that it shows whatever LOG_LEVEL says: without it nobody can sign in.
    console.warn(
      `No staff account yet. Create the first administrator (link valid 24 hours, once): ${config.siteUrl}/admin/setup?token=${token}`,
    );
  }
  const { pages, assets, close } = await pagesAndAssets(services, development, config.pageCacheBytes);
  const bucket = config.storage.kind === "s3" ? new Bucket(config.storage) : null;
  const readiness = new Readiness({
    db,
    disk,
    probe: () => probeDataFolder(config.dataDir),
    ...(bucket ? { storage: () => bucket.reachable(bucketCheckMs) } : {}),
  });
  const app = createHttpApp({
    services,
    readiness,
    trustProxy: config.trustProxy,
    development,
    pages,
    assets,
    observe: { logger, metrics, metricsToken: config.metricsToken },
  });

  const server = app.listen(config.port, config.host, (error) => {
    if (error) {
      const code = (error as NodeJS.ErrnoException).code;
      fail(
        code === "EADDRINUSE"
          ? `Port ${config.port} is already in use: stop the other server or set PORT to a free port.`
          : `Cannot listen on ${config.host}:${config.port}: ${error.message}`,
      );
    }
    const where = config.database.kind === "sqlite" ? config.database.file : "PostgreSQL";
    console.log(`Serving http://localhost:${config.port} (${process.env.NODE_ENV} mode, database: ${where})`);
  });
  refuseConnect(server);

  let stopped = false;
  let drainTimer: NodeJS.Timeout | undefined;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    clearTimeout(drainTimer);
    // Requests in flight finish; idle keep-alive sockets close now, stragglers after the grace time.
    const force = setTimeout(() => server.closeAllConnections(), shutdownGraceMs);
    force.unref();
    server.close(async () => {
      await close?.();
      await jobs.stop();
      await db.destroy();
      console.log("Stopped.");
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  /**
   * SIGTERM (an orchestrator or load balancer taking this instance out): not ready at once, still
   * serving everyone for the drain period while traffic moves elsewhere, then no new connections
   * and the requests in flight finished. SIGINT (Ctrl-C), or a second signal, skips the drain.
   */
  const shutdown = (signal: string) => {
    if (readiness.draining) return stop();
    readiness.drain();
    const drainMs = signal === "SIGTERM" ? config.shutdownDrainMs : 0;
    console.log(
      drainMs > 0
        ? `${signal} received: not ready; serving ${drainMs / 1000} s more, then finishing requests in flight.`
        : `${signal} received: finishing requests in flight, then closing.`,
    );
    drainTimer = setTimeout(stop, drainMs);
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

if (import.meta.main) {
  await startServer({ development: process.argv.includes("--dev") });
}
