/**
 * Issue "Tamil and English": the public site's languages. English pages live at today's addresses,
 * Tamil ones under /ta/ (/ta/projects, /ta/project/:id, /ta/blog/:slug…); the address alone says
 * which language a page is in, so a page is one page for the page cache, search engines and a link
 * shared on WhatsApp.
 */
export const locales = ["en", "ta"] as const;
export type Locale = (typeof locales)[number];

/** The language of the site's addresses without a prefix, and the `x-default` alternate. */
export const defaultLocale: Locale = "en";

/** What each language is called in itself, for the language switch. */
export const localeNames: Record<Locale, string> = { en: "English", ta: "தமிழ்" };

/** The BCP 47 tags Intl formats each language with (Indian English, Tamil as written in India). */
export const intlLocales: Record<Locale, string> = { en: "en-IN", ta: "ta-IN" };

const tamilPrefix = "/ta";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** The language of a page's address: /ta and everything under /ta/ is Tamil. */
export function localeOfPath(pathname: string): Locale {
  return pathname === tamilPrefix || pathname.startsWith(`${tamilPrefix}/`) ? "ta" : "en";
}

/** A page's address without its language prefix: "/ta/projects" → "/projects", "/ta" → "/". */
export function unprefixedPath(pathname: string): string {
  if (localeOfPath(pathname) === "en") return pathname;
  return pathname.slice(tamilPrefix.length) || "/";
}

/**
 * The address of a site page (written as its English address, with its query or fragment) in a
 * language: ("/projects?city=Madurai", "ta") → "/ta/projects?city=Madurai", ("/", "ta") → "/ta".
 * Addresses of other sites, and of files rather than pages, are left as they are.
 */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === "en" || !path.startsWith("/") || path.startsWith("//")) return path;
  if (path === "/") return tamilPrefix;
  if (/^\/[?#]/.test(path)) return `${tamilPrefix}${path.slice(1)}`;
  return `${tamilPrefix}${path}`;
}
