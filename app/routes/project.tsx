import { data, redirect } from "react-router";

import { brochureQuery } from "#app/components/project-detail/brochure-download.static.tsx";
import { DraftPreviewBanner } from "#app/components/project-detail/draft-preview-banner.static.tsx";
import { FloatingActions } from "#app/components/project-detail/floating-actions.static.tsx";
import { ProjectComplianceBlock } from "#app/components/project-detail/project-compliance.static.tsx";
import { ProjectDetails } from "#app/components/project-detail/project-details.static.tsx";
import { ProjectFacts } from "#app/components/project-detail/project-facts.static.tsx";
import { ProjectGallery } from "#app/components/project-detail/project-gallery.static.tsx";
import { ProjectHeader } from "#app/components/project-detail/project-header.static.tsx";
import { PlotPlanSection } from "#app/components/project-detail/plot-plan-section.static.tsx";
import { ProjectCosts } from "#app/components/project-detail/project-costs.static.tsx";
import type { ContactHandle } from "#app/components/site/contact-bar.static.tsx";
import { JsonLd } from "#app/components/site/json-ld.static.tsx";
import { siteVisitQuery } from "#app/components/site-visit/site-visit-form.static.tsx";
import { siteFromMatches, useSite } from "#app/components/site/site-data.ts";
import { servicesContext } from "#app/context.ts";
import { costTermsOf, loanTermsOf } from "#app/domain/costs/index.server.ts";
import { projectInLocale } from "#app/domain/projects/index.ts";
import { projectBreadcrumbLd, projectListingLd } from "#app/domain/projects/project-ld.ts";
import { metaDescription, projectChatTopic } from "#app/domain/projects/project-page.ts";
import { toProjectPage } from "#app/domain/projects/project-views.ts";
import { planQuery } from "#app/domain/plots/plot-plan.ts";
import { plotPlanView } from "#app/domain/plots/plot-plan.server.ts";
import { previewHeaders, viewableProject } from "#app/domain/projects/project-preview.server.ts";
import { registrationQr } from "#app/domain/projects/registration-qr.server.ts";
import { getSiteSettings } from "#app/domain/settings/index.server.ts";
import { resolveStaff } from "#app/domain/staff/session.server.ts";
import { openVisitSlots } from "#app/domain/visits/index.server.ts";
import { projectShareImage } from "#app/domain/share/share-images.server.ts";
import { localeOfPath, localizedPath } from "#app/i18n/locales.ts";
import { scriptlessPage, type ScriptlessHandle } from "#app/lib/scriptless.ts";
import { seoMeta } from "#app/lib/seo.ts";

import type { Route } from "./+types/project";

/**
 * The page ships no framework runtime (issue 13): the gallery, the brochure, the site visit and the
 * chat count are modules of their own. It has its own contact bar (its chats are counted).
 */
export const handle: ContactHandle & ScriptlessHandle = {
  ...scriptlessPage([...planQuery, ...siteVisitQuery, ...brochureQuery]),
  ownContactBar: true,
  chatTopic: (data) => {
    const { project, locale } = data as Route.ComponentProps["loaderData"];
    return projectChatTopic(project, locale);
  },
};

/**
 * Spec §8: a missing, malformed or unknown id, or a failed load, takes the visitor home. A Draft
 * answers as an unknown project, except to signed-in staff, who see it as a preview. A Tamil page
 * (/ta/project/:id) says its figures and the plan's plots in Tamil and leads home in Tamil.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db, mediaPublicUrl } = context.get(servicesContext);
  const isStaff = async () => (await resolveStaff(request, context)).staff !== null;
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  let found;
  try {
    found = await viewableProject(db, params.id, isStaff);
  } catch (error) {
    console.error("Failed to load project", error);
    throw redirect(localizedPath("/", locale));
  }
  if (!found) throw redirect(localizedPath("/", locale));
  const [project, preview] = [projectInLocale(found.project, locale), found.preview]; // its Tamil texts on /ta
  const plan = await plotPlanView(db, project, {
    draft: preview,
    query: url.searchParams,
    mediaBase: mediaPublicUrl,
    locale,
  });
  const page = {
    locale,
    project: { ...toProjectPage(project, locale), visitSlots: await openVisitSlots(db, project.id) },
    plan,
    costs: await costTermsOf(db, project.id, loanTermsOf(await getSiteSettings(db))),
    qr: registrationQr(project.reraUrl),
    preview,
    // A Draft has no share image yet: its address answers 404 until it is published.
    shareImage: preview ? undefined : projectShareImage(project, locale),
  };
  return preview ? data(page, { headers: previewHeaders }) : page;
}

/** A preview's own headers; a Published page keeps the public site's caching. */
export function headers({ loaderHeaders, parentHeaders }: Route.HeadersArgs) {
  return loaderHeaders.has("Cache-Control") ? loaderHeaders : parentHeaders;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  if (!loaderData || !site) return [];
  const { project } = loaderData;
  return seoMeta({
    locale: site.locale,
    title: `${project.name} – ${project.location}`,
    description: metaDescription(project.description),
    path: `/project/${project.id}`,
    siteUrl: site.siteUrl,
    siteName: site.settings.companyName,
    shareImage: loaderData.shareImage,
  });
}

export default function ProjectPage({ loaderData }: Route.ComponentProps) {
  const { project, qr, preview, plan, costs, locale } = loaderData;
  const { settings, siteUrl } = useSite();
  return (
    <div className="pb-28 sm:pb-16">
      {/* A Draft is not a listing yet: search engines never see one. */}
      {preview ? null : (
        <JsonLd
          data={[projectListingLd(project, siteUrl, locale), projectBreadcrumbLd(project, siteUrl, locale)]}
        />
      )}
      <div className="mx-auto max-w-6xl px-4 pt-5 sm:px-6 sm:pt-8 lg:px-8">
        {preview ? <DraftPreviewBanner projectId={project.id} /> : null}
        <ProjectHeader project={project} />

        <div className="mt-6 grid gap-6 lg:grid-cols-3 lg:gap-8">
          <div className="lg:col-span-2">
            <ProjectGallery key={project.id} images={project.images} projectName={project.name} />
          </div>
          <div className="lg:col-start-3 lg:row-span-2 lg:row-start-1">
            <div className="lg:sticky lg:top-24">
              <ProjectFacts project={project} phone={settings.phone} />
              <ProjectComplianceBlock project={project} qr={qr} />
            </div>
          </div>
          <div className="min-w-0 lg:col-span-2">
            <ProjectDetails
              description={project.description}
              highlights={project.highlights}
              amenities={project.amenities}
              nearbyPlaces={project.nearbyPlaces}
            />
            {plan ? <PlotPlanSection plan={plan} projectName={project.name} costs={costs} /> : null}
            {plan && costs ? <ProjectCosts projectId={project.id} terms={costs} plots={plan.plots} /> : null}
          </div>
        </div>
      </div>

      <FloatingActions project={project} whatsappNumber={settings.whatsappNumber} phone={settings.phone} />
    </div>
  );
}
