import { data } from "react-router";

import { HandLeadForm } from "#app/components/admin/leads/hand-lead-form.tsx";
import { servicesContext } from "#app/context.ts";
import { addHandLead } from "#app/domain/leads/hand-lead.server.ts";
import { formValues } from "#app/domain/leads/lead-forms.ts";
import { handLeadMessages } from "#app/domain/leads/lead-sources.ts";
import { leadPath } from "#app/domain/leads/lead-view.ts";
import { listProjectNames } from "#app/domain/projects/projects.server.ts";
import { can } from "#app/domain/staff/roles.ts";
import { requirePermission } from "#app/domain/staff/session.server.ts";
import { readForm } from "#app/lib/read-form.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";

import type { Route } from "./+types/lead-new";

export function meta() {
  return [{ title: "Add a lead | Back office" }, { name: "robots", content: "noindex" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  requirePermission(context, "read-leads");
  return { projects: await listProjectNames(context.get(servicesContext).db) };
}

/** A sales executive's own lead is theirs from the start; a manager's waits for its assignee. */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = requirePermission(context, "read-leads");
  const { db } = context.get(servicesContext);
  const values = formValues(await readForm(request));
  const assignTo = can(staff.role, "all-leads") ? null : staff.id;
  const result = await addHandLead(db, values, assignTo);
  if (!result.ok) {
    return data({ values: result.values, errors: result.errors }, { status: 400 });
  }
  return redirectWithToast(leadPath(result.id), { type: "success", message: handLeadMessages.added });
}

export default function LeadNew({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <HandLeadForm projects={loaderData.projects} values={actionData?.values} errors={actionData?.errors} />
  );
}
