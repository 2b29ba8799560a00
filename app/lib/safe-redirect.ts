/**
 * Stands in for the site's own origin: only the path of the parsed address is kept, so any origin
 * of ours would do, and one that no visitor can type keeps every full address foreign.
 */
const ownOrigin = "http://this-site.invalid";

/**
 * A path on this site, parsed the way a browser reads a Location, or null when a browser would go
 * elsewhere. The URL parser drops tabs and newlines and takes `\` for `/`, so `/\t/evil.test` and
 * `/\evil.test` come out as another host; and since the parser's path of `/.//evil.test` (or
 * `/%2e//evil.test`, `/x/..//evil.test`) is `//evil.test`, which a browser would take for a host,
 * the path it gives back is parsed once more. What it gives back holds no character a header
 * cannot carry.
 */
export function ownPath(value: unknown): URL | null {
  if (typeof value !== "string" || !value.startsWith("/") || !URL.canParse(value, ownOrigin)) return null;
  const target = new URL(value, ownOrigin);
  if (target.origin !== ownOrigin || new URL(target.pathname, ownOrigin).origin !== ownOrigin) return null;
  return target;
}

/** Where to go after signing in: a path on this site only, never back to the sign-in page. */
export function safeReturnPath(value: string | null | undefined, fallback = "/admin"): string {
  const target = ownPath(value);
  if (!target || target.pathname.toLowerCase().startsWith("/admin/login")) return fallback;
  return `${target.pathname}${target.search}${target.hash}`;
}
