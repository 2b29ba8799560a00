import { data, redirect } from "react-router";

import { CostsPage } from "#app/components/admin/costs/costs-page.tsx";
import { servicesContext } from "#app/context.ts";
import { costsPageAction, loadCostsPage } from "#app/domain/costs/index.server.ts";
import { costsPath } from "#app/domain/costs/index.ts";
import { listProjectNames } from "#app/domain/projects/projects.server.ts";
import { can } from "#app/domain/staff/roles.ts";
import { requirePermission } from "#app/domain/staff/session.server.ts";
import { readForm } from "#app/lib/read-form.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";

import type { Route } from "./+types/costs";

export function meta() {
  return [{ title: "Costs | Back office" }, { name: "robots", content: "noindex" }];
}

/**
 * Issue "What it costs": the state's rates (owners add them; content editors read them) and, for
 * the project chosen (`?project=<id>`), its guideline values and other charges. `?delete=<id>` is a
 * guideline value's deletion to confirm, without JavaScript.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = requirePermission(context, "edit-content");
  const { db } = context.get(servicesContext);
  const params = new URL(request.url).searchParams;
  const projects = await listProjectNames(db);
  const project = projects.find((p) => p.id === params.get("project")) ?? null;
  return {
    projects,
    mayAddRates: can(staff.role, "manage-site"),
    ...(await loadCostsPage(db, project, params.get("delete"))),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requirePermission(context, "edit-content");
  const { db } = context.get(servicesContext);
  const form = await readForm(request);
  if (form.get("intent") === "add-rate") requirePermission(context, "manage-site");
  const projectId = String(form.get("projectId") ?? "");
  const project = (await listProjectNames(db)).find((p) => p.id === projectId) ?? null;
  const result = await costsPageAction(db, staff, project, form);
  const back = costsPath(project?.id);
  if ("toast" in result) return redirectWithToast(back, result.toast);
  if ("confirmDelete" in result)
    return redirect(`${back}&delete=${encodeURIComponent(result.confirmDelete)}`);
  return data({ failed: result.refused }, { status: 400 });
}

export default function Costs({ loaderData, actionData }: Route.ComponentProps) {
  return <CostsPage {...loaderData} failed={actionData?.failed ?? null} />;
}
