import { Outlet, useLoaderData } from "react-router";

import { enquiryDialogTemplateId } from "#app/components/enquiry/enquiry-dialog-id.ts";
import { EnquiryDialog } from "#app/components/enquiry/enquiry-dialog.static.tsx";
import { enquiryFormQuery } from "#app/components/enquiry/enquiry-form.static.tsx";
import dialogScript from "#app/components/enquiry/enquiry-dialog-script.ts?script";
import formScript from "#app/components/enquiry/lead-form-script.ts?script";
import originScript from "#app/components/enquiry/visit-origin-script.ts?script";
import { SiteContactBar } from "#app/components/site/contact-bar.static.tsx";
import { JsonLd } from "#app/components/site/json-ld.static.tsx";
import { SiteFooter } from "#app/components/site/site-footer.static.tsx";
import { ProjectLoadingIndicator } from "#app/components/project-detail/project-loading-indicator.static.tsx";
import { sampleParam } from "#app/components/site/sample-notice.ts";
import type { SiteData } from "#app/components/site/site-data.ts";
import { SiteHeader } from "#app/components/site/site-header.static.tsx";
import { servicesContext } from "#app/context.ts";
import { organizationLd } from "#app/domain/settings/organization-ld.ts";
import { getSiteSettings } from "#app/domain/settings/settings.server.ts";
import type { QueryHandle } from "#app/lib/scriptless.ts";

import type { Route } from "./+types/site-layout";

/** The public site's frame: company settings for every page, header and footer around it. */
export async function loader({ context }: Route.LoaderArgs): Promise<SiteData> {
  const { db, siteUrl } = context.get(servicesContext);
  return { settings: await getSiteSettings(db), siteUrl };
}

/** What the layout's components read from any page's address: the enquiry form's outcome and the sample notice. */
export const handle: QueryHandle = { query: [...enquiryFormQuery, sampleParam] };

/** Public pages are the same for every visitor: a CDN or proxy may keep them for a minute. */
export function headers() {
  return { "Cache-Control": "public, max-age=0, s-maxage=60, stale-while-revalidate=600" };
}

/**
 * The public pages' behaviours that every page has, each a standalone module (no framework in the
 * browser): the visit's origin for the leads, the public forms sent in place, and the enquiry
 * dialog, whose markup waits inert in a <template> until an 'Enquire' button opens it.
 */
function PageBehaviours({ companyName }: { companyName: string }) {
  return (
    <>
      <script type="module" src={originScript} async />
      <script type="module" src={formScript} async />
      <script type="module" src={dialogScript} async />
      <template id={enquiryDialogTemplateId}>
        <EnquiryDialog companyName={companyName} />
      </template>
    </>
  );
}

export default function SiteLayout() {
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
      <PageBehaviours companyName={settings.companyName} />
    </>
  );
}
