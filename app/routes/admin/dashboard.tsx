import { DashboardPage } from "#app/components/admin/dashboard/dashboard-page.tsx";
import { requireStaff } from "#app/domain/staff/session.server.ts";
import { servicesContext } from "#app/context.ts";
import {
  countUntranslatedPosts,
  countUntranslatedProjects,
  getDashboardStats,
  listActivity,
  listRecentProjects,
} from "#app/domain/dashboard/dashboard.server.ts";
import { businessHoursFrom } from "#app/domain/settings/business-hours.ts";
import {
  countLeadsPerProject,
  countOwnLeads,
  countRecentLeads,
} from "#app/domain/leads/lead-inbox.server.ts";
import { firstResponseFigures, toFirstResponseView } from "#app/domain/leads/lead-response.server.ts";
import { listHoldsEndingSoon, listInventories } from "#app/domain/plots/plots.server.ts";
import { toInventoryOverview } from "#app/domain/plots/plot-view.ts";
import { getSiteSettings } from "#app/domain/settings/settings.server.ts";
import { can, dashboardPanelsFor, type DashboardPanel } from "#app/domain/staff/roles.ts";

import type { Route } from "./+types/dashboard";

export function meta() {
  return [{ title: "Dashboard | Back office" }, { name: "robots", content: "noindex" }];
}

/** Each role's panels (app/domain/staff/roles.ts): only what its panels show is read. */
export async function loader({ context }: Route.LoaderArgs) {
  const staff = requireStaff(context);
  const { db } = context.get(servicesContext);
  const panels = dashboardPanelsFor(staff.role);
  const now = new Date();
  const hours = businessHoursFrom((await getSiteSettings(db)).businessHours);
  const when = <T,>(panel: DashboardPanel, read: () => Promise<T>) =>
    panels.has(panel) ? read() : Promise.resolve(null);
  const [
    stats,
    recent,
    activity,
    newLeads,
    leadsPerProject,
    response,
    inventories,
    holds,
    ownLeads,
    untranslated,
  ] = await Promise.all([
    when("project-stats", () => getDashboardStats(db, now)),
    when("recent-projects", () => listRecentProjects(db)),
    when("activity", () => listActivity(db, 8, now)),
    when("new-leads", () => countRecentLeads(db, now)),
    when("leads-per-project", () => countLeadsPerProject(db)),
    when("first-response", () => firstResponseFigures(db, hours, now)),
    when("inventory", () => listInventories(db, now)),
    when("inventory", () => listHoldsEndingSoon(db, now)),
    when("my-leads", () => countOwnLeads(db, staff.id)),
    when("recent-projects", async () => ({
      projects: await countUntranslatedProjects(db),
      posts: await countUntranslatedPosts(db),
    })),
  ]);
  return {
    staffName: staff.name,
    mayAddProject: can(staff.role, "edit-content"),
    stats,
    projects: recent,
    activity,
    newLeads,
    leadsPerProject,
    firstResponse: response && toFirstResponseView(response, hours),
    inventory: inventories && holds && toInventoryOverview(inventories, holds, now),
    ownLeads,
    untranslated,
  };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return <DashboardPage {...loaderData} />;
}
