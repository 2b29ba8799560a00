import { Link } from "react-router";

import { StatusBadge } from "#app/components/projects/status-badge.static.tsx";
import { ResponsiveImage } from "#app/components/responsive-image.static.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import { projectMessages } from "#app/domain/projects/project-messages.ts";
import type { RecentProject } from "#app/domain/projects/project-views.ts";

import { PanelLink } from "./panel-link.tsx";
import { PanelNote } from "./panel-note.tsx";

/** Spec §2 "Recent Projects": the first 4, newest first, or the spec's empty message. */
export function RecentProjects({ projects }: { projects: RecentProject[] }) {
  return (
    <Panel
      title="Recent Projects"
      body="flush"
      actions={projects.length > 0 ? <PanelLink to="/admin/projects">All projects</PanelLink> : null}
    >
      {projects.length === 0 ? (
        <PanelNote>
          <Link to="/admin/projects?new" className="font-medium text-forest-700 underline underline-offset-4">
            {projectMessages.empty}
          </Link>
        </PanelNote>
      ) : (
        <ul className="divide-y divide-neutral-200">
          {projects.map((project) => (
            <li key={project.id} className="flex items-center gap-3 px-4 py-3 sm:px-5">
              <div className="aspect-[4/3] w-16 shrink-0 overflow-hidden rounded-md bg-neutral-100">
                {project.image ? (
                  <ResponsiveImage
                    src={project.image}
                    alt=""
                    sizes="64px"
                    className="size-full object-cover"
                  />
                ) : null}
              </div>
              <div className="min-w-0 flex-1">
                <p className="line-clamp-2 font-medium text-neutral-900">{project.name}</p>
                <p className="truncate text-sm text-neutral-600">{project.location}</p>
              </div>
              <StatusBadge status={project.status} className="shrink-0 px-2.5 py-0.5 text-xs shadow-none" />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
