import { data } from "react-router";

import { emptyProjectValues } from "#app/components/admin/project-editor.tsx";
import { ProjectManagement, type ProjectPanel } from "#app/components/admin/project-management.tsx";
import { servicesContext } from "#app/context.ts";
import type { ProjectFormErrors, ProjectFormValues } from "#app/domain/projects/project-form.ts";
import { plotStatusCounts } from "#app/domain/plots/plots.server.ts";
import { toInventoryHint } from "#app/domain/plots/plot-view.ts";
import { projectMessages } from "#app/domain/projects/project-messages.ts";
import { removeProject, saveProject } from "#app/domain/projects/project-save.server.ts";
import { adminProjectListing } from "#app/domain/projects/project-list.server.ts";
import { toProjectFormValues } from "#app/domain/projects/project-views.ts";
import { getProject } from "#app/domain/projects/projects.server.ts";
import { requireStaff } from "#app/domain/staff/session.server.ts";
import { readForm } from "#app/lib/read-form.ts";
import { confirmedId, loadTablePage } from "#app/lib/table-page.server.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";

import type { Route } from "./+types/projects";

const listPath = "/admin/projects";
/** A form posted without JavaScript carries its images; more than this is refused unread. */
const maxFormBytes = 120 * 1024 * 1024;

export function meta() {
  return [{ title: "Project Management · Admin" }, { name: "robots", content: "noindex" }];
}

/**
 * The list, and the panel a search parameter opens: `?new` (empty editor), `?edit=<id>` (the
 * editor with that project) or `?delete=<id>` (the confirmation used without JavaScript).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context);
  const { db } = context.get(servicesContext);
  const { listing, panel: opened } = await loadTablePage(request, {
    path: listPath,
    messages: projectMessages,
    list: (query) => adminProjectListing(db, query),
    find: (id) => getProject(db, id),
  });
  let panel: ProjectPanel = null;
  if (opened?.kind === "edit") {
    const project = opened.item;
    const inventory = toInventoryHint(await plotStatusCounts(db, project.id));
    const values = toProjectFormValues(project);
    panel = { kind: "edit", id: project.id, values, hasBrochure: project.brochure !== "", inventory };
  } else if (opened?.kind === "delete") {
    panel = { kind: "delete", id: opened.item.id, name: opened.item.name };
  } else if (opened?.kind === "new") {
    panel = { kind: "new" };
  }
  return { listing, panel };
}

type ActionData = { errors: ProjectFormErrors; values: ProjectFormValues };

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context);
  const services = context.get(servicesContext);
  if (Number(request.headers.get("Content-Length") ?? 0) > maxFormBytes) {
    const errors = { images: projectMessages.formTooLarge };
    return data<ActionData>({ errors, values: emptyProjectValues }, { status: 413 });
  }
  const form = await readForm(request);

  if (form.get("intent") === "delete") {
    const id = confirmedId(form, listPath);
    return redirectWithToast(listPath, (await removeProject(services, staff.name, id)).toast);
  }
  const result = await saveProject(services, staff.name, form);
  if ("toast" in result) return redirectWithToast(listPath, result.toast);
  return data<ActionData>({ errors: result.errors, values: result.values }, { status: result.status });
}

export default function ProjectManagementPage({ loaderData, actionData }: Route.ComponentProps) {
  return <ProjectManagement {...loaderData} failed={actionData} listPath={listPath} />;
}
