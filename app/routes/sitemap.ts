import { servicesContext } from "#app/context.ts";
import { sitemapStream } from "#app/domain/sitemap/sitemap.server.ts";

import type { Route } from "./+types/sitemap";

/** /sitemap.xml for search engines (see app/domain/sitemap/). */
export function loader({ context }: Route.LoaderArgs) {
  const { db, siteUrl } = context.get(servicesContext);
  return new Response(sitemapStream(db, siteUrl), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
