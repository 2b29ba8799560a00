import { Form, Link, useSubmit } from "react-router";

import type { BlogStatus } from "#app/domain/blogs/blog.ts";
import { blogMessages } from "#app/domain/blogs/blog-messages.ts";
import { blogPath, blogPreviewPath } from "#app/domain/blogs/blog-paths.ts";
import type { BlogTableRow } from "#app/domain/blogs/blog-views.ts";

import { iconButtonClass } from "#app/components/ui/form-styles.ts";

import { removedFromSite, useConfirm } from "./confirm-dialog.tsx";
import { RowIcon, RowIconSymbols } from "./row-icons.tsx";

/** Spec §4 badge colours: Published green, Draft grey. */
function StatusBadge({ status }: { status: BlogStatus }) {
  const colours = status === "Published" ? "bg-green-100 text-green-800" : "bg-neutral-200 text-neutral-800";
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${colours}`}>
      {status}
    </span>
  );
}

/**
 * Delete with the spec's question. With JavaScript the back office's confirmation dialog asks it
 * and the delete is posted once accepted; without, the button opens the confirmation panel
 * (`?delete=<id>`), since nothing may change on a plain GET.
 */
function DeleteButton({ blog }: { blog: BlogTableRow }) {
  const submit = useSubmit();
  const confirm = useConfirm();
  async function onSubmit() {
    const confirmed = await confirm({
      question: blogMessages.deleteQuestion,
      subject: blog.title,
      consequence: removedFromSite,
      confirmLabel: "Delete blog",
    });
    if (confirmed)
      await submit({ intent: "delete", id: blog.id }, { method: "post", preventScrollReset: true });
  }
  return (
    <Form
      method="get"
      preventScrollReset
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <input type="hidden" name="delete" value={blog.id} />
      <button
        type="submit"
        aria-label={`Delete ${blog.title}`}
        title="Delete"
        className={`${iconButtonClass} text-red-700 hover:bg-red-50 hover:text-red-800`}
      >
        <RowIcon name="delete" />
      </button>
    </Form>
  );
}

const headerCell =
  "px-3 py-3 text-left text-xs font-semibold tracking-wide text-neutral-600 uppercase sm:px-4";
const cell = "px-3 py-3 align-middle sm:px-4";
/** On narrow screens the table scrolls sideways; the actions stay in view at its right edge. */
const stickyEnd = "sticky right-0 shadow-[-6px_0_6px_-6px_rgb(0_0_0/0.2)] xl:shadow-none";

/** Spec §2 "Admin blogs": every blog, newest first, with its actions. */
export function BlogTable({ blogs }: { blogs: BlogTableRow[] }) {
  return (
    <div className="overflow-x-auto rounded-lg bg-white shadow-xs ring-1 ring-neutral-200">
      <RowIconSymbols />
      <table className="w-full text-sm">
        <thead className="border-b border-neutral-200 bg-neutral-50">
          <tr>
            <th scope="col" className={headerCell}>
              Title
            </th>
            <th scope="col" className={headerCell}>
              Category
            </th>
            <th scope="col" className={headerCell}>
              Author
            </th>
            <th scope="col" className={headerCell}>
              Status
            </th>
            <th scope="col" className={headerCell}>
              Created
            </th>
            <th scope="col" className={`${headerCell} ${stickyEnd} bg-neutral-50 text-right`}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-200">
          {blogs.map((blog) => (
            <tr key={blog.id}>
              <td className={`${cell} min-w-40 sm:min-w-56`}>
                <p className="font-semibold text-neutral-900">{blog.title}</p>
                <p className="mt-0.5 font-mono text-xs text-neutral-600 [overflow-wrap:anywhere]">
                  {blog.slug}
                </p>
                {/* Phones see only this column and the actions without scrolling: repeat the status there. */}
                <p aria-hidden className="mt-1.5 flex items-center gap-2 text-xs text-neutral-600 md:hidden">
                  <StatusBadge status={blog.status} />
                  {blog.createdLabel}
                </p>
              </td>
              <td className={`${cell} whitespace-nowrap text-neutral-800`}>{blog.category}</td>
              <td className={`${cell} min-w-28 text-neutral-800`}>{blog.author}</td>
              <td className={cell}>
                <StatusBadge status={blog.status} />
              </td>
              <td className={`${cell} whitespace-nowrap text-neutral-800 tabular-nums`}>
                <time dateTime={blog.createdAt}>{blog.createdLabel}</time>
              </td>
              <td className={`${cell} ${stickyEnd} bg-white`}>
                <div className="flex items-center justify-end gap-0.5">
                  {blog.status === "Published" ? (
                    <a
                      href={blogPath(blog.slug)}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`View ${blog.title} on the website (opens in a new tab)`}
                      title="View on the website"
                      className={iconButtonClass}
                    >
                      <RowIcon name="external" />
                    </a>
                  ) : (
                    <span aria-hidden className="size-9 shrink-0" />
                  )}
                  <Link
                    to={blogPreviewPath(blog.id)}
                    aria-label={`Preview ${blog.title}`}
                    title="Preview"
                    className={iconButtonClass}
                  >
                    <RowIcon name="preview" />
                  </Link>
                  <Link
                    to={`?edit=${blog.id}`}
                    preventScrollReset
                    aria-label={`Edit ${blog.title}`}
                    title="Edit"
                    className={iconButtonClass}
                  >
                    <RowIcon name="edit" />
                  </Link>
                  <DeleteButton blog={blog} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
