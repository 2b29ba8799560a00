import { Plus } from "lucide-react";
import { Link } from "react-router";

import { blogMessages } from "#app/domain/blogs/blog-messages.ts";
import type { BlogFieldErrors, BlogFormValues } from "#app/domain/blogs/blog-form.ts";
import type { BlogTableRow } from "#app/domain/blogs/blog-views.ts";

import { BlogDeleteDialog } from "./blog-delete-dialog.tsx";
import { BlogEditor } from "./blog-editor.tsx";
import { BlogTable } from "./blog-table.tsx";
import { buttonClass } from "#app/components/ui/form-styles.ts";
import type { TableListing } from "#app/lib/table-query.ts";
import { blogsAdminPath } from "#app/domain/blogs/blog-paths.ts";

import { PagedTable } from "./paged-table.tsx";
import { PageHeader } from "./page-header.tsx";

/** Spec §2 "Admin blogs" ('Blog Management'): the table, Add New Blog, the editor and the delete step. */
export function BlogManagement({
  listing,
  editor,
  deleting,
  failed,
  closeHref,
}: {
  /** One page of the table; null when the list could not be read. */
  listing: TableListing<BlogTableRow> | null;
  editor: { blogId: string | null; values: BlogFormValues } | null;
  deleting: { id: string; title: string } | null;
  /** A refused save: the form again, as typed, with the messages. */
  failed?: { errors: BlogFieldErrors; values: BlogFormValues; formError?: string };
  closeHref: string;
}) {
  return (
    <>
      <PageHeader
        title="Blog Management"
        intro="Drafts are visible only here and in their preview."
        actions={
          <Link to="?new" preventScrollReset className={buttonClass.primary}>
            <Plus aria-hidden className="size-4" />
            Add New Blog
          </Link>
        }
      />

      <div className="mt-6">
        {listing === null ? (
          <p
            role="alert"
            className="rounded-md bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200"
          >
            {blogMessages.fetchFailed}
          </p>
        ) : (
          <PagedTable
            listing={listing}
            path={blogsAdminPath}
            search={{ id: "blog-q", label: "Search blogs", placeholder: "Title, slug or category" }}
            empty={
              <p className="rounded-lg border border-dashed border-neutral-300 bg-white px-6 py-12 text-center text-neutral-700">
                {blogMessages.empty}
              </p>
            }
          >
            {(rows) => <BlogTable blogs={rows} />}
          </PagedTable>
        )}
      </div>
      {editor ? (
        <BlogEditor
          key={editor.blogId ?? "new"}
          blogId={editor.blogId}
          initial={failed?.values ?? editor.values}
          errors={failed?.errors ?? {}}
          formError={failed?.formError}
          closeHref={closeHref}
        />
      ) : null}
      {deleting ? <BlogDeleteDialog blog={deleting} closeHref={closeHref} /> : null}
    </>
  );
}
