import { Eye, History } from "lucide-react";

import { LinkButton } from "#app/components/ui/link-button.tsx";
import { plotsPath } from "#app/domain/plots/plot-view.ts";
import { projectHistoryPath, projectLayoutPath, projectPath } from "#app/domain/projects/project-page.ts";

/**
 * A stored project's other pages, from its editor: the public page as saved, its plots, its plan
 * and its history of saves.
 */
export function ProjectEditorLinks({ projectId }: { projectId: string }) {
  return (
    <nav aria-label="This project's pages" className="flex flex-wrap gap-2">
      <LinkButton to={projectPath(projectId)} newTab size="sm">
        <Eye aria-hidden className="size-4" />
        Preview
        <span className="sr-only"> (saved version, opens in a new tab)</span>
      </LinkButton>
      <LinkButton to={plotsPath(projectId)} size="sm">
        Plots
      </LinkButton>
      <LinkButton to={projectLayoutPath(projectId)} size="sm">
        Layout plan
      </LinkButton>
      <LinkButton to={projectHistoryPath(projectId)} size="sm">
        <History aria-hidden className="size-4" />
        History
      </LinkButton>
    </nav>
  );
}
