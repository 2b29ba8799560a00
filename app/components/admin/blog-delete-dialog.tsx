import { Form, Link } from "react-router";

import { BlogDialog } from "./blog-dialog";
import { deleteBlogQuestion } from "./blog-table";
import { buttonClass } from "./form-styles";

/** The confirmation step without JavaScript (with it, the browser's confirm dialog asks). */
export function BlogDeleteDialog({
  blog,
  closeHref,
}: {
  blog: { id: string; title: string };
  closeHref: string;
}) {
  return (
    <BlogDialog title="Delete blog" closeHref={closeHref} size="narrow">
      <Form method="post" preventScrollReset className="space-y-4 px-4 py-5 sm:px-6">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={blog.id} />
        <p className="text-neutral-900">{deleteBlogQuestion}</p>
        <p className="rounded-md bg-neutral-100 px-3 py-2 text-sm font-semibold text-neutral-900">
          {blog.title}
        </p>
        <p className="text-sm text-neutral-600">
          It disappears from the website at once. This cannot be undone.
        </p>
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Link to={closeHref} preventScrollReset data-autofocus className={buttonClass.secondary}>
            Cancel
          </Link>
          <button type="submit" className={buttonClass.danger}>
            Delete
          </button>
        </div>
      </Form>
    </BlogDialog>
  );
}
