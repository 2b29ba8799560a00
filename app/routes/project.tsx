import { redirect } from "react-router";

import { FloatingActions } from "~/components/project-detail/floating-actions";
import { ProjectComplianceBlock } from "~/components/project-detail/project-compliance";
import { ProjectDetails } from "~/components/project-detail/project-details";
import { ProjectFacts } from "~/components/project-detail/project-facts";
import { ProjectGallery } from "~/components/project-detail/project-gallery";
import { ProjectHeader } from "~/components/project-detail/project-header";
import type { ContactHandle } from "~/components/site/contact-bar";
import { siteFromMatches, useSite } from "~/components/site/site-data";
import { servicesContext } from "~/context";
import { metaDescription } from "~/domain/projects/project-page";
import { toProjectPage } from "~/domain/projects/project-views";
import { getPublishedProject } from "~/domain/projects/projects.server";
import { registrationQr } from "~/domain/projects/registration-qr.server";
import { projectShareImage } from "~/domain/share/share-images.server";
import { seoMeta } from "~/lib/seo";

import type { Route } from "./+types/project";

/** Spec §8: a missing, malformed or unknown id, or a failed load, takes the visitor home. */
export const handle: ContactHandle = {
  ownContactBar: true,
  chatTopic: (data) => {
    const { project } = data as Route.ComponentProps["loaderData"];
    return `${project.name} at ${project.location}`;
  },
};

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  let project;
  try {
    project = await getPublishedProject(db, params.id);
  } catch (error) {
    console.error("Failed to load project", error);
    throw redirect("/");
  }
  if (!project) throw redirect("/");
  return {
    project: toProjectPage(project),
    qr: registrationQr(project.reraUrl),
    shareImage: projectShareImage(project),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  if (!loaderData || !site) return [];
  const { project } = loaderData;
  return seoMeta({
    title: `${project.name} – ${project.location}`,
    description: metaDescription(project.description),
    path: `/project/${project.id}`,
    siteUrl: site.siteUrl,
    siteName: site.settings.companyName,
    shareImage: loaderData.shareImage,
  });
}

export default function ProjectPage({ loaderData }: Route.ComponentProps) {
  const { project, qr } = loaderData;
  const { settings } = useSite();
  return (
    <div className="pb-28 sm:pb-16">
      <div className="mx-auto max-w-6xl px-4 pt-5 sm:px-6 sm:pt-8 lg:px-8">
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
          <div className="lg:col-span-2">
            <ProjectDetails
              description={project.description}
              highlights={project.highlights}
              amenities={project.amenities}
              nearbyPlaces={project.nearbyPlaces}
            />
          </div>
        </div>
      </div>

      <FloatingActions project={project} whatsappNumber={settings.whatsappNumber} phone={settings.phone} />
    </div>
  );
}
