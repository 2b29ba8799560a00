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
}

export const sitemapHead =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
export const sitemapTail = "</urlset>\n";

export function sitemapEntry({ loc, lastmod }: SitemapUrl): string {
  const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : "";
  return `<url><loc>${escapeXml(loc)}</loc>${modified}</url>\n`;
}
