import { Clock, Mail, MessageSquare, Phone } from "lucide-react";

import { EnquiryForm } from "~/components/enquiry/enquiry-form";
import { EnquiryTrigger } from "~/components/enquiry/enquiry-trigger";
import { HeroSlideshow } from "~/components/projects/hero-slideshow";
import { ProjectList } from "~/components/projects/project-list";
import { toProjectSummary } from "~/domain/projects/project-summary";
import { mailtoHref, telHref } from "~/components/site/contact-links";
import {
  BuyingSteps,
  SectionHeading,
  Testimonials,
  TrackRecord,
  WhyChooseUs,
} from "~/components/site/home-sections";
import { SampleContentNotice } from "~/components/site/sample-content-notice";
import { servicesContext } from "~/context";
import { getProject, listProjects } from "~/domain/projects/projects.server";
import { seoMeta } from "~/lib/seo";

import type { Route } from "./+types/home";
import { siteFromMatches, useSite } from "~/components/site/site-data";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  // `?project=<id>` (the enquiry button's link without JavaScript) names the project enquired about.
  const projectParam = new URL(request.url).searchParams.get("project");
  const [projects, enquiryProject] = await Promise.all([listProjects(db), getProject(db, projectParam)]);
  return {
    projects: projects.map(toProjectSummary),
    enquiryProject: enquiryProject ? { id: enquiryProject.id, name: enquiryProject.name } : null,
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const { settings, siteUrl } = siteFromMatches(matches);
  return seoMeta({
    title: "DTCP Approved Plots in Tamil Nadu and Bangalore",
    description: `${settings.companyName}: DTCP approved, RERA registered residential plots with clear titles in Chennai, Coimbatore, Ramanathapuram and the Bangalore outskirts. Site visits, bank loans and registration support.`,
    path: "/",
    siteUrl,
    siteName: settings.companyName,
    image: loaderData?.projects[0]?.image || undefined,
  });
}

function EnquirySection({ project }: { project: { id: string; name: string } | null }) {
  const { settings } = useSite();
  return (
    <section id="enquiry" aria-labelledby="enquiry-heading" className="bg-sand-100 py-16 sm:py-24">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[1fr_1.2fr] lg:gap-16 lg:px-8">
        <div>
          <SectionHeading
            id="enquiry-heading"
            eyebrow="Enquire now"
            title="Plan a site visit or ask us anything"
            align="left"
          >
            Tell us where and how big you would like your plot to be. Our team will call you back with prices,
            available plots and a convenient time to visit.
          </SectionHeading>
          <ul className="mt-8 space-y-4 text-neutral-800">
            <li className="flex items-center gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-forest-800 text-marigold-400">
                <Phone aria-hidden="true" className="size-5" />
              </span>
              <a
                href={telHref(settings.phone)}
                className="font-semibold text-forest-900 tabular-nums hover:underline"
              >
                {settings.phone}
              </a>
            </li>
            <li className="flex items-center gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-forest-800 text-marigold-400">
                <Mail aria-hidden="true" className="size-5" />
              </span>
              <a
                href={mailtoHref(settings.email)}
                className="font-semibold break-all text-forest-900 hover:underline"
              >
                {settings.email}
              </a>
            </li>
            <li className="flex items-center gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-forest-800 text-marigold-400">
                <Clock aria-hidden="true" className="size-5" />
              </span>
              {settings.businessHours}
            </li>
          </ul>
        </div>
        <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-forest-900/10 sm:p-8">
          <EnquiryForm variant="page" projectId={project?.id} projectName={project?.name} />
        </div>
      </div>
    </section>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { projects, enquiryProject } = loaderData;
  return (
    <>
      <HeroSlideshow slides={projects} />

      <section
        aria-label="Our track record"
        className="relative z-10 mx-auto -mt-px max-w-7xl px-4 pt-10 sm:px-6 lg:px-8"
      >
        <TrackRecord className="shadow-sm ring-1 ring-forest-900/10" />
      </section>

      <section aria-labelledby="projects-heading" className="py-16 sm:py-24">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="projects-heading" eyebrow="Our projects" title="Current projects">
            Approved layouts with clear titles, ready for registration. Compare prices, plot sizes and how
            many plots are left.
          </SectionHeading>
          <SampleContentNotice className="mt-10" />
          <div className="mt-10">
            <ProjectList projects={projects} />
          </div>
        </div>
      </section>

      <WhyChooseUs />
      <Testimonials />
      <BuyingSteps />
      <EnquirySection project={enquiryProject} />

      <EnquiryTrigger
        aria-label="Enquire now"
        className="fixed right-4 bottom-4 z-30 inline-flex items-center gap-2 rounded-full bg-marigold-400 px-5 py-3.5 font-semibold text-forest-900 shadow-lg ring-1 ring-forest-900/10 transition-colors hover:bg-marigold-500 sm:right-6 sm:bottom-6"
      >
        <MessageSquare aria-hidden="true" className="size-5" />
        Enquire Now
      </EnquiryTrigger>
    </>
  );
}
