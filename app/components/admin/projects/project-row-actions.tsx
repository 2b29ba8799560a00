import { RowActionLink } from "#app/components/admin/row-action-link.tsx";
import { RowDeleteButton } from "#app/components/admin/row-delete-button.tsx";
import { plotsPath } from "#app/domain/plots/plot-view.ts";
import { projectPath } from "#app/domain/projects/project-page.ts";
import type { ProjectTableRow } from "#app/domain/projects/project-views.ts";

import { projectDeleteRequest } from "./project-delete-request.ts";

/**
 * Spec §2's actions of a project: its public page in a new tab (a Draft's staff preview), its
 * plot inventory, edit, and delete once confirmed (the last two for a role that edits content).
 */
export function ProjectRowActions({ project, mayEdit }: { project: ProjectTableRow; mayEdit: boolean }) {
  const { id, name, published } = project;
  return (
    <>
      <RowActionLink
        to={projectPath(id)}
        newTab
        icon={published ? "external" : "preview"}
        label={`${published ? `View ${name} on the website` : `Preview ${name}`} (opens in a new tab)`}
        title={published ? "View on the website" : "Preview"}
      />
      <RowActionLink to={plotsPath(id)} icon="plots" label={`Plots of ${name}`} title="Plots" />
      {mayEdit ? (
        <>
          <RowActionLink
            to={`?edit=${id}`}
            preventScrollReset
            icon="edit"
            label={`Edit ${name}`}
            title="Edit"
          />
          <RowDeleteButton
            request={projectDeleteRequest(project)}
            fields={{ intent: "delete", id }}
            label={`Delete ${name}`}
          />
        </>
      ) : null}
    </>
  );
}
