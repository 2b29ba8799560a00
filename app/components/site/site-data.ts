import { useContext } from "react";
import { useRouteLoaderData } from "react-router";

import type { SiteSettings } from "#app/domain/settings/settings.ts";
import { LocaleContext } from "#app/i18n/locale-context.ts";
import { type Locale, localizedPath } from "#app/i18n/locales.ts";
import { type Translate, translator } from "#app/i18n/translations.ts";

/** What the public site layout's loader gives every page under it. */
export interface SiteData {
  settings: SiteSettings;
  siteUrl: string;
  /** The page's language, from its address (/ta/… is Tamil). */
  locale: Locale;
}

const layoutId = "routes/site-layout";

/** Company settings and the site address, for any component under the public layout. */
export function useSite(): SiteData {
  const data = useRouteLoaderData<SiteData>(layoutId);
  if (!data) throw new Error("useSite() is only available inside the public site layout.");
  return data;
}

/** The page's language (set by the root layout from the address); English in the back office. */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** The interface texts in the page's language. */
export function useT(): Translate {
  return translator(useLocale());
}

/** A site page's address in the page's language: `href("/projects")` is /ta/projects on a Tamil page. */
export function useHref(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizedPath(path, locale);
}

/** The same, for a page's `meta` function. */
export function siteFromMatches(
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>,
): SiteData {
  // The layout's loader ran for every page under it, so its data is there whenever a page renders.
  return matches.find((m) => m?.id === layoutId)?.loaderData as SiteData;
}
