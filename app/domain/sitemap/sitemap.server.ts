import type { DB } from "#app/db/database.server.ts";
import { rowsInIdPages } from "#app/db/id-pages.ts";
import { publishedPostStamps } from "#app/domain/blogs/index.server.ts";
import { publishedProjectStamps } from "#app/domain/projects/index.server.ts";
import { defaultLocale, localizedPath, locales } from "#app/i18n/locales.ts";
import { sitemapEntry, sitemapHead, sitemapTail } from "./sitemap-xml.ts";

/** The pages every visitor can reach from the menu. */
export const listedPaths = ["/", "/projects", "/blogs", "/about", "/contact"] as const;

/**
 * A page's entries: its English and its Tamil address (issue "Tamil and English"), each naming
 * both and the English one as x-default, the same set on each, as search engines ask.
 */
function pageEntries(siteUrl: string, path: string, lastmod?: Date, tamilPath?: string): string {
  const href = (locale: (typeof locales)[number]) =>
    `${siteUrl}${locale === "ta" && tamilPath ? tamilPath : localizedPath(path, locale)}`;
  const alternates = [
    ...locales.map((locale) => ({ hreflang: locale, href: href(locale) })),
    { hreflang: "x-default", href: href(defaultLocale) },
  ];
  return locales.map((locale) => sitemapEntry({ loc: href(locale), lastmod, alternates })).join("");
}

/**
 * /sitemap.xml piece by piece: the menu's pages, then every Published project and post with the
 * time it last changed, each in English and in Tamil. Drafts are never in it. Rows are read a page at a time, so 10,000 posts
 * cost a few small queries and never sit in memory together.
 */
export async function* sitemapParts(db: DB, siteUrl: string, pageSize?: number): AsyncGenerator<string> {
  yield sitemapHead;
  for (const path of listedPaths) yield pageEntries(siteUrl, path);
  for (const readPage of [publishedProjectStamps(db), publishedPostStamps(db)]) {
    for await (const { path, lastmod, tamilPath } of rowsInIdPages(readPage, pageSize)) {
      yield pageEntries(siteUrl, path, lastmod, tamilPath);
    }
  }
  yield sitemapTail;
}

/** The parts as a stream of UTF-8 bytes, for a Response body. */
export function sitemapStream(db: DB, siteUrl: string): ReadableStream<Uint8Array> {
  const parts = sitemapParts(db, siteUrl);
  const encoder = new TextEncoder();
  return new ReadableStream({
    async pull(controller) {
      const next = await parts.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await parts.return(undefined);
    },
  });
}
