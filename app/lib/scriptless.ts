/**
 * Issue 13: a public page whose route says so in its `handle` ships no framework runtime. The
 * server renders it with React as every page, then sends no React Router scripts (the root layout
 * leaves out <Scripts/> and <ScrollRestoration/>): its behaviours are small modules of their own,
 * loaded by the components that need them. With no inline script it needs no per-response CSP
 * nonce, so its HTML is the same for every visitor and the server may cache it (server/page-cache.ts).
 *
 * Such a page is rendered from the query parameters its routes name in `query` (the page's own and
 * those of the layouts above it) and no others: server/page-requests.ts drops the rest before the
 * render and keys the page cache on what is left, so `?utm_source=…` or `?x=<random>` is the same
 * page, served from the cache, while the browser keeps its address (the visit's origin script reads
 * the campaign from there). A component or loader that reads a parameter names it here.
 */
export interface QueryHandle {
  /** The query parameters the route's loader and components read. */
  query: readonly string[];
}

export interface ScriptlessHandle extends QueryHandle {
  scriptless: true;
}

export function scriptlessPage(query: readonly string[] = []): ScriptlessHandle {
  return { scriptless: true, query };
}

export function isScriptless(handle: unknown): boolean {
  return (
    typeof handle === "object" && handle !== null && (handle as Partial<ScriptlessHandle>).scriptless === true
  );
}

/** The query parameters a route's handle names (none when it names none). */
export function queryOf(handle: unknown): readonly string[] {
  const query =
    typeof handle === "object" && handle !== null ? (handle as Partial<QueryHandle>).query : undefined;
  return Array.isArray(query) ? query : [];
}
