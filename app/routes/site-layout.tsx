import { Outlet, useLoaderData } from "react-router";

import { enquiryDialogTemplateId } from "~/components/enquiry/enquiry-dialog-id";
import { EnquiryDialog } from "~/components/enquiry/enquiry-dialog";
import { enquiryFormQuery } from "~/components/enquiry/enquiry-form";
import dialogScript from "~/components/enquiry/enquiry-dialog-script.ts?worker&url";
import formScript from "~/components/enquiry/lead-form-script.ts?worker&url";
import originScript from "~/components/enquiry/visit-origin-script.ts?worker&url";
import { SiteContactBar } from "~/components/site/contact-bar";
import { JsonLd } from "~/components/site/json-ld";
import { SiteFooter } from "~/components/site/site-footer";
import { ProjectLoadingIndicator } from "~/components/project-detail/project-loading-indicator";
import { sampleParam } from "~/components/site/sample-notice";
import type { SiteData } from "~/components/site/site-data";
import { SiteHeader } from "~/components/site/site-header";
import { servicesContext } from "~/context";
import { organizationLd } from "~/domain/settings/organization-ld";
import { getSiteSettings } from "~/domain/settings/settings.server";
import type { QueryHandle } from "~/lib/scriptless";

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
