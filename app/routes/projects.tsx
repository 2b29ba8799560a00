import { FileCheck2, Landmark, ShieldCheck } from "lucide-react";

import { preload } from "react-dom";
import { redirect } from "react-router";

import { heroPlaceholder } from "#app/components/projects/hero-slideshow.static.tsx";
import { NoMatchingProjects, ProjectFilters } from "#app/components/projects/project-filters.static.tsx";
import { ProjectList, ProjectListLoading } from "#app/components/projects/project-list.static.tsx";
import { Pager } from "#app/components/ui/pager.static.tsx";
import { SampleContentNotice } from "#app/components/site/sample-content-notice.static.tsx";
import { siteFromMatches, useHref, useT } from "#app/components/site/site-data.ts";
import { servicesContext } from "#app/context.ts";
import {
  hasFilters,
  projectListKeys,
  projectsPath,
  readProjectListQuery,
} from "#app/domain/projects/project-list.ts";
import { publicProjectListing } from "#app/domain/projects/project-list.server.ts";
import { localeOfPath, localizedPath } from "#app/i18n/locales.ts";
import { translator } from "#app/i18n/translations.ts";
import { scriptlessPage } from "#app/lib/scriptless.ts";
import { seoMeta } from "#app/lib/seo.ts";

import type { Route } from "./+types/projects";

/**
 * One page of projects as the URL filters and orders them; an odd or empty value goes to the clean
 * address, and `?page=` beyond the last page to the last one, each in the page's language.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const { canonical, ...query } = readProjectListQuery(url.searchParams);
  const pathOf = (page: number) => localizedPath(projectsPath({ ...query, page }), locale);
  if (!canonical) throw redirect(pathOf(query.page));
  const listing = await publicProjectListing(context.get(servicesContext).db, query, locale);
  if (query.page > listing.pageCount) throw redirect(pathOf(listing.pageCount));
  return { ...listing, query };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const { settings, siteUrl, locale } = siteFromMatches(matches);
  const t = translator(locale);
  return seoMeta({
    locale,
    title:
      loaderData && loaderData.page > 1
        ? t("projects:pageTitleWithPage", { page: loaderData.page })
        : t("projects:pageTitle"),
    description: t("projects:metaDescription", { company: settings.companyName }),
    path: projectsPath(loaderData?.query),
    siteUrl,
    siteName: settings.companyName,
    image: loaderData?.projects[0]?.image || undefined,
  });
}

/** The filters, the list's loading status and the setup panel are modules: no framework runtime (issue 13). */
export const handle = scriptlessPage(projectListKeys);

const badges = [
  { icon: ShieldCheck, label: "projects:dtcpApproved" },
  { icon: Landmark, label: "projects:reraRegistered" },
  { icon: FileCheck2, label: "projects:clearTitle" },
] as const;

export default function Projects({ loaderData }: Route.ComponentProps) {
  const { query } = loaderData;
  const t = useT();
  const href = useHref();
  // The banner's picture is the page's largest paint on a phone; as a CSS background it would be
  // found only once the styles apply, so the head asks for it.
  preload(heroPlaceholder, { as: "image", fetchPriority: "high" });
  return (
    <>
      <section
        aria-labelledby="projects-title"
        className="surface-dark relative isolate overflow-hidden bg-forest-900"
      >
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[url(/hero-placeholder.webp)] bg-cover bg-center opacity-25"
        />
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-gradient-to-r from-forest-900 via-forest-900/85 to-forest-900/40"
        />
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
          <h1 id="projects-title" className="text-4xl font-semibold tracking-tight text-white sm:text-5xl">
            {t("projects:pageTitle")}
          </h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-forest-100">{t("projects:intro")}</p>
          <ul aria-label={t("projects:approvals")} className="mt-8 flex flex-wrap gap-3">
            {badges.map(({ icon: Icon, label }) => (
              <li
                key={label}
                className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 font-semibold text-white ring-1 ring-white/25"
              >
                <Icon aria-hidden="true" className="size-5 text-marigold-400" />
                {t(label)}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        aria-labelledby="project-list-title"
        data-project-listing
        className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8"
      >
        <h2 id="project-list-title" className="sr-only">
          {t("projects:allProjects")}
        </h2>
        <SampleContentNotice className="mb-8" />
        <ProjectFilters query={query} facets={loaderData.facets} total={loaderData.total} />
        <div className="mt-8" data-project-results>
          {loaderData.projects.length === 0 && hasFilters(query) ? (
            <NoMatchingProjects />
          ) : (
            <ProjectList projects={loaderData.projects} />
          )}
        </div>
        <template data-project-results-loading>
          <ProjectListLoading />
        </template>
        <Pager
          look="site"
          page={loaderData.page}
          pageCount={loaderData.pageCount}
          hrefOf={(page) => href(projectsPath({ ...query, page }))}
          className="mt-12"
        />
      </section>
    </>
  );
}
