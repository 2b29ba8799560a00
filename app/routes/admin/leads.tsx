import { LeadInbox } from "#app/components/admin/leads/lead-inbox.tsx";
import { servicesContext } from "#app/context.ts";
import {
  countFailedAlerts,
  getLead,
  leadFilterFromSearch,
  listLeadFilterProjects,
  listLeadsWithCounts,
} from "#app/domain/leads/lead-inbox.server.ts";
import { changeStatusFromList, retryAlerts, toLeadRow } from "#app/domain/leads/lead-pages.server.ts";
import { leadsPath } from "#app/domain/leads/lead-view.ts";
import { businessHoursFrom } from "#app/domain/settings/business-hours.ts";
import { getSiteSettings } from "#app/domain/settings/settings.server.ts";
import { can, mayWorkLead } from "#app/domain/staff/roles.ts";
import { forbidden, requirePermission } from "#app/domain/staff/session.server.ts";
import { readForm } from "#app/lib/read-form.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";

import type { Route } from "./+types/leads";

export function meta() {
  return [{ title: "Leads | Back office" }, { name: "robots", content: "noindex" }];
}

/** Issue "Inbox": newest first, filtered by the query, one page at a time; spam in a view of its own. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = requirePermission(context, "read-leads");
  const { db } = context.get(servicesContext);
  const filter = {
    ...leadFilterFromSearch(new URL(request.url).searchParams),
    workableBy: can(staff.role, "all-leads") ? null : staff.id,
  };
  const now = new Date();
  const [page, failedAlerts, projects, site] = await Promise.all([
    listLeadsWithCounts(db, filter),
    countFailedAlerts(db),
    listLeadFilterProjects(db, filter.projectId),
    getSiteSettings(db),
  ]);
  return {
    filter: { ...filter, page: page.page },
    rows: page.leads.map((lead) => toLeadRow(lead, now, businessHoursFrom(site.businessHours))),
    total: page.total,
    pageCount: page.pageCount,
    counts: page.counts,
    failedAlerts,
    projects,
    companyName: site.companyName,
    managesLeads: can(staff.role, "manage-leads"),
  };
}

/**
 * A row's status change, or "Send again": the alert e-mails that gave up go back in the queue, and
 * the sender is woken.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = requirePermission(context, "read-leads");
  const { db, leadAlerts } = context.get(servicesContext);
  const url = new URL(request.url);
  const back = `${leadsPath}${url.search}`;
  const form = await readForm(request);
  if (form.get("intent") === "status") {
    const lead = await getLead(db, form.get("lead"));
    if (lead && !mayWorkLead(staff, lead.assignedTo)) throw forbidden();
    return redirectWithToast(back, await changeStatusFromList(db, { name: staff.name }, form));
  }
  if (form.get("intent") !== "retry-alerts") {
    return redirectWithToast(back, { type: "error", message: "Unknown action." });
  }
  if (!can(staff.role, "manage-leads")) throw forbidden();
  const message = await retryAlerts(db);
  leadAlerts.kick();
  return redirectWithToast(back, { type: "success", message });
}

export default function Leads({ loaderData }: Route.ComponentProps) {
  return <LeadInbox {...loaderData} />;
}
