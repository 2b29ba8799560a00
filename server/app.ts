import type { RequestHandler } from "express";
import { RouterContextProvider } from "react-router";

import { clientIpContext, nonceContext, servicesContext, type AppServices } from "~/context";

import { pageRequestHandler } from "./page-requests.ts";

/**
 * The React Router half of the server. Vite bundles this file with every route module into
 * build/server/index.js; server/main.ts loads it and mounts the handler it returns.
 */
export function createPageHandler(services: AppServices): RequestHandler {
  return pageRequestHandler(
    () => import("virtual:react-router/server-build"),
    (req, res) => {
      const context = new RouterContextProvider();
      context.set(servicesContext, services);
      context.set(clientIpContext, req.ip ?? "");
      context.set(nonceContext, String(res.locals.cspNonce ?? ""));
      return context;
    },
  );
}
