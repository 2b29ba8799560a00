import { Languages } from "lucide-react";

import { RowIconSymbols } from "#app/components/admin/row-icons.tsx";
import { DataTable, type Column } from "#app/components/ui/data-table.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { StatusBadge } from "#app/components/ui/status-badge.tsx";
import { tableListingProps } from "#app/components/ui/table-listing.ts";
import { blogMessages } from "#app/domain/blogs/blog-messages.ts";
import { blogsAdminPath } from "#app/domain/blogs/blog-paths.ts";
import { blogStatusTones, type BlogTableRow } from "#app/domain/blogs/blog-views.ts";
import type { TableListing } from "#app/lib/table-query.ts";

import { BlogRowActions } from "./blog-row-actions.tsx";

/** On a phone's card: the title, a line with the category and author, then status, date and actions. */
const columns: Column<BlogTableRow>[] = [
  {
    key: "title",
    header: "Title",
    rowHeader: true,
    className: "md:min-w-56",
    cell: (blog) => (
      <>
        <p className="font-semibold text-neutral-900">{blog.title}</p>
        <p className="mt-0.5 font-mono text-xs text-neutral-600 [overflow-wrap:anywhere]">{blog.slug}</p>
        {blog.untranslated > 0 ? (
          <span className="mt-1 inline-flex items-center gap-1 rounded bg-sky-50 px-1.5 py-0.5 text-xs font-semibold text-sky-900">
            <Languages aria-hidden className="size-3.5" />
            {blog.untranslated === 1
              ? "1 text not in Tamil yet"
              : `${blog.untranslated} texts not in Tamil yet`}
          </span>
        ) : null}
      </>
    ),
  },
  {
    key: "category",
    header: "Category",
    className: "text-neutral-800 md:whitespace-nowrap",
    cell: (blog) => (
      <>
        {blog.category}
        <span className="md:hidden"> · by {blog.author}</span>
      </>
    ),
  },
  {
    key: "author",
    header: "Author",
    phone: "hidden",
    className: "text-neutral-800 md:min-w-28",
    cell: (blog) => blog.author,
  },
  {
    key: "status",
    header: "Status",
    phone: "inline",
    cell: (blog) => <StatusBadge tone={blogStatusTones[blog.status]} label={blog.status} />,
  },
  {
    key: "created",
    header: "Created",
    phone: "inline",
    className: "whitespace-nowrap text-neutral-800 tabular-nums",
    cell: (blog) => <time dateTime={blog.createdAt}>{blog.createdLabel}</time>,
  },
];

/** Spec §2 "Admin blogs": every blog, newest first, a page at a time, with its search and actions. */
export function BlogTable({ listing, mayEdit }: { listing: TableListing<BlogTableRow>; mayEdit: boolean }) {
  return (
    <>
      <RowIconSymbols />
      <DataTable
        {...tableListingProps(listing, blogsAdminPath, {
          id: "blog-q",
          label: "Search blogs",
          placeholder: "Title, slug or category",
        })}
        caption="Blogs, newest first"
        columns={columns}
        rowKey={(blog) => blog.id}
        actions={(blog) => <BlogRowActions blog={blog} mayEdit={mayEdit} />}
        empty={<EmptyState title={blogMessages.empty} />}
      />
    </>
  );
}
