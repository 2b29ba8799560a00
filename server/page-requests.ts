import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import Negotiator from "negotiator";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";

type RequestHandlerFn = ReturnType<typeof createRequestHandler>;

/** How one render ended: a page read whole, an answer to stream, an error, or nothing (the visitor left). */
type Outcome = { page: RenderedPage } | { response: Response } | { error: unknown } | null;

import type { PageFacts } from "#app/context.ts";
import type { PageCacheResult } from "#app/lib/metrics.ts";

import { cappedBody } from "./body-limits.ts";
import {
  etagMatches,
  isAnonymousRead,
  PageCache,
  pageEtag,
  representation,
  type PageEncoding,
  type RenderedPage,
} from "./page-cache.ts";
import { pageAddresses } from "./page-query.ts";
import { requestHeaders } from "./request-headers.ts";
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

function fetchRequest(req: ExpressRequest, res: ExpressResponse, url: URL, signal: AbortSignal): Request {
  const init: RequestInit & { duplex?: "half" } = {
    method: req.method,
    headers: requestHeaders(req),
    signal,
  };
  const capped = cappedBody(res);
  if (req.method === "GET" || req.method === "HEAD") {
    // No page reads a body here; it is counted and dropped, so the connection can go on.
    capped?.resume();
  } else {
    init.body = createReadableStreamFromReadable(capped ?? req);
    init.duplex = "half";
  }
  return new Request(url, init);
}

/**
 * An answer given before the request's body was all read (a route that refused without reading it)
 * closes the connection after it: the rest is never read, and the next request on it cannot be.
 */
function closeIfBodyUnread(req: ExpressRequest, res: ExpressResponse): void {
  if (!req.complete) res.setHeader("Connection", "close");
}

async function send(req: ExpressRequest, res: ExpressResponse, response: Response): Promise<void> {
  closeIfBodyUnread(req, res);
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

const pageEncodings = ["br", "gzip", "identity"];

/**
 * The encoding of a kept page this visitor takes best (none for a page not kept): brotli when the
 * browser rates it as high as gzip, as every browser does ("gzip, deflate, br, zstd").
 */
function negotiate(req: ExpressRequest, page: RenderedPage): PageEncoding | null {
  if (!page.encoded) return null;
  const best = new Negotiator(req).encoding(pageEncodings, pageEncodings);
  return best === "br" || best === "gzip" ? best : null;
}

/**
 * Sends a whole page, or 304 when the visitor's copy (If-None-Match) is this one. A kept page goes
 * out in the encoding made when it was kept (the compression middleware leaves an encoded answer
 * alone); any other is compressed on the way like every response.
 */
function sendRendered(req: ExpressRequest, res: ExpressResponse, page: RenderedPage): void {
  closeIfBodyUnread(req, res);
  res.status(page.status);
  for (const [name, value] of page.headers) {
    if (name === "set-cookie") res.append(name, value);
    else res.setHeader(name, value);
  }
  const { body, etag, encoding } = representation(page, negotiate(req, page));
  if (page.encoded) res.vary("Accept-Encoding");
  res.setHeader("ETag", etag);
  if (page.status === 200 && etagMatches(req.headers["if-none-match"], etag)) {
    res.status(304).end();
    return;
  }
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.end(body);
}

/** What pages without the framework runtime get (issue 13). */
export interface ScriptlessPages {
  /** The rendered-page cache and the content version its keys hold. */
  caching?: { cache: PageCache; contentVersion(): Promise<number>; count(result: PageCacheResult): void };
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
  let derived: Promise<{ handle: RequestHandlerFn; address: (url: URL) => URL | null }> | undefined;
  const resolved = () =>
    (derived ??= build().then(
      (serverBuild) => ({
        handle: createRequestHandler(serverBuild, process.env.NODE_ENV),
        address: pageAddresses(serverBuild),
      }),
      (error: unknown) => {
        derived = undefined;
        throw error;
      },
    ));
  return async (req, res, next) => {
    const asked = requestUrl(req);
    if (!asked) {
      res.status(400).set("Cache-Control", "no-store").type("text/plain").send("Bad Request");
      return;
    }
    const controller = new AbortController();
    let answering = false;
    // Answered before the page was (the body limit's 413 part-way through a body): its work stops.
    res.on("finish", () => {
      if (!answering) controller.abort();
    });
    res.on("close", () => {
      if (res.writableFinished) return;
      controller.abort();
      console.info(`Request aborted by the client: ${req.method} ${req.path}`);
    });
    const sendPage = (page: RenderedPage) => {
      answering = true;
      sendRendered(req, res, page);
    };
    try {
      const { handle, address } = await resolved();
      const reading = req.method === "GET" || req.method === "HEAD";
      // A page without the framework runtime is rendered from the parameters it reads alone.
      const clean = reading ? address(asked) : null;
      const url = clean ?? asked;
      // Without the version (the database away) nothing is cached: the page answers as it can.
      const version =
        clean && caching?.cache.enabled && isAnonymousRead(req)
          ? await caching.contentVersion().catch(() => null)
          : null;

      const renderOwn = async (): Promise<Outcome> => {
        try {
          const { context, facts } = getLoadContext(req, res);
          const response = await handle(fetchRequest(req, res, url, controller.signal), context);
          if (controller.signal.aborted) {
            await response.body?.cancel();
            return null;
          }
          if (!facts.scriptless || !response.body) return { response };
          return { page: await renderedPage(response, String(res.locals.scriptlessCsp), usedCss) };
        } catch (error) {
          return { error };
        }
      };
      const mine: { outcome?: Promise<Outcome> } = {};
      if (version !== null && caching) {
        const { page: kept, result } = await caching.cache.getOrRender(
          PageCache.key(version, url),
          async () => {
            mine.outcome = renderOwn();
            const outcome = await mine.outcome;
            return outcome && "page" in outcome ? outcome.page : null;
          },
        );
        caching.count(result);
        if (kept) return sendPage(kept);
      }
      // Not kept: this request's own answer, or a new one when the render it waited for was not for sharing.
      const outcome = await (mine.outcome ?? renderOwn());
      // Answered meanwhile by someone else (the body limit's 413, part-way through the body).
      if (outcome !== null && "response" in outcome && res.headersSent) await outcome.response.body?.cancel();
      if (outcome === null || controller.signal.aborted || res.headersSent) return;
      if ("error" in outcome) throw outcome.error;
      if ("page" in outcome) return sendPage(outcome.page);
      answering = true;
      await send(req, res, outcome.response);
    } catch (error) {
      if (!controller.signal.aborted) next(error);
    }
  };
}
