import { ArrowLeft } from "lucide-react";

import { ProjectLocation } from "#app/components/projects/project-location.static.tsx";
import { StatusBadge } from "#app/components/projects/status-badge.static.tsx";
import { useHref, useT } from "#app/components/site/site-data.ts";

/** Spec §2 /project/:id: 'Back to Projects', then the project's name, location and status. */
export function ProjectHeader({ project }: { project: { name: string; location: string; status: string } }) {
  const t = useT();
  const href = useHref();
  return (
    <>
      <a
        href={href("/projects")}
        className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-forest-700 underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t("project:backToProjects")}
      </a>

      <header className="mt-4">
        <h1 className="text-3xl font-semibold tracking-tight text-balance text-forest-900 sm:text-4xl">
          {project.name}
        </h1>
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
          <ProjectLocation
            location={project.location}
            className="text-neutral-700"
            iconClassName="mt-0.5 size-5 text-forest-700"
          />
          <StatusBadge status={project.status} />
        </div>
      </header>
    </>
  );
}
