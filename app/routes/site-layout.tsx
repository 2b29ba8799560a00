import { Outlet, useRouteLoaderData } from "react-router";

import { useVisitOriginCapture } from "~/components/enquiry/lead-context-fields";
import { SiteFooter } from "~/components/site/site-footer";
import { ProjectLoadingIndicator } from "~/components/project-detail/project-loading-indicator";
import { SiteHeader } from "~/components/site/site-header";
import { servicesContext } from "~/context";
import { getSiteSettings, type SiteSettings } from "~/domain/settings.server";

import type { Route } from "./+types/site-layout";

/** The public site's frame: company settings for every page, header and footer around it. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, siteUrl } = context.get(servicesContext);
  return { settings: await getSiteSettings(db), siteUrl };
}

/** Public pages are the same for every visitor: a CDN or proxy may keep them for a minute. */
export function headers() {
  return { "Cache-Control": "public, max-age=0, s-maxage=60, stale-while-revalidate=600" };
}

export interface SiteData {
  settings: SiteSettings;
  siteUrl: string;
}

const layoutId = "routes/site-layout";

/** Company settings and the site address, for any component under the public layout. */
export function useSite(): SiteData {
  const data = useRouteLoaderData<typeof loader>(layoutId);
  if (!data) throw new Error("useSite() is only available inside the public site layout.");
  return data;
}

/** The same, for a page's `meta` function. */
export function siteFromMatches(
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>,
): SiteData {
  // The layout's loader ran for every page under it, so its data is there whenever a page renders.
  return matches.find((m) => m?.id === layoutId)?.loaderData as SiteData;
}

export default function SiteLayout() {
  useVisitOriginCapture();
  return (
    <>
      <SiteHeader />
      <ProjectLoadingIndicator />
      <main id="main">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
