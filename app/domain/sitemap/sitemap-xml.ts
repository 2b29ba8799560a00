/** The sitemaps.org format: one `<url>` a page, its address absolute and XML-escaped. */

const xmlEntities: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => xmlEntities[c]!);
}

export interface SitemapUrl {
  /** Absolute address. */
  loc: string;
  /** When the page's content last changed, if known. */
  lastmod?: Date;
  /** The same page in each language and for a reader of neither (hreflang → absolute address). */
  alternates?: ReadonlyArray<{ hreflang: string; href: string }>;
}

/** With Google's `xhtml:link` extension for the pages' language versions. */
export const sitemapHead =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
export const sitemapTail = "</urlset>\n";

export function sitemapEntry({ loc, lastmod, alternates = [] }: SitemapUrl): string {
  const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : "";
  const links = alternates
    .map(
      ({ hreflang, href }) =>
        `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
    )
    .join("");
  return `<url><loc>${escapeXml(loc)}</loc>${modified}${links}</url>\n`;
}
