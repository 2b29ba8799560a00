import { AddNewLink } from "#app/components/admin/add-new-link.tsx";
import { ConfirmStep } from "#app/components/ui/confirm-step.tsx";
import { formErrorClass } from "#app/components/ui/form-styles.ts";
import { PageHeader } from "#app/components/ui/page-header.tsx";
import type { BlogFieldErrors, BlogFormValues } from "#app/domain/blogs/blog-form.ts";
import { blogMessages } from "#app/domain/blogs/blog-messages.ts";
import type { BlogEditorView, BlogTableRow } from "#app/domain/blogs/blog-views.ts";
import type { DraftOffer } from "#app/domain/drafts/index.ts";
import type { SaveConflict } from "#app/domain/revisions/index.ts";
import type { TableListing } from "#app/lib/table-query.ts";

import { blogDeleteRequest } from "./blog-delete-request.ts";
import { BlogEditor } from "./blog-editor.tsx";
import { BlogTable } from "./blog-table.tsx";

/** Spec §2 "Admin blogs" ('Blog Management'): the table, Add New Blog, the editor and the delete step. */
export function BlogManagement({
  listing,
  editor,
  draft,
  deleting,
  failed,
  closeHref,
  mayEdit,
}: {
  /** One page of the table; null when the list could not be read. */
  listing: TableListing<BlogTableRow> | null;
  /** The post to edit (or none for a new one) and the revision the editor opens. */
  editor: BlogEditorView | null;
  /** The post whose deletion asks for confirmation (`?delete=<id>`, without JavaScript). */
  /** The signed-in person's unsaved changes to the record the editor opens, to recover. */
  draft: DraftOffer | null;
  deleting: { id: string; title: string } | null;
  /**
   * A refused save: the form again, as typed, with the messages; or, when a colleague saved first,
   * merged with their save, with the revision it now builds on.
   */
  failed?: {
    errors: BlogFieldErrors;
    values: BlogFormValues;
    revision: number | null;
    formError?: string;
    conflict?: SaveConflict;
  };
  closeHref: string;
  /** The role edits content (issue "Roles"): Add, Edit and Delete show. */
  mayEdit: boolean;
}) {
  return (
    <>
      <PageHeader
        title="Blog Management"
        intro="Drafts are visible only here and in their preview."
        actions={<AddNewLink shown={mayEdit}>Add New Blog</AddNewLink>}
      />

      <div className="mt-6">
        {listing === null ? (
          <p role="alert" className={formErrorClass}>
            {blogMessages.fetchFailed}
          </p>
        ) : (
          <BlogTable listing={listing} mayEdit={mayEdit} />
        )}
      </div>
      {editor ? (
        <BlogEditor
          // A save merged with a colleague's opens afresh on the merged values.
          key={`${editor.blogId ?? "new"}:${failed ? failed.revision : editor.revision}`}
          blogId={editor.blogId}
          revision={failed ? failed.revision : editor.revision}
          initial={failed?.values ?? editor.values}
          untranslated={editor.untranslated}
          errors={failed?.errors ?? {}}
          formError={failed?.formError}
          conflict={failed?.conflict}
          // A refused save holds what was typed: its draft is no news.
          draft={failed ? null : draft}
          closeHref={closeHref}
        />
      ) : null}
      {deleting ? (
        <ConfirmStep
          request={blogDeleteRequest(deleting)}
          fields={{ intent: "delete", id: deleting.id }}
          closeHref={closeHref}
        />
      ) : null}
    </>
  );
}
