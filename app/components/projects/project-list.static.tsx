import { LoaderCircle } from "lucide-react";

import { SetupPanel } from "#app/components/site/setup-panel.static.tsx";
import { useT } from "#app/components/site/site-data.ts";

import { ProjectCard } from "./project-card.static.tsx";
import type { ProjectSummary } from "#app/domain/projects/project-summary.ts";

/**
 * Spec §2 /projects: what stands in for the cards while the next page of the list loads (the
 * /projects filters' script shows it; see project-filters-script.ts).
 */
export function ProjectListLoading() {
  const t = useT();
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-4 py-24 text-forest-800">
      <LoaderCircle aria-hidden="true" className="size-10 animate-spin" />
      <p className="text-lg font-semibold">{t("projects:loadingProjects")}</p>
    </div>
  );
}

/**
 * The projects section of home and /projects (spec §2): the cards, or the empty state with the
 * setup panel.
 */
export function ProjectList({ projects }: { projects: ProjectSummary[] }) {
  const t = useT();
  if (projects.length === 0) {
    return (
      <div className="space-y-8">
        <p className="rounded-2xl bg-white px-6 py-10 text-center text-lg text-neutral-700 ring-1 ring-forest-900/10">
          {t("projects:noProjectsYet")}
        </p>
        <SetupPanel variant="projects" />
      </div>
    );
  }

  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
      {projects.map((project) => (
        <li key={project.id}>
          <ProjectCard project={project} />
        </li>
      ))}
    </ul>
  );
}
