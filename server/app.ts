import { join } from "node:path";

import type { RequestHandler } from "express";
import { RouterContextProvider } from "react-router";

import { readContentVersion } from "#app/db/content-version.server.ts";
import {
  clientIpContext,
  nonceContext,
  pageFactsContext,
  servicesContext,
  type AppServices,
} from "#app/context.ts";

import { staffLookupContext } from "#app/domain/staff/session.server.ts";

import { PageCache } from "./page-cache.ts";
import { pageRequestHandler } from "./page-requests.ts";
import { earlyStaffLookup } from "./staff-gate.ts";
import { UsedCss } from "./used-css.ts";

/** How long a cached page may be served at most, for what changes with the clock alone. */
const pageCacheTtlMs = 60_000;

/**
 * The React Router half of the server. Vite bundles this file with every route module into
 * build/server/index.js; server/main.ts loads it and mounts the handler it returns.
 */
export function createPageHandler(
  services: AppServices,
  { pageCacheBytes, buildDir }: { pageCacheBytes: number; buildDir: string | null },
): RequestHandler {
  return pageRequestHandler(
    () => import("virtual:react-router/server-build"),
    (req, res) => {
      const context = new RouterContextProvider();
      const facts = { scriptless: false };
      context.set(servicesContext, services);
      context.set(clientIpContext, req.ip ?? "");
      context.set(nonceContext, String(res.locals.cspNonce ?? ""));
      context.set(pageFactsContext, facts);
      context.set(staffLookupContext, earlyStaffLookup(res));
      return { context, facts };
    },
    {
      caching: {
        cache: new PageCache({ maxBytes: pageCacheBytes, ttlMs: pageCacheTtlMs }),
        contentVersion: () => readContentVersion(services.db),
        count: (result) => services.metrics.pageCache(result),
      },
      ...(buildDir === null
        ? {}
        : {
            usedCss: new UsedCss(join(buildDir, "client"), join(buildDir, "server", "stylesheet-rules.json")),
          }),
    },
  );
}
