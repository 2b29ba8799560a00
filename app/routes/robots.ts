import { servicesContext } from "#app/context.ts";
import { robotsTxt } from "#app/domain/sitemap/robots.ts";

import type { Route } from "./+types/robots";

/** /robots.txt: the back office is not for crawlers; the sitemap is named. */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(context.get(servicesContext).siteUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
