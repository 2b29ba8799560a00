import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";

import type { RouteConfigEntry } from "@react-router/dev/routes";

import routes from "#app/routes.ts";

/**
 * Every URL of the site, read from the route table itself (app/routes.ts): a route added there
 * later is probed by the tests that use this without anyone remembering to list it.
 */
export const appDir = join(import.meta.dirname, "..", "..", "app");

export interface RouteFacts {
  /** As written in the route table, e.g. /admin/blogs/:id/preview. */
  pattern: string;
  /** A concrete address for it. */
  url: string;
  id: string;
  isPage: boolean;
  hasLoader: boolean;
  hasAction: boolean;
  index: boolean;
}

export function moduleFacts(file: string) {
  const source = readFileSync(join(appDir, file), "utf8");
  const exported = (name: string) =>
    new RegExp(`export\\s+(async\\s+)?function\\s+${name}\\b|export\\s+const\\s+${name}\\b`).test(source);
  return {
    id: file.replace(/\.[jt]sx?$/, ""),
    isPage: /export\s+default\b/.test(source),
    hasLoader: exported("loader"),
    hasAction: exported("action"),
  };
}

/**
 * A concrete address for `pattern`: each `:param` (optional ones too) as `valueOf` names it, and
 * `*` a page that does not exist.
 */
export function addressOf(pattern: string, valueOf: (param: string) => string): string {
  const segments = pattern.split("/").map((segment) => {
    if (segment === "*") return `no-such-page-${randomUUID().slice(0, 8)}`;
    return segment.startsWith(":") ? valueOf(segment.slice(1).replace(/\?$/, "")) : segment;
  });
  return segments.join("/") || "/";
}

/**
 * A path as probed: an optional static segment (the public pages' `ta?`, issue "Tamil and
 * English") is left out, so a page is probed at its English address, which runs the same module.
 */
function probedPath(path: string | undefined): string | undefined {
  return path
    ?.split("/")
    .filter((segment) => !(segment.endsWith("?") && !segment.startsWith(":")))
    .join("/");
}

/** The routes under `entries` (and their children), their patterns starting at `parent`. */
export function collectRoutes(entries: RouteConfigEntry[], parent: string): RouteFacts[] {
  return entries.flatMap((entry) => {
    const path = probedPath(entry.path);
    const pattern = entry.index ? parent || "/" : [parent, path].filter(Boolean).join("/");
    const own: RouteFacts = {
      pattern,
      url: addressOf(pattern, () => randomUUID()),
      index: Boolean(entry.index),
      ...moduleFacts(entry.file),
    };
    return [own, ...collectRoutes(entry.children ?? [], pattern)];
  });
}

/** Every route of the site, layouts included, with the leading slash. */
export const allRoutes: RouteFacts[] = collectRoutes(routes, "").map((route) => ({
  ...route,
  pattern: route.pattern.startsWith("/") ? route.pattern : `/${route.pattern}`,
  url: route.url.startsWith("/") ? route.url : `/${route.url}`,
}));
