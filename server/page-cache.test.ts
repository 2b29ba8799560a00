import { brotliDecompressSync, gunzipSync } from "node:zlib";

import type { Request as ExpressRequest } from "express";
import { describe, expect, it } from "vitest";

import {
  encodePage,
  etagMatches,
  isAnonymousRead,
  PageCache,
  pageEtag,
  representation,
  type RenderedPage,
} from "./page-cache.ts";

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

  it("name each encoding of a page, and a copy in one encoding is as good as one in another", async () => {
    const kept = await encodePage(page("<p>kept</p>".repeat(100)));
    const tags = [null, "br", "gzip"].map((encoding) => representation(kept, encoding as "br" | null).etag);
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) for (const other of tags) expect(etagMatches(tag, other)).toBe(true);
    expect(etagMatches(tags[1], pageEtag(Buffer.from("<p>other</p>")))).toBe(false);
  });
});

describe("a kept page's encodings", () => {
  it("are the page's bytes, compressed once with brotli and gzip", async () => {
    const html = "<main>" + "<p>Plot 12 · 1,200 sq.ft · ₹ 18.6 L</p>".repeat(400) + "</main>";
    const kept = await encodePage(page(html));
    expect(brotliDecompressSync(kept.encoded!.br).toString()).toBe(html);
    expect(gunzipSync(kept.encoded!.gzip).toString()).toBe(html);
    expect(kept.encoded!.br.length).toBeLessThan(kept.body.length / 10);
    expect(representation(kept, "br").body).toBe(kept.encoded!.br);
    expect(representation(kept, null).body).toBe(kept.body);
  });
});

describe("getOrRender", () => {
  it("renders a page once however many ask for it at once, and keeps it encoded", async () => {
    const cache = new PageCache({ maxBytes: 1 << 20, ttlMs: 60_000 });
    let renders = 0;
    let finish: (page: RenderedPage) => void = () => undefined;
    const render = () => {
      renders += 1;
      return new Promise<RenderedPage>((resolve) => (finish = resolve));
    };
    const asked = Array.from({ length: 50 }, () => cache.getOrRender("3 /project/a", render));
    finish(page("<p>the project</p>"));
    const answers = await Promise.all(asked);
    expect(renders).toBe(1);
    expect(answers.map((a) => a.result).sort()).toEqual(["rendered", ...Array<string>(49).fill("shared")]);
    expect(answers.every((a) => a.page?.encoded?.br !== undefined)).toBe(true);
    expect(await cache.getOrRender("3 /project/a", render)).toMatchObject({ result: "hit" });
    expect(renders).toBe(1);
  });

  it("gives those who waited nothing when the render is not for sharing, so each renders its own", async () => {
    const cache = new PageCache({ maxBytes: 1 << 20, ttlMs: 60_000 });
    const notFound = async () => ({ ...page("<p>not found</p>"), status: 404 });
    const [first, second] = await Promise.all([
      cache.getOrRender("3 /x", notFound),
      cache.getOrRender("3 /x", notFound),
    ]);
    expect([first.page, second.page]).toEqual([null, null]);
    expect(cache.get("3 /x")).toBeUndefined();
    const failing = await cache.getOrRender("3 /y", () => Promise.reject(new Error("render failed")));
    expect(failing).toEqual({ page: null, result: "rendered" });
  });
});
