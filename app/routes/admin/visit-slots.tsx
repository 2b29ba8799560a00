import { data } from "react-router";

import { VisitSlotsPage } from "#app/components/admin/visits/visit-slots-page.tsx";
import { servicesContext } from "#app/context.ts";
import { listProjectNames } from "#app/domain/projects/projects.server.ts";
import { requirePermission } from "#app/domain/staff/session.server.ts";
import { getVisitPlan, saveVisitPlan } from "#app/domain/visits/index.server.ts";
import { readVisitPlanForm } from "#app/domain/visits/index.ts";
import { readForm } from "#app/lib/read-form.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";

import type { Route } from "./+types/visit-slots";

export function meta() {
  return [{ title: "Visiting slots | Back office" }, { name: "robots", content: "noindex" }];
}

/** Issue "Site visits and bookings": each project's visiting slots (owners and sales managers set them). */
export async function loader({ context }: Route.LoaderArgs) {
  requirePermission(context, "manage-leads");
  const { db } = context.get(servicesContext);
  const projects = await listProjectNames(db);
  const plans = await Promise.all(projects.map((project) => getVisitPlan(db, project.id)));
  return {
    rows: projects.map((project, i) => ({
      projectId: project.id,
      projectName: project.name,
      plan: plans[i]!,
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requirePermission(context, "manage-leads");
  const { db } = context.get(servicesContext);
  const form = await readForm(request);
  const projectId = String(form.get("projectId") ?? "");
  const project = (await listProjectNames(db)).find((p) => p.id === projectId);
  if (!project)
    return redirectWithToast("/admin/visits/slots", { type: "error", message: "That project is gone." });
  const read = readVisitPlanForm(form);
  if (!read.ok) {
    const values = Object.fromEntries([...form].map(([key, value]) => [key, String(value)]));
    return data({ failed: { projectId, values, errors: read.errors } }, { status: 400 });
  }
  await saveVisitPlan(db, staff, project, read.plan);
  return redirectWithToast("/admin/visits/slots", {
    type: "success",
    message: `Visiting slots of ${project.name} saved.`,
  });
}

export default function VisitSlots({ loaderData, actionData }: Route.ComponentProps) {
  return <VisitSlotsPage rows={loaderData.rows} failed={actionData?.failed ?? null} />;
}
