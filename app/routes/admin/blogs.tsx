import { data } from "react-router";

import { emptyBlogForm } from "#app/components/admin/blog-editor.tsx";
import { BlogManagement } from "#app/components/admin/blog-management.tsx";
import { servicesContext } from "#app/context.ts";
import { blogMessages } from "#app/domain/blogs/blog-messages.ts";
import { blogsAdminPath as listPath } from "#app/domain/blogs/blog-paths.ts";
import { removeBlog, saveBlog } from "#app/domain/blogs/blog-save.server.ts";
import { adminBlogListing } from "#app/domain/blogs/blog-listing.server.ts";
import { toBlogFormValues } from "#app/domain/blogs/blog-views.ts";
import { getBlog } from "#app/domain/blogs/blogs.server.ts";
import { requireStaff } from "#app/domain/staff/session.server.ts";
import { readForm } from "#app/lib/read-form.ts";
import { readTableQuery } from "#app/lib/table-query.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";

import type { Route } from "./+types/blogs";

export function meta() {
  return [{ title: "Blog Management · Admin" }, { name: "robots", content: "noindex" }];
}

/** The blog named by `?edit=` or `?delete=`, or a redirect back to the list when there is none. */
async function blogFromQuery(context: Route.LoaderArgs["context"], id: string) {
  const blog = await getBlog(context.get(servicesContext).db, id).catch(async (error: unknown) => {
    console.error("Failed to fetch blog:", error);
    throw await redirectWithToast(listPath, { type: "error", message: blogMessages.fetchFailed });
  });
  if (!blog) throw await redirectWithToast(listPath, { type: "error", message: blogMessages.gone });
  return blog;
}

/**
 * The list, and the panel a search parameter opens: `?new` (empty editor), `?edit=<id>` (the
 * editor with that blog) or `?delete=<id>` (the confirmation used without JavaScript).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context);
  const query = new URL(request.url).searchParams;
  const listing = await adminBlogListing(context.get(servicesContext).db, readTableQuery(query)).catch(
    (error: unknown) => {
      console.error("Failed to fetch blogs:", error);
      return null;
    },
  );

  const editId = query.get("edit");
  const deleteId = query.get("delete");
  const editing = editId !== null ? await blogFromQuery(context, editId) : null;
  const deleting = deleteId !== null ? await blogFromQuery(context, deleteId) : null;
  return {
    listing,
    editor: editing
      ? { blogId: editing.id, values: toBlogFormValues(editing) }
      : query.has("new")
        ? { blogId: null, values: emptyBlogForm }
        : null,
    deleting: deleting ? { id: deleting.id, title: deleting.title } : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context);
  const form = await readForm(request);
  const intent = form.get("intent");
  const services = context.get(servicesContext);
  if (intent === "delete") {
    return redirectWithToast(listPath, (await removeBlog(services, staff.name, form.get("id"))).toast);
  }
  if (intent !== "save") throw data("Unknown action", { status: 400 });
  const result = await saveBlog(services, staff.name, form);
  if ("toast" in result) return redirectWithToast(listPath, result.toast);
  const { status, ...refused } = result;
  return data(refused, { status });
}

export default function BlogManagementPage({ loaderData, actionData }: Route.ComponentProps) {
  return <BlogManagement {...loaderData} failed={actionData} closeHref={listPath} />;
}
