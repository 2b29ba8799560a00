import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

import type { Request as ExpressRequest } from "express";
import { LRUCache } from "lru-cache";

import { hasSessionCookie } from "#app/domain/staff/session-cookie.ts";
import type { PageCacheResult } from "#app/lib/metrics.ts";

/** A rendered public page as it is sent: status, headers and bytes, with the ETag of the bytes. */
export interface RenderedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  etag: string;
  /** The bytes compressed, made once when the page is kept, for the browsers that accept them. */
  encoded?: Readonly<Record<PageEncoding, Buffer>>;
}

export type PageEncoding = "br" | "gzip";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The page with its bytes compressed both ways, once per page version rather than once per
 * response: brotli for the browsers (all of today's ask for it), gzip for the rest. Quality 9 and
 * level 9 cost a few milliseconds on a large page, on libuv's threads, and save a tenth over the
 * levels a per-response compressor can afford.
 */
export async function encodePage(page: RenderedPage): Promise<RenderedPage> {
  const [br, gz] = await Promise.all([
    brotli(page.body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: page.body.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipped(page.body, { level: 9 }),
  ]);
  return { ...page, encoded: { br, gzip: gz } };
}

/**
 * The representation to send: each encoding has an ETag of its own (a strong validator names
 * one representation's bytes), the page's with a suffix.
 */
export function representation(page: RenderedPage, encoding: PageEncoding | null) {
  if (!encoding || !page.encoded) return { body: page.body, etag: page.etag, encoding: null };
  const suffix = encoding === "br" ? "-br" : "-gz";
  return { body: page.encoded[encoding], etag: `${page.etag.slice(0, -1)}${suffix}"`, encoding };
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
  // The same page in another encoding is the same page: its copy is as good as this one. The page's
  // own tag is 27 characters; an encoding's adds three.
  const opaque = (tag: string) =>
    tag
      .trim()
      .replace(/^W\//, "")
      .replace(/^("[\w-]{27})-(?:br|gz)"$/, '$1"');
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
  /** Renders under way, by key: the requests that miss meanwhile wait for that one. */
  readonly #rendering = new Map<string, Promise<RenderedPage | null>>();

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

  /**
   * The page kept under `key`, or the one `render` makes: one render a key at a time, however many
   * visitors ask at once (a save moves every page to a new version, and under load hundreds of
   * requests would otherwise render the same page together). `render` answers a page to keep, or
   * null when its answer is not for sharing (a redirect, an error, a visitor who left); those who
   * waited on it then get null and render for themselves.
   */
  async getOrRender(
    key: string,
    render: () => Promise<RenderedPage | null>,
  ): Promise<{ page: RenderedPage | null; result: PageCacheResult }> {
    const kept = this.get(key);
    if (kept) return { page: kept, result: "hit" };
    const underWay = this.#rendering.get(key);
    if (underWay) return { page: await underWay, result: "shared" };
    const rendering = render()
      .then(async (page) => {
        if (!page || !isShareable(page)) return null;
        const encoded = await encodePage(page);
        this.set(key, encoded);
        return encoded;
      })
      .catch(() => null);
    this.#rendering.set(key, rendering);
    try {
      return { page: await rendering, result: "rendered" };
    } finally {
      this.#rendering.delete(key);
    }
  }

  /** The bytes held, for the bench and the tests. */
  get size(): number {
    return this.#pages?.calculatedSize ?? 0;
  }
}
