import { data } from "react-router";

import { BlogManagement } from "#app/components/admin/blogs/blog-management.tsx";
import { servicesContext } from "#app/context.ts";
import {
  discardDraft,
  discardRecordDrafts,
  editorWithDraft,
  postedDraftKey,
} from "#app/domain/drafts/index.server.ts";
import { adminBlogListing } from "#app/domain/blogs/blog-listing.server.ts";
import { blogMessages } from "#app/domain/blogs/blog-messages.ts";
import { blogsAdminPath as listPath } from "#app/domain/blogs/blog-paths.ts";
import { removeBlog, saveBlog } from "#app/domain/blogs/blog-save.server.ts";
import { newBlogEditor, toBlogEditor } from "#app/domain/blogs/blog-views.ts";
import { getBlog } from "#app/domain/blogs/blogs.server.ts";
import { can } from "#app/domain/staff/roles.ts";
import { forbidden, requirePermission } from "#app/domain/staff/session.server.ts";
import { readForm } from "#app/lib/read-form.ts";
import { confirmedId, loadTablePage } from "#app/lib/table-page.server.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";

import type { Route } from "./+types/blogs";

export function meta() {
  return [{ title: "Blog Management · Admin" }, { name: "robots", content: "noindex" }];
}

/**
 * The list, and the panel a search parameter opens: `?new` (empty editor), `?edit=<id>` (the
 * editor with that blog) or `?delete=<id>` (the confirmation step used without JavaScript).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = requirePermission(context, "read-content");
  const mayEdit = can(staff.role, "edit-content");
  const { db } = context.get(servicesContext);
  const { listing, panel } = await loadTablePage(request, {
    path: listPath,
    messages: blogMessages,
    list: (query) => adminBlogListing(db, query),
    find: (id) => getBlog(db, id),
  });
  // The editor and the delete step are for a role that edits content.
  if (panel && !mayEdit) throw forbidden();
  const editor =
    panel?.kind === "edit" ? toBlogEditor(panel.item) : panel?.kind === "new" ? newBlogEditor : null;
  // Issue "Publish later and go back": the person's autosaved draft, offered or (`&recover`) opened.
  const opened =
    editor &&
    (await editorWithDraft(
      db,
      { authorId: staff.id, entity: "blog", recordId: editor.blogId ?? "" },
      editor,
      {
        updatedAt: panel?.kind === "edit" ? panel.item.updatedAt : null,
        recover: new URL(request.url).searchParams.has("recover"),
      },
    ));
  return {
    mayEdit,
    listing,
    editor: opened?.editor ?? null,
    draft: opened?.offer ?? null,
    deleting: panel?.kind === "delete" ? { id: panel.item.id, title: panel.item.title } : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requirePermission(context, "edit-content");
  const form = await readForm(request);
  const intent = form.get("intent");
  const services = context.get(servicesContext);
  if (intent === "delete") {
    const id = confirmedId(form, listPath);
    const { toast } = await removeBlog(services, staff.name, id);
    if (toast.type === "success") await discardRecordDrafts(services.db, "blog", id);
    return redirectWithToast(listPath, toast);
  }
  if (intent !== "save") throw data("Unknown action", { status: 400 });
  const result = await saveBlog(services, staff.name, form);
  if (!("toast" in result)) {
    const { status, ...refused } = result;
    return data(refused, { status });
  }
  // Saved: the author's draft of it is spent (a refused save keeps it).
  if (result.toast.type === "success")
    await discardDraft(services.db, postedDraftKey(staff.id, "blog", form));
  return redirectWithToast(listPath, result.toast);
}

export default function BlogManagementPage({ loaderData, actionData }: Route.ComponentProps) {
  return <BlogManagement {...loaderData} failed={actionData} closeHref={listPath} />;
}
