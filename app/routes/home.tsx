import { ArrowRight, MessageSquare } from "lucide-react";

import { EnquiryTrigger } from "#app/components/enquiry/enquiry-trigger.static.tsx";
import { HeroSlideshow } from "#app/components/projects/hero-slideshow.static.tsx";
import { ProjectList } from "#app/components/projects/project-list.static.tsx";
import { EnquirySection } from "#app/components/site/enquiry-section.static.tsx";
import { BuyingSteps } from "#app/components/site/buying-steps.static.tsx";
import { SectionHeading } from "#app/components/site/section-heading.static.tsx";
import { Testimonials } from "#app/components/site/testimonials.static.tsx";
import { TrackRecord } from "#app/components/site/track-record.static.tsx";
import { WhyChooseUs } from "#app/components/site/why-choose-us.static.tsx";
import { SampleContentNotice } from "#app/components/site/sample-content-notice.static.tsx";
import { siteFromMatches, useHref, useT } from "#app/components/site/site-data.ts";
import { servicesContext } from "#app/context.ts";
import { homeProjects } from "#app/domain/projects/project-list.server.ts";
import { allProjectsPath, heroSlides } from "#app/domain/projects/project-list.ts";
import { getPublishedProject } from "#app/domain/projects/projects.server.ts";
import { projectInLocale } from "#app/domain/projects/index.ts";
import { localeOfPath } from "#app/i18n/locales.ts";
import { translator } from "#app/i18n/translations.ts";
import { scriptlessPage } from "#app/lib/scriptless.ts";
import { seoMeta } from "#app/lib/seo.ts";

import type { Route } from "./+types/home";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  // `?project=<id>` (the enquiry button's link without JavaScript) names the project enquired about.
  const url = new URL(request.url);
  const projectParam = url.searchParams.get("project");
  const locale = localeOfPath(url.pathname);
  const [projects, enquiryProject] = await Promise.all([
    homeProjects(db, locale),
    getPublishedProject(db, projectParam),
  ]);
  return {
    projects,
    enquiryProject: enquiryProject
      ? { id: enquiryProject.id, name: projectInLocale(enquiryProject, locale).name }
      : null,
  };
}

/** The hero's slideshow and the forms are modules of their own: no framework runtime (issue 13). */
export const handle = scriptlessPage(["project"]);

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const { settings, siteUrl, locale } = siteFromMatches(matches);
  const t = translator(locale);
  return seoMeta({
    locale,
    title: t("home:metaTitle"),
    description: t("home:metaDescription", { company: settings.companyName }),
    path: "/",
    siteUrl,
    siteName: settings.companyName,
    image: loaderData?.projects[0]?.image || undefined,
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { projects, enquiryProject } = loaderData;
  const t = useT();
  const href = useHref();
  return (
    <>
      <HeroSlideshow slides={heroSlides(projects)} />

      <section
        aria-label={t("home:trackRecord")}
        className="relative z-10 mx-auto -mt-px max-w-7xl px-4 pt-10 sm:px-6 lg:px-8"
      >
        <TrackRecord className="shadow-sm ring-1 ring-forest-900/10" />
      </section>

      <section aria-labelledby="projects-heading" className="py-16 sm:py-24">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading
            id="projects-heading"
            eyebrow={t("home:projectsEyebrow")}
            title={t("home:projectsTitle")}
          >
            {t("home:projectsIntro")}
          </SectionHeading>
          <SampleContentNotice className="mt-10" />
          <div className="mt-10">
            <ProjectList projects={projects} />
          </div>
          {projects.length > 0 && (
            <p className="mt-10 text-center">
              <a
                href={href(allProjectsPath)}
                className="inline-flex min-h-11 items-center gap-2 rounded-full bg-forest-800 px-6 font-semibold text-white hover:bg-forest-700"
              >
                {t("home:viewAllProjects")}
                <ArrowRight aria-hidden="true" className="size-4" />
              </a>
            </p>
          )}
        </div>
      </section>

      <WhyChooseUs />
      <Testimonials />
      <BuyingSteps />
      <EnquirySection project={enquiryProject} />

      <EnquiryTrigger
        aria-label={t("site:enquireNowLabel")}
        className="fixed right-4 bottom-4 z-30 hidden items-center gap-2 rounded-full bg-marigold-400 px-5 py-3.5 font-semibold text-forest-900 shadow-lg ring-1 ring-forest-900/10 transition-colors hover:bg-marigold-500 sm:right-6 sm:bottom-6 md:inline-flex"
      >
        <MessageSquare aria-hidden="true" className="size-5" />
        {t("site:enquireNow")}
      </EnquiryTrigger>
    </>
  );
}
