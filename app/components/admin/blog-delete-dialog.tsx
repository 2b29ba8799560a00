import { blogMessages } from "~/domain/blogs/blog-messages";

import { BlogDialog } from "./blog-dialog";
import { ConfirmDeleteForm } from "./confirm-delete-form";
import { removedFromSite } from "./confirm-dialog";

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
