import { useRouteLoaderData } from "react-router";

import type { SiteSettings } from "#app/domain/settings/settings.ts";

/** What the public site layout's loader gives every page under it. */
export interface SiteData {
  settings: SiteSettings;
  siteUrl: string;
}

const layoutId = "routes/site-layout";

/** Company settings and the site address, for any component under the public layout. */
export function useSite(): SiteData {
  const data = useRouteLoaderData<SiteData>(layoutId);
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
