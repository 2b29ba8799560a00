import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";

import type { Route } from "./+types/root";

import "./app.css";
import { MediaBaseProvider } from "#app/components/responsive-image.static.tsx";
import { servicesContext } from "./context.ts";
import { fontFaces, fontPreloads } from "#app/fonts/typeface.ts";
import { outageMiddleware } from "#app/db/outage.server.ts";
import { LocaleContext } from "#app/i18n/locale-context.ts";
import { localeOfPath } from "#app/i18n/locales.ts";
import { translator } from "#app/i18n/translations.ts";
import { formRefusalMiddleware } from "#app/lib/read-form.ts";
import { isScriptless } from "#app/lib/scriptless.ts";
import { useNonce } from "./nonce.tsx";

/**
 * Every route, resource routes included, answers 503 rather than 500 while the database is away,
 * and a post whose body is not a readable form with the plain 415 or 400 of app/lib/read-form.ts.
 */
export const middleware: Route.MiddlewareFunction[] = [outageMiddleware, formRefusalMiddleware];

/** Where pages link uploaded images from (MEDIA_PUBLIC_URL); the same on the server and in the browser. */
export function loader({ context }: Route.LoaderArgs) {
  return { mediaBase: context.get(servicesContext).mediaPublicUrl ?? "" };
}

/** Set at start-up, so never fetched again after the first page. */
export function shouldRevalidate() {
  return false;
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const mediaBase = useRouteLoaderData<typeof loader>("root")?.mediaBase ?? "";
  const scripted = !isScriptless(useMatches().at(-1)?.handle);
  const locale = localeOfPath(useLocation().pathname);
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1b402c" />
        <Meta />
        <Links />
        {fontPreloads(locale).map((href) => (
          <link key={href} rel="preload" as="font" type="font/woff2" href={href} crossOrigin="anonymous" />
        ))}
        <style dangerouslySetInnerHTML={{ __html: fontFaces(locale) }} />
      </head>
      <body className="min-h-screen">
        <LocaleContext value={locale}>
          <MediaBaseProvider value={mediaBase}>{children}</MediaBaseProvider>
        </LocaleContext>
        {scripted ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const locale = localeOfPath(useLocation().pathname);
  const t = translator(locale);
  // An answer such as 404 or 405 is not a fault of the site; anything thrown in the browser is, and
  // is logged there. On the server, entry.server.tsx has logged the real error already (this one is
  // React Router's sanitised stand-in, "Unexpected Server Error"), so effects keep this to the browser.
  useEffect(() => {
    if (!isRouteErrorResponse(error)) console.error(error);
  }, [error]);
  return (
    <main className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-semibold text-forest-800">
        {notFound ? t("site:pageNotFound") : t("site:somethingWentWrong")}
      </h1>
      <p className="mt-4 text-neutral-600">
        {notFound ? t("site:pageMissingText") : t("site:somethingWentWrongText")}
      </p>
      <a
        className="mt-8 inline-block rounded-md bg-forest-700 px-5 py-3 font-medium text-white"
        href={locale === "ta" ? "/ta" : "/"}
      >
        {t("site:backToHome")}
      </a>
    </main>
  );
}
