import { PassThrough } from "node:stream";

import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import type {
  EntryContext,
  HandleDataRequestFunction,
  HandleErrorFunction,
  RouterContextProvider,
} from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";

import { nonceContext, pageFactsContext } from "./context.ts";
import { markUnavailable, noteDatabaseAway, wasDatabaseAway } from "#app/db/outage.server.ts";
import { isScriptless } from "#app/lib/scriptless.ts";
import { NonceProvider } from "./nonce.tsx";

/** Whether the page rendered is one without the framework runtime (its deepest route says so). */
function rendersScriptless({ staticHandlerContext, routeModules }: EntryContext): boolean {
  const leaf = staticHandlerContext.matches.at(-1);
  return leaf ? isScriptless(routeModules[leaf.route.id]?.handle) : false;
}

export const streamTimeout = 5_000;

/**
 * Server errors are logged; a client's mistake answered with a 4xx (a POST to a page without a
 * form, 405) and a request the client gave up on are not (server/page-requests.ts notes those in
 * one quiet line), so the log shows only what needs fixing.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  if (noteDatabaseAway(request, error)) {
    console.error(
      `Database unavailable (${request.method} ${new URL(request.url).pathname}): ${String(error)}`,
    );
    return;
  }
  console.error(error);
};

/** A client-side navigation or form post (a `.data` request) gets the same 503 as a page. */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  if (!wasDatabaseAway(request)) return response;
  const headers = new Headers(response.headers);
  markUnavailable(headers);
  return new Response(response.body, { status: 503, headers });
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // The database being away (a restart) is a temporary outage: 503, with the friendly error page.
  if (wasDatabaseAway(request)) {
    responseStatusCode = 503;
    markUnavailable(responseHeaders);
  }
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const scriptless = rendersScriptless(routerContext);
  loadContext.get(pageFactsContext).scriptless = scriptless;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // A page without the framework runtime is sent whole (server/page-requests.ts reads it, inlines
  // its CSS and caches it): rendered to one string and encoded once, it costs a quarter less than
  // React's stream of small chunks. Such a page cannot suspend (renderToString would send the
  // fallback): its data is all in its loaders. It carries no nonce: its bytes are the same for
  // every visitor.
  if (scriptless) {
    const html = `<!DOCTYPE html>${renderToString(<ServerRouter context={routerContext} url={request.url} />)}`;
    return new Response(Buffer.from(html), { headers: responseHeaders, status: responseStatusCode });
  }
  const nonce = loadContext.get(nonceContext);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers (and WhatsApp's link preview) get the whole page at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        ...(nonce ? { nonce } : {}),
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered && !request.signal.aborted) console.error(error);
        },
      },
    );
  });
}
