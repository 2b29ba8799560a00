import { useLocation, useMatches } from "react-router";

import { type Locale, localizedPath, locales, unprefixedPath } from "#app/i18n/locales.ts";

/** A page's address in each language (paths with their query), for the language switch and hreflang. */
export type PageAlternates = Record<Locale, string>;

/**
 * The same page in every language: its address with and without /ta, the query kept. A page whose
 * address differs by language (a post's Tamil slug) gives its own `alternates` in its loader data.
 */
export function pageAlternates(pathname: string, search: string, pageData?: unknown): PageAlternates {
  const own = (pageData as { alternates?: PageAlternates } | undefined)?.alternates;
  if (own) return own;
  const path = `${unprefixedPath(pathname)}${search}`;
  return Object.fromEntries(locales.map((locale) => [locale, localizedPath(path, locale)])) as PageAlternates;
}

/** The current page's alternates. */
export function usePageAlternates(): PageAlternates {
  const { pathname, search } = useLocation();
  return pageAlternates(pathname, search, useMatches().at(-1)?.loaderData);
}
