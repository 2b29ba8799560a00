import { blogMessages } from "#app/domain/blogs/blog-messages.ts";

import { BlogDialog } from "./blog-dialog.tsx";
import { ConfirmDeleteForm } from "./confirm-delete-form.tsx";
import { removedFromSite } from "./confirm-dialog.tsx";

/** The confirmation step without JavaScript (with it, the dialog of confirm-dialog.tsx asks). */
export function BlogDeleteDialog({
  blog,
  closeHref,
}: {
  blog: { id: string; title: string };
  closeHref: string;
}) {
  return (
    <BlogDialog title="Delete blog" closeHref={closeHref} size="narrow">
      <ConfirmDeleteForm
        fields={{ intent: "delete", id: blog.id }}
        closeHref={closeHref}
        confirmLabel="Delete"
        preventScrollReset
      >
        <p className="text-neutral-900">{blogMessages.deleteQuestion}</p>
        <p className="rounded-md bg-neutral-100 px-3 py-2 text-sm font-semibold text-neutral-900">
          {blog.title}
        </p>
        <p className="text-sm text-neutral-600">{removedFromSite}</p>
      </ConfirmDeleteForm>
    </BlogDialog>
  );
}
