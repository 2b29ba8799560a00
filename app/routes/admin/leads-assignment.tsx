import { AssignmentPage } from "#app/components/admin/assignment/assignment-page.tsx";
import { servicesContext } from "#app/context.ts";
import { listAssignmentRules, saveAssignmentRule } from "#app/domain/leads/assignment.server.ts";
import { listProjectNames } from "#app/domain/projects/projects.server.ts";
import { businessHoursFrom, describeBusinessHours } from "#app/domain/settings/business-hours.ts";
import { getSiteSettings } from "#app/domain/settings/settings.server.ts";
import { requirePermission } from "#app/domain/staff/session.server.ts";
import { listSalespeople } from "#app/domain/staff/staff.server.ts";
import { readForm } from "#app/lib/read-form.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";

import type { Route } from "./+types/leads-assignment";

export function meta() {
  return [{ title: "Lead assignment | Back office" }, { name: "robots", content: "noindex" }];
}

/** Issue "One inbox": each project's round of salespeople (owners and sales managers set them). */
export async function loader({ context }: Route.LoaderArgs) {
  requirePermission(context, "manage-leads");
  const { db, auth } = context.get(servicesContext);
  const [projects, rules, salespeople, site] = await Promise.all([
    listProjectNames(db),
    listAssignmentRules(db),
    listSalespeople(auth),
    getSiteSettings(db),
  ]);
  return {
    rows: projects.map((p) => ({ projectId: p.id, projectName: p.name, chosen: rules.get(p.id) ?? [] })),
    salespeople,
    businessHours: describeBusinessHours(businessHoursFrom(site.businessHours)),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requirePermission(context, "manage-leads");
  const { db, auth } = context.get(servicesContext);
  const toast = await saveAssignmentRule(db, staff, await readForm(request), await listSalespeople(auth));
  return redirectWithToast("/admin/leads/assignment", toast);
}

export default function LeadsAssignment({ loaderData }: Route.ComponentProps) {
  return <AssignmentPage {...loaderData} />;
}
