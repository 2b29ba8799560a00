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
import { LanguageOffer } from "#app/components/site/language-switch.static.tsx";
import { servicesContext } from "#app/context.ts";
import { organizationLd } from "#app/domain/settings/organization-ld.ts";
import { getSiteSettings } from "#app/domain/settings/settings.server.ts";
import { settingsInLocale } from "#app/domain/settings/settings.ts";
import { localeOfPath } from "#app/i18n/locales.ts";
import type { QueryHandle } from "#app/lib/scriptless.ts";

import type { Route } from "./+types/site-layout";

/** The public site's frame: company settings for every page, header and footer around it. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { db, siteUrl } = context.get(servicesContext);
  const locale = localeOfPath(new URL(request.url).pathname);
  const settings = await getSiteSettings(db);
  const site: SiteData = { settings: settingsInLocale(settings, locale), siteUrl, locale };
  // The company is one entity for search engines, named as registered, whatever the page's language.
  return { ...site, organization: organizationLd(settings, siteUrl) };
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
  const { settings, organization } = useLoaderData<typeof loader>();
  return (
    <>
      <JsonLd data={organization} />
      <SiteHeader />
      <LanguageOffer />
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
