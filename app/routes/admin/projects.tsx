import { data } from "react-router";

import { ProjectManagement } from "#app/components/admin/projects/project-management.tsx";
import { servicesContext } from "#app/context.ts";
import {
  discardDraft,
  discardRecordDrafts,
  editorWithDraft,
  postedDraftKey,
} from "#app/domain/drafts/index.server.ts";
import { plotStatusCounts } from "#app/domain/plots/plots.server.ts";
import { toInventoryHint } from "#app/domain/plots/plot-view.ts";
import type { ProjectFormErrors, ProjectFormValues } from "#app/domain/projects/project-form.ts";
import { adminProjectListing } from "#app/domain/projects/project-list.server.ts";
import { projectMessages } from "#app/domain/projects/project-messages.ts";
import { projectsAdminPath as listPath } from "#app/domain/projects/project-page.ts";
import { removeProject, saveProject } from "#app/domain/projects/project-save.server.ts";
import { newProjectEditor, toProjectEditor } from "#app/domain/projects/project-views.ts";
import { getProject } from "#app/domain/projects/projects.server.ts";
import type { SaveConflict } from "#app/domain/revisions/index.ts";
import { can } from "#app/domain/staff/roles.ts";
import { forbidden, requirePermission } from "#app/domain/staff/session.server.ts";
import { readForm } from "#app/lib/read-form.ts";
import { confirmedId, loadTablePage } from "#app/lib/table-page.server.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";

import type { Route } from "./+types/projects";

/** A form posted without JavaScript carries its images; more than this is refused unread. */
const maxFormBytes = 120 * 1024 * 1024;

export function meta() {
  return [{ title: "Project Management · Admin" }, { name: "robots", content: "noindex" }];
}

/**
 * The list, and the panel a search parameter opens: `?new` (empty editor), `?edit=<id>` (the
 * editor with that project) or `?delete=<id>` (the confirmation step used without JavaScript).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = requirePermission(context, "read-content");
  const mayEdit = can(staff.role, "edit-content");
  const { db } = context.get(servicesContext);
  const { listing, panel } = await loadTablePage(request, {
    path: listPath,
    messages: projectMessages,
    list: (query) => adminProjectListing(db, query),
    find: (id) => getProject(db, id),
  });
  // The editor and the delete step are for a role that edits content.
  if (panel && !mayEdit) throw forbidden();
  const editor =
    panel?.kind === "edit"
      ? toProjectEditor(panel.item, toInventoryHint(await plotStatusCounts(db, panel.item.id)))
      : panel?.kind === "new"
        ? newProjectEditor
        : null;
  // Issue "Publish later and go back": the person's autosaved draft, offered or (`&recover`) opened.
  const opened =
    editor &&
    (await editorWithDraft(
      db,
      { authorId: staff.id, entity: "project", recordId: editor.projectId ?? "" },
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
    deleting: panel?.kind === "delete" ? { id: panel.item.id, name: panel.item.name } : null,
  };
}

type ActionData = {
  errors: ProjectFormErrors;
  /** What was posted; absent when the form was refused unread (the editor keeps what it holds). */
  values?: ProjectFormValues;
  revision: number | null;
  conflict?: SaveConflict;
};

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requirePermission(context, "edit-content");
  const services = context.get(servicesContext);
  if (Number(request.headers.get("Content-Length") ?? 0) > maxFormBytes) {
    const errors = { images: projectMessages.formTooLarge };
    return data<ActionData>({ errors, revision: null }, { status: 413 });
  }
  const form = await readForm(request);
  if (form.get("intent") === "delete") {
    const id = confirmedId(form, listPath);
    const { toast } = await removeProject(services, staff.name, id);
    if (toast.type === "success") await discardRecordDrafts(services.db, "project", id);
    return redirectWithToast(listPath, toast);
  }
  const result = await saveProject(services, staff.name, form);
  if (!("toast" in result)) {
    const { status, ...refused } = result;
    return data<ActionData>(refused, { status });
  }
  // Saved: the author's draft of it is spent (a refused save keeps it).
  if (result.toast.type === "success")
    await discardDraft(services.db, postedDraftKey(staff.id, "project", form));
  return redirectWithToast(listPath, result.toast);
}

export default function ProjectManagementPage({ loaderData, actionData }: Route.ComponentProps) {
  return <ProjectManagement {...loaderData} failed={actionData} closeHref={listPath} />;
}
