import type { MiddlewareFunction } from "react-router";

import { isDatabaseUnavailable } from "./availability.server.ts";

/** Seconds a visitor (or a crawler) is asked to wait while the database is away. */
const retryAfterSeconds = 5;

/**
 * Requests whose data could not be read because the database is away. `noteError` (called by
 * handleError, which sees the original error) records them; by the time the answer is made,
 * production mode has replaced the error with a generic one.
 */
const databaseAway = new WeakSet<Request>();

/** Records `request` when `error` means the database is away; answers whether it did. */
export function noteDatabaseAway(request: Request, error: unknown): boolean {
  if (!isDatabaseUnavailable(error)) return false;
  databaseAway.add(request);
  return true;
}

export function wasDatabaseAway(request: Request): boolean {
  return databaseAway.has(request);
}

/** The answer while the database is away: 503, asking to come back shortly, never kept by a cache. */
export function markUnavailable(headers: Headers): void {
  headers.set("Retry-After", String(retryAfterSeconds));
  headers.set("Cache-Control", "no-store");
}

/**
 * Resource routes (the brochure download, the leads CSV) answer without the document renderer,
 * so React Router's generic 500 would reach the visitor during an outage: it becomes the same
 * 503 as a page, in plain text.
 */
export const outageMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const response = await next();
  if (response.status !== 500 || !wasDatabaseAway(request)) return response;
  const headers = new Headers({ "Content-Type": "text/plain; charset=utf-8" });
  markUnavailable(headers);
  return new Response("The site is busy for a moment. Please try again in a moment.\n", {
    status: 503,
    headers,
  });
};
