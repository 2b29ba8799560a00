import { createRequestHandler } from "@react-router/express";
import type { RequestHandler } from "express";
import { RouterContextProvider } from "react-router";

import { clientIpContext, nonceContext, servicesContext, type AppServices } from "~/context";

/**
 * The React Router half of the server. Vite bundles this file with every route module into
 * build/server/index.js; server/main.ts loads it and mounts the handler it returns.
 */
export function createPageHandler(services: AppServices): RequestHandler {
  return createRequestHandler({
    build: () => import("virtual:react-router/server-build"),
    getLoadContext(req, res) {
      const context = new RouterContextProvider();
      context.set(servicesContext, services);
      context.set(clientIpContext, req.ip ?? "");
      context.set(nonceContext, String(res.locals.cspNonce ?? ""));
      return context;
    },
  });
}
