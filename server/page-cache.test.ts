import type { Request as ExpressRequest } from "express";
import { describe, expect, it } from "vitest";

import { etagMatches, isAnonymousRead, PageCache, pageEtag, type RenderedPage } from "./page-cache.ts";

function page(body: string, headers: [string, string][] = []): RenderedPage {
  const bytes = Buffer.from(body);
  return { status: 200, headers, body: bytes, etag: pageEtag(bytes) };
}

const request = (method: string, cookie?: string) =>
  ({ method, headers: cookie ? { cookie } : {} }) as unknown as ExpressRequest;

describe("the rendered-page cache", () => {
  it("keys a page by its address and the content version", () => {
    const cache = new PageCache({ maxBytes: 1 << 20, ttlMs: 60_000 });
    const about = new URL("http://example.in/about?x=1");
    cache.set(PageCache.key(7, about), page("<p>seven</p>"));
    expect(cache.get(PageCache.key(7, about))?.body.toString()).toBe("<p>seven</p>");
    expect(cache.get(PageCache.key(8, about))).toBeUndefined();
    expect(cache.get(PageCache.key(7, new URL("http://example.in/about")))).toBeUndefined();
  });

  it("stays within its bound in bytes, dropping the least recently used page", () => {
    const cache = new PageCache({ maxBytes: 10_000, ttlMs: 60_000 });
    for (let i = 0; i < 10; i++) cache.set(`1 /p${i}`, page("x".repeat(2_000)));
    expect(cache.size).toBeLessThanOrEqual(10_000);
    expect(cache.get("1 /p0")).toBeUndefined();
    expect(cache.get("1 /p9")).toBeDefined();
  });

  it("keeps nothing when turned off, and nothing meant for one visitor", () => {
    const off = new PageCache({ maxBytes: 0, ttlMs: 60_000 });
    off.set("1 /", page("home"));
    expect(off.enabled).toBe(false);
    expect(off.get("1 /")).toBeUndefined();

    const cache = new PageCache({ maxBytes: 1 << 20, ttlMs: 60_000 });
    cache.set("1 /a", page("a", [["cache-control", "private, no-store"]]));
    cache.set("1 /b", page("b", [["set-cookie", "x=1"]]));
    cache.set("1 /c", { ...page("c"), status: 404 });
    expect([cache.get("1 /a"), cache.get("1 /b"), cache.get("1 /c")]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it("serves anonymous GETs only", () => {
    expect(isAnonymousRead(request("GET"))).toBe(true);
    expect(isAnonymousRead(request("GET", "theme=dark"))).toBe(true);
    expect(isAnonymousRead(request("POST"))).toBe(false);
    expect(isAnonymousRead(request("GET", "better-auth.session_token=abc"))).toBe(false);
    expect(isAnonymousRead(request("GET", "a=1; __Secure-better-auth.session_token=abc"))).toBe(false);
    // A cookie whose name merely contains the session cookie's cannot keep a visitor off the cache.
    expect(isAnonymousRead(request("GET", "xsession_token=1; better-auth.session_token_x=2"))).toBe(true);
  });
});

describe("ETags", () => {
  it("are strong, and the same for the same bytes only", () => {
    const etag = pageEtag(Buffer.from("<p>one</p>"));
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(pageEtag(Buffer.from("<p>one</p>"))).toBe(etag);
    expect(pageEtag(Buffer.from("<p>two</p>"))).not.toBe(etag);
  });

  it("match If-None-Match lists, `*` and a proxy's weak mark", () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", "abc"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches("*", '"abc"')).toBe(true);
    expect(etagMatches('"abd"', '"abc"')).toBe(false);
    expect(etagMatches(undefined, '"abc"')).toBe(false);
  });
});
