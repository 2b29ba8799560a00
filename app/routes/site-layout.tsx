import { Outlet, useLoaderData } from "react-router";

import { keepPageDataAfterLeadForm } from "~/components/enquiry/lead-form-revalidation";
import { useVisitOriginCapture } from "~/components/enquiry/lead-context-fields";
import { SiteContactBar } from "~/components/site/contact-bar";
import { JsonLd } from "~/components/site/json-ld";
import { SiteFooter } from "~/components/site/site-footer";
import { ProjectLoadingIndicator } from "~/components/project-detail/project-loading-indicator";
import type { SiteData } from "~/components/site/site-data";
import { SiteHeader } from "~/components/site/site-header";
import { servicesContext } from "~/context";
import { organizationLd } from "~/domain/settings/organization-ld";
import { getSiteSettings } from "~/domain/settings/settings.server";

import type { Route } from "./+types/site-layout";

/** The public site's frame: company settings for every page, header and footer around it. */
export const shouldRevalidate = keepPageDataAfterLeadForm;

export async function loader({ context }: Route.LoaderArgs): Promise<SiteData> {
  const { db, siteUrl } = context.get(servicesContext);
  return { settings: await getSiteSettings(db), siteUrl };
}

/** Public pages are the same for every visitor: a CDN or proxy may keep them for a minute. */
export function headers() {
  return { "Cache-Control": "public, max-age=0, s-maxage=60, stale-while-revalidate=600" };
}

export default function SiteLayout() {
  useVisitOriginCapture();
  const { settings, siteUrl } = useLoaderData<typeof loader>();
  return (
    <>
      <JsonLd data={organizationLd(settings, siteUrl)} />
      <SiteHeader />
      <ProjectLoadingIndicator />
      <main id="main">
        <Outlet />
      </main>
      <SiteFooter />
      <SiteContactBar />
    </>
  );
}
