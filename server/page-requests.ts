import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";

import type { PageFacts } from "~/context";

import { etagMatches, isAnonymousRead, PageCache, pageEtag, type RenderedPage } from "./page-cache.ts";
import type { UsedCss } from "./used-css.ts";

/** A Host header (or X-Forwarded-Host behind the proxy): a name or a bracketed address, and a port. */
const hostPattern = /^(?:[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The path decoded, or null when it is not valid percent-encoding. */
function decodedPath(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/**
 * The address the visitor asked for, or null when there is none: a Host that cannot be part of
 * one, or a path that is not valid percent-encoding (`/blog/%`, `/project/%ff`), which React
 * Router could not match and would warn about, four lines a request.
 */
export function requestUrl(req: ExpressRequest): URL | null {
  const host = req.host || "localhost";
  if (!hostPattern.test(host) || !req.originalUrl.startsWith("/")) return null;
  const address = `${req.protocol}://${host}${req.originalUrl}`;
  if (!URL.canParse(address)) return null;
  const url = new URL(address);
  // The decoded path is compared, not merely computed: the bundler drops a call whose result is unused.
  return decodedPath(url.pathname) === null ? null : url;
}

function fetchRequest(req: ExpressRequest, url: URL, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      headers.append(name, item);
    }
  }
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    // A chunked body was read (capped) by server/body-limits.ts; any other is still on its way.
    init.body = Buffer.isBuffer(req.body) ? new Uint8Array(req.body) : createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new Request(url, init);
}

async function send(res: ExpressResponse, response: Response): Promise<void> {
  res.status(response.status);
  // A page's own header replaces the site-wide default (a token page's Referrer-Policy, say).
  for (const [name, value] of response.headers) {
    if (name === "set-cookie") res.append(name, value);
    else res.setHeader(name, value);
  }
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}

/**
 * A page without the framework runtime, read whole: the CSS it uses inlined (when `usedCss` is
 * given), its own CSP (no nonce) and an ETag added.
 */
async function renderedPage(
  response: Response,
  policy: string,
  usedCss: UsedCss | undefined,
): Promise<RenderedPage> {
  const html = Buffer.from(await response.arrayBuffer());
  const body = usedCss ? await usedCss.inline(html) : html;
  const etag = pageEtag(body);
  const headers = [...response.headers].filter(([name]) => name !== "content-security-policy");
  headers.push(["content-security-policy", policy], ["etag", etag]);
  return { status: response.status, headers, body, etag };
}

/** Sends a whole page, or 304 when the visitor's copy (If-None-Match) is this one. */
function sendRendered(req: ExpressRequest, res: ExpressResponse, page: RenderedPage): void {
  res.status(page.status);
  for (const [name, value] of page.headers) {
    if (name === "set-cookie") res.append(name, value);
    else res.setHeader(name, value);
  }
  if (page.status === 200 && etagMatches(req.headers["if-none-match"], page.etag)) res.status(304).end();
  else res.end(page.body);
}

/** What pages without the framework runtime get (issue 13). */
export interface ScriptlessPages {
  /** The rendered-page cache and the content version its keys hold. */
  caching?: { cache: PageCache; contentVersion(): Promise<number> };
  /** Inlines the CSS a page uses (not in development, where Vite serves the styles). */
  usedCss?: UsedCss;
}

/**
 * Hands Express requests to React Router and its answers back; what @react-router/express does,
 * plus what it cannot: a request that makes no address is a 400 (not a 500 with a stack), a body
 * capped by server/body-limits.ts is passed on, and a visitor who leaves mid-answer is one quiet
 * log line with the path, not an error. A page without the framework runtime is read whole, its CSS
 * inlined, and sent with an ETag (a matching If-None-Match gets 304); for an anonymous GET it is also
 * kept in `caching.cache` under the content version, and the next such request is answered from there.
 */
export function pageRequestHandler(
  build: () => Promise<ServerBuild>,
  getLoadContext: (
    req: ExpressRequest,
    res: ExpressResponse,
  ) => { context: RouterContextProvider; facts: PageFacts },
  { caching, usedCss }: ScriptlessPages = {},
): RequestHandler {
  // Given a function for the build, React Router derives its routes again (flattened, ranked, a new
  // static handler) on every request, a tenth of a page's time: the build is resolved once instead.
  let derived: Promise<ReturnType<typeof createRequestHandler>> | undefined;
  const handle: ReturnType<typeof createRequestHandler> = async (request, context) => {
    derived ??= build().then(
      (resolved) => createRequestHandler(resolved, process.env.NODE_ENV),
      (error: unknown) => {
        derived = undefined;
        throw error;
      },
    );
    return (await derived)(request, context);
  };
  return async (req, res, next) => {
    const url = requestUrl(req);
    if (!url) {
      res.status(400).set("Cache-Control", "no-store").type("text/plain").send("Bad Request");
      return;
    }
    const controller = new AbortController();
    res.on("close", () => {
      if (res.writableFinished) return;
      controller.abort();
      console.info(`Request aborted by the client: ${req.method} ${req.path}`);
    });
    try {
      // Without the version (the database away) nothing is cached: the page answers as it can.
      const version =
        caching?.cache.enabled && isAnonymousRead(req)
          ? await caching.contentVersion().catch(() => null)
          : null;
      const cacheKey = version === null ? null : PageCache.key(version, url);
      const cached = cacheKey === null ? undefined : caching?.cache.get(cacheKey);
      if (cached) {
        sendRendered(req, res, cached);
        return;
      }
      const { context, facts } = getLoadContext(req, res);
      const response = await handle(fetchRequest(req, url, controller.signal), context);
      if (controller.signal.aborted) await response.body?.cancel();
      else if (facts.scriptless && response.body) {
        const page = await renderedPage(response, String(res.locals.scriptlessCsp), usedCss);
        if (cacheKey !== null) caching?.cache.set(cacheKey, page);
        sendRendered(req, res, page);
      } else await send(res, response);
    } catch (error) {
      if (!controller.signal.aborted) next(error);
    }
  };
}
