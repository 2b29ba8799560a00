import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";

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
 * Hands Express requests to React Router and its answers back; what @react-router/express does,
 * plus what it cannot: a request that makes no address is a 400 (not a 500 with a stack), a body
 * capped by server/body-limits.ts is passed on, and a visitor who leaves mid-answer is one quiet
 * log line with the path, not an error.
 */
export function pageRequestHandler(
  build: () => Promise<ServerBuild>,
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => RouterContextProvider,
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
      const response = await handle(fetchRequest(req, url, controller.signal), getLoadContext(req, res));
      if (controller.signal.aborted) await response.body?.cancel();
      else await send(res, response);
    } catch (error) {
      if (!controller.signal.aborted) next(error);
    }
  };
}
