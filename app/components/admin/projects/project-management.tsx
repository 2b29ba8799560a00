import { AddNewLink } from "#app/components/admin/add-new-link.tsx";
import { ConfirmStep } from "#app/components/ui/confirm-step.tsx";
import { formErrorClass } from "#app/components/ui/form-styles.ts";
import { PageHeader } from "#app/components/ui/page-header.tsx";
import type { ProjectFormErrors, ProjectFormValues } from "#app/domain/projects/project-form.ts";
import type { DraftOffer } from "#app/domain/drafts/index.ts";
import type { SaveConflict } from "#app/domain/revisions/index.ts";
import { projectMessages } from "#app/domain/projects/project-messages.ts";
import type { ProjectEditorView, ProjectTableRow } from "#app/domain/projects/project-views.ts";
import type { TableListing } from "#app/lib/table-query.ts";

import { projectDeleteRequest } from "./project-delete-request.ts";
import { ProjectEditor } from "./project-editor.tsx";
import { ProjectTable } from "./project-table.tsx";

/** Spec §2 "Admin projects" ('Project Management'): the table, Add New Project, the editor and the delete step. */
export function ProjectManagement({
  listing,
  editor,
  draft,
  deleting,
  failed,
  closeHref,
  mayEdit,
}: {
  /** One page of the table; null when the list could not be read. */
  listing: TableListing<ProjectTableRow> | null;
  editor: ProjectEditorView | null;
  /** The project whose deletion asks for confirmation (`?delete=<id>`, without JavaScript). */
  /** The signed-in person's unsaved changes to the record the editor opens, to recover. */
  draft: DraftOffer | null;
  deleting: { id: string; name: string } | null;
  /**
   * A refused save: the form again, as typed, with a message per field; or, when a colleague saved
   * first, merged with their save, with the revision it now builds on.
   */
  failed?: {
    errors: ProjectFormErrors;
    /** Absent when the form was refused unread (too large): the stored values and revision stay. */
    values?: ProjectFormValues;
    revision: number | null;
    conflict?: SaveConflict;
  };
  closeHref: string;
  /** The role edits content (issue "Roles"): Add, Edit and Delete show. */
  mayEdit: boolean;
}) {
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
        actions={<AddNewLink shown={mayEdit}>Add New Project</AddNewLink>}
      />

      <div className="mt-6">
        {listing === null ? (
          <p role="alert" className={formErrorClass}>
            {projectMessages.fetchFailed}
          </p>
        ) : (
          <ProjectTable listing={listing} mayEdit={mayEdit} />
        )}
      </div>
      {editor ? (
        <ProjectEditor
          // A save merged with a colleague's opens afresh on the merged values.
          key={`${editor.projectId ?? "new"}:${failed?.values ? failed.revision : editor.revision}`}
          editor={failed?.values ? { ...editor, values: failed.values, revision: failed.revision } : editor}
          errors={failed?.errors}
          conflict={failed?.conflict}
          // A refused save holds what was typed: its draft is no news.
          draft={failed ? null : draft}
          closeHref={closeHref}
        />
      ) : null}
      {deleting ? (
        <ConfirmStep
          request={projectDeleteRequest(deleting)}
          fields={{ intent: "delete", id: deleting.id }}
          closeHref={closeHref}
        />
      ) : null}
    </>
  );
}
