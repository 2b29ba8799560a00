import { MessageCircle } from "lucide-react";
import { Link } from "react-router";

import { Panel } from "#app/components/ui/panel.tsx";
import type { ProjectLeadCount } from "#app/domain/leads/lead-view.ts";

import { PanelLink } from "./panel-link.tsx";
import { PanelNote } from "./panel-note.tsx";

/** Leads and WhatsApp chats per project, busiest first: where the buyers' interest is. */
export function LeadsPerProject({ projects }: { projects: ProjectLeadCount[] }) {
  const busiest = Math.max(1, ...projects.map((p) => p.leads));
  return (
    <Panel
      title="Leads per Project"
      body="flush"
      actions={<PanelLink to="/admin/leads">All leads</PanelLink>}
    >
      {projects.length === 0 ? (
        <PanelNote>No projects yet.</PanelNote>
      ) : (
        <ul className="divide-y divide-neutral-200">
          {projects.map((project) => (
            <li key={project.projectId} className="px-4 py-3 sm:px-5">
              <div className="flex items-baseline justify-between gap-3">
                <Link
                  to={`/admin/leads?project=${project.projectId}`}
                  className="min-w-0 truncate font-medium text-neutral-900 underline-offset-4 hover:underline"
                >
                  {project.name}
                </Link>
                <p className="shrink-0 text-sm text-neutral-700 tabular-nums">
                  <span className="font-semibold text-forest-900">{project.leads}</span>{" "}
                  {project.leads === 1 ? "lead" : "leads"}
                  <span className="ml-3 inline-flex items-center gap-1 text-neutral-600">
                    <MessageCircle aria-hidden className="size-3.5" />
                    {project.chats} {project.chats === 1 ? "chat" : "chats"}
                  </span>
                </p>
              </div>
              <div aria-hidden className="mt-2 h-1.5 overflow-hidden rounded-full bg-neutral-100">
                <div
                  className="h-full rounded-full bg-forest-600"
                  style={{ width: `${(project.leads / busiest) * 100}%` }}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
