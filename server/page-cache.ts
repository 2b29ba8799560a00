import { createHash } from "node:crypto";

import type { Request as ExpressRequest } from "express";
import { LRUCache } from "lru-cache";

import { hasSessionCookie } from "../app/domain/staff/session-cookie.ts";

/** A rendered public page as it is sent: status, headers and bytes, with the ETag of the bytes. */
export interface RenderedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  etag: string;
}

/** A strong validator of a page's bytes. */
export function pageEtag(body: Buffer): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}

/**
 * Whether an `If-None-Match` header names this ETag (or is `*`). It compares weakly, as RFC 9110
 * says If-None-Match does: a proxy that compressed the page may have marked the tag `W/`.
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}

/** A request a cached page may answer: a GET from someone without a staff session. */
export function isAnonymousRead(req: ExpressRequest): boolean {
  return req.method === "GET" && !hasSessionCookie(req.headers.cookie);
}

/** Whether a rendered page may be kept for the next visitor: a 200 for everyone, setting no cookie. */
export function isShareable(page: RenderedPage): boolean {
  const header = (name: string) => page.headers.find(([key]) => key === name)?.[1] ?? "";
  return page.status === 200 && !/private|no-store/.test(header("cache-control")) && !header("set-cookie");
}

/** What one entry costs besides its bytes (key, headers, bookkeeping), roughly. */
const entryOverhead = 1024;

/**
 * The rendered-page cache of issue 13: anonymous GETs of public pages are answered from memory,
 * keyed by the address and the content version (app/db/content-version.server.ts), which every
 * write to public content moves on, so an edit shows on the next request on every instance. It is
 * bounded in bytes (least recently used pages go first); entries also lapse after `ttlMs`, for
 * what changes with the clock alone (a plot hold running out, the site-visit calendar's days).
 */
export class PageCache {
  readonly #pages: LRUCache<string, RenderedPage> | null;

  constructor({ maxBytes, ttlMs }: { maxBytes: number; ttlMs: number }) {
    this.#pages =
      maxBytes > 0
        ? new LRUCache<string, RenderedPage>({
            maxSize: maxBytes,
            sizeCalculation: (page) => page.body.length + entryOverhead,
            ttl: ttlMs,
          })
        : null;
  }

  get enabled(): boolean {
    return this.#pages !== null;
  }

  /** The key of an address at a content version. */
  static key(version: number, url: URL): string {
    return `${version} ${url.pathname}${url.search}`;
  }

  get(key: string): RenderedPage | undefined {
    return this.#pages?.get(key);
  }

  set(key: string, page: RenderedPage): void {
    if (isShareable(page)) this.#pages?.set(key, page);
  }

  /** The bytes held, for the bench and the tests. */
  get size(): number {
    return this.#pages?.calculatedSize ?? 0;
  }
}
