/**
 * Stands in for the site's own origin: only the path of the parsed address is kept, so any origin
 * of ours would do, and one that no visitor can type keeps every full address foreign.
 */
const ownOrigin = "http://this-site.invalid";

/**
 * Where to go after signing in: a path on this site only, never back to the sign-in page. The
 * value is read the way a browser reads a Location, by the URL parser: it drops tabs and newlines
 * and takes `\` for `/`, so `/\t/evil.test` and `/\evil.test` come out as another host and are
 * refused. The answer is the parser's own path, which holds no character a header cannot carry.
 */
export function safeReturnPath(value: string | null | undefined, fallback = "/admin"): string {
  if (!value?.startsWith("/") || !URL.canParse(value, ownOrigin)) return fallback;
  const target = new URL(value, ownOrigin);
  const path = `${target.pathname}${target.search}${target.hash}`;
  // `/.//evil.test` parses to the path `//evil.test`, which a browser would take for a host.
  if (target.origin !== ownOrigin || new URL(path, ownOrigin).origin !== ownOrigin) return fallback;
  return target.pathname.toLowerCase().startsWith("/admin/login") ? fallback : path;
}
