/** robots.txt: every crawler may read the public site, never the back office; the sitemap is named. */
export function robotsTxt(siteUrl: string): string {
  return ["User-agent: *", "Disallow: /admin", "", `Sitemap: ${siteUrl}/sitemap.xml`, ""].join("\n");
}
