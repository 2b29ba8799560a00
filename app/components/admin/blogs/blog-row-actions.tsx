import { RowActionLink } from "#app/components/admin/row-action-link.tsx";
import { RowDeleteButton } from "#app/components/admin/row-delete-button.tsx";
import { blogHistoryPath, blogPath, blogPreviewPath } from "#app/domain/blogs/blog-paths.ts";
import type { BlogTableRow } from "#app/domain/blogs/blog-views.ts";

import { blogDeleteRequest } from "./blog-delete-request.ts";

/**
 * Spec §2's actions of a post: view it in a new tab (Published only; a Draft keeps the place
 * empty so the columns line up), the staff preview, its history of saves (issue "Publish later and
 * go back"), edit, and delete once confirmed (the last two for a role that edits content).
 */
export function BlogRowActions({ blog, mayEdit }: { blog: BlogTableRow; mayEdit: boolean }) {
  return (
    <>
      {blog.status === "Published" ? (
        <RowActionLink
          to={blogPath(blog.slug)}
          newTab
          icon="external"
          label={`View ${blog.title} on the website (opens in a new tab)`}
          title="View on the website"
        />
      ) : (
        <span aria-hidden className="size-9 shrink-0" />
      )}
      <RowActionLink
        to={blogPreviewPath(blog.id)}
        icon="preview"
        label={`Preview ${blog.title}`}
        title="Preview"
      />
      <RowActionLink
        to={blogHistoryPath(blog.id)}
        icon="history"
        label={`History of ${blog.title}`}
        title="History"
      />
      {mayEdit ? (
        <>
          <RowActionLink
            to={`?edit=${blog.id}`}
            preventScrollReset
            icon="edit"
            label={`Edit ${blog.title}`}
            title="Edit"
          />
          <RowDeleteButton
            request={blogDeleteRequest(blog)}
            fields={{ intent: "delete", id: blog.id }}
            label={`Delete ${blog.title}`}
          />
        </>
      ) : null}
    </>
  );
}
