import { data, redirect } from "react-router";

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
import { readTableQuery } from "#app/lib/table-query.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";

import type { Route } from "./+types/projects";

const listPath = "/admin/projects";
/** A form posted without JavaScript carries its images; more than this is refused unread. */
const maxFormBytes = 120 * 1024 * 1024;

export function meta() {
  return [{ title: "Project Management · Admin" }, { name: "robots", content: "noindex" }];
}

/** The project named by `?edit=` or `?delete=`, or a redirect back to the list when there is none. */
async function projectFromQuery(context: Route.LoaderArgs["context"], id: string) {
  const project = await getProject(context.get(servicesContext).db, id).catch(async (error: unknown) => {
    console.error("Failed to fetch project:", error);
    throw await redirectWithToast(listPath, { type: "error", message: projectMessages.fetchFailed });
  });
  if (!project) throw await redirectWithToast(listPath, { type: "error", message: projectMessages.gone });
  return project;
}

/**
 * The list, and the panel a search parameter opens: `?new` (empty editor), `?edit=<id>` (the
 * editor with that project) or `?delete=<id>` (the confirmation used without JavaScript).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context);
  const params = new URL(request.url).searchParams;
  const listing = await adminProjectListing(context.get(servicesContext).db, readTableQuery(params)).catch(
    (error: unknown) => {
      console.error("Failed to fetch projects:", error);
      return null;
    },
  );

  const editId = params.get("edit");
  const deleteId = params.get("delete");
  let panel: ProjectPanel = null;
  if (editId) {
    const project = await projectFromQuery(context, editId);
    const values = toProjectFormValues(project);
    const counts = await plotStatusCounts(context.get(servicesContext).db, project.id);
    const inventory = toInventoryHint(counts);
    panel = { kind: "edit", id: project.id, values, hasBrochure: project.brochure !== "", inventory };
  } else if (deleteId) {
    const project = await projectFromQuery(context, deleteId);
    panel = { kind: "delete", id: project.id, name: project.name };
  } else if (params.has("new")) {
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
    const id = String(form.get("id") ?? "");
    // Without JavaScript nobody has confirmed yet: show the confirmation step first.
    if (form.get("confirm") !== "yes") throw redirect(`${listPath}?delete=${encodeURIComponent(id)}`);
    return redirectWithToast(listPath, (await removeProject(services, staff.name, id)).toast);
  }
  const result = await saveProject(services, staff.name, form);
  if ("toast" in result) return redirectWithToast(listPath, result.toast);
  return data<ActionData>({ errors: result.errors, values: result.values }, { status: result.status });
}

export default function ProjectManagementPage({ loaderData, actionData }: Route.ComponentProps) {
  return <ProjectManagement {...loaderData} failed={actionData} listPath={listPath} />;
}
