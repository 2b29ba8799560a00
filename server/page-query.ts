import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

import { isScriptless, queryOf } from "#app/lib/scriptless.ts";

type PageRoute = RouteObject & { handle: unknown };

/** The build's flat route manifest as the tree `matchRoutes` reads. */
function routeTree(build: ServerBuild): PageRoute[] {
  const children = new Map<string | undefined, PageRoute[]>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const siblings = children.get(route.parentId) ?? [];
    siblings.push({
      id: route.id,
      path: route.path,
      caseSensitive: route.caseSensitive,
      handle: route.module.handle,
      ...(route.index ? { index: true } : {}),
    } as PageRoute);
    children.set(route.parentId, siblings);
  }
  const attach = (routes: PageRoute[]): PageRoute[] =>
    routes.map((route) =>
      route.index ? route : ({ ...route, children: attach(children.get(route.id) ?? []) } as PageRoute),
    );
  return attach(children.get(undefined) ?? []);
}

/** React Router's own requests: a route's data (`.data`) and the route manifest, whose query is theirs. */
function isFrameworkRequest(url: URL): boolean {
  return url.pathname.endsWith(".data") || url.pathname === "/__manifest";
}

/**
 * For a page without the framework runtime, the address it is rendered from: the path and only the
 * query parameters its routes read (app/lib/scriptless.ts), in the order given; null for any other
 * route (the back office, resource routes) and for React Router's own requests, whose address is
 * left as it is.
 */
export function pageAddresses(build: ServerBuild): (url: URL) => URL | null {
  const tree = routeTree(build);
  return (url) => {
    if (isFrameworkRequest(url)) return null;
    const matches = matchRoutes(tree, url.pathname, build.basename);
    if (!matches || !isScriptless(matches.at(-1)?.route.handle)) return null;
    const read = new Set(matches.flatMap((match) => queryOf(match.route.handle)));
    // Each kept parameter as it was written, so the page sees the very same values.
    const kept = url.search
      .slice(1)
      .split("&")
      .filter((pair) => read.has(new URLSearchParams(pair).keys().next().value ?? ""));
    const clean = new URL(url);
    clean.search = kept.join("&");
    return clean;
  };
}
