import { LoaderCircle } from "lucide-react";
import { useLocation, useNavigation } from "react-router";

import { SetupPanel } from "~/components/site/setup-panel";

import { isLoadingProjectList } from "./list-loading";
import { ProjectCard } from "./project-card";
import type { ProjectSummary } from "../../domain/projects/project-summary";

/**
 * The projects section of home and /projects (spec §2): the cards, a spinner while the list is
 * fetched after the page is shown, or the empty state with the setup panel.
 */
export function ProjectList({ projects }: { projects: ProjectSummary[] }) {
  const navigation = useNavigation();
  const location = useLocation();
  const loading = isLoadingProjectList(
    {
      state: navigation.state,
      targetPath: navigation.location?.pathname,
      afterSubmission: navigation.formMethod !== undefined,
    },
    location.pathname,
  );

  if (loading) {
    return (
      <div role="status" className="flex flex-col items-center justify-center gap-4 py-24 text-forest-800">
        <LoaderCircle aria-hidden="true" className="size-10 animate-spin" />
        <p className="text-lg font-semibold">Loading projects...</p>
      </div>
    );
  }

  if (projects.length === 0) {
    return (
      <div className="space-y-8">
        <p className="rounded-2xl bg-white px-6 py-10 text-center text-lg text-neutral-700 ring-1 ring-forest-900/10">
          No projects available at the moment.
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
