import { Plus } from "lucide-react";

import type { ProjectFormErrors, ProjectFormValues } from "#app/domain/projects/project-form.ts";
import { projectMessages } from "#app/domain/projects/project-messages.ts";
import type { ProjectTableRow } from "#app/domain/projects/project-views.ts";

import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { LinkButton } from "#app/components/ui/link-button.tsx";
import { TableFrame } from "#app/components/ui/table-frame.tsx";
import { tableListingProps } from "#app/components/ui/table-listing.ts";
import type { TableListing } from "#app/lib/table-query.ts";

import type { InventoryHint } from "#app/domain/plots/plot-view.ts";

import { emptyProjectValues, ProjectEditor } from "./project-editor.tsx";
import { ProjectDeleteConfirm, ProjectTable } from "./project-table.tsx";
import { PageHeader } from "#app/components/ui/page-header.tsx";

/** What a search parameter opens over the list: the editor (new or edit) or the delete step. */
export type ProjectPanel =
  | { kind: "new" }
  | {
      kind: "edit";
      id: string;
      values: ProjectFormValues;
      hasBrochure: boolean;
      inventory: InventoryHint | null;
    }
  | { kind: "delete"; id: string; name: string }
  | null;

/** Spec §2 "Admin projects" ('Project Management'): the table, Add New Project, and the open panel. */
export function ProjectManagement({
  listing,
  panel,
  failed,
  listPath,
}: {
  /** One page of the table; null when the list could not be read. */
  listing: TableListing<ProjectTableRow> | null;
  panel: ProjectPanel;
  /** A refused save: the form again, as typed, with a message per field. */
  failed?: { errors: ProjectFormErrors; values: ProjectFormValues };
  listPath: string;
}) {
  const table = listing
    ? tableListingProps(listing, listPath, {
        id: "project-q",
        label: "Search projects",
        placeholder: "Name or location",
      })
    : null;
  return (
    <>
      <PageHeader
        title="Project Management"
        intro={
          <>
            {listing?.total === 1 ? "1 project" : `${listing?.total ?? 0} projects`}
            {listing?.query.q ? ` match "${listing.query.q}"` : ""}, newest first.
          </>
        }
        actions={
          <LinkButton to={`${listPath}?new`} preventScrollReset variant="primary">
            <Plus aria-hidden className="size-4" />
            Add New Project
          </LinkButton>
        }
      />

      <div className="mt-6">
        {panel?.kind === "delete" ? (
          <ProjectDeleteConfirm id={panel.id} name={panel.name} listPath={listPath} />
        ) : null}
        {table === null ? (
          <p role="alert" className="rounded-md bg-red-50 px-4 py-3 text-sm text-red-900 ring-1 ring-red-200">
            {projectMessages.fetchFailed}
          </p>
        ) : (
          <TableFrame
            search={table.search}
            pager={table.pager}
            hasRows={table.rows.length > 0}
            empty={
              <EmptyState title={projectMessages.empty}>
                Projects you add here appear on the public Projects page straight away.
              </EmptyState>
            }
          >
            <ProjectTable rows={table.rows} listPath={listPath} />
          </TableFrame>
        )}
      </div>

      {panel?.kind === "new" ? (
        <ProjectEditor
          key="new"
          values={failed?.values ?? emptyProjectValues}
          errors={failed?.errors}
          closeTo={listPath}
        />
      ) : panel?.kind === "edit" ? (
        <ProjectEditor
          key={panel.id}
          projectId={panel.id}
          values={failed?.values ?? panel.values}
          hasBrochure={panel.hasBrochure}
          inventory={panel.inventory}
          errors={failed?.errors}
          closeTo={listPath}
        />
      ) : null}
    </>
  );
}
