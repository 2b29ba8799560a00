import { DashboardPage } from "#app/components/admin/dashboard/dashboard-page.tsx";
import { requireStaff } from "#app/domain/staff/session.server.ts";
import { servicesContext } from "#app/context.ts";
import {
  getDashboardStats,
  listActivity,
  listRecentProjects,
} from "#app/domain/dashboard/dashboard.server.ts";
import { businessHoursFrom } from "#app/domain/settings/business-hours.ts";
import { countLeadsPerProject, countRecentLeads } from "#app/domain/leads/lead-inbox.server.ts";
import { firstResponseFigures, toFirstResponseView } from "#app/domain/leads/lead-response.server.ts";
import { listHoldsEndingSoon, listInventories } from "#app/domain/plots/plots.server.ts";
import { toInventoryOverview } from "#app/domain/plots/plot-view.ts";
import { getSiteSettings } from "#app/domain/settings/settings.server.ts";

import type { Route } from "./+types/dashboard";

export function meta() {
  return [{ title: "Dashboard | Back office" }, { name: "robots", content: "noindex" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const staff = requireStaff(context);
  const { db } = context.get(servicesContext);
  const now = new Date();
  const hours = businessHoursFrom((await getSiteSettings(db)).businessHours);
  const [stats, recent, activity, newLeads, leadsPerProject, response, inventories, holds] =
    await Promise.all([
      getDashboardStats(db, now),
      listRecentProjects(db),
      listActivity(db, 8, now),
      countRecentLeads(db, now),
      countLeadsPerProject(db),
      firstResponseFigures(db, hours, now),
      listInventories(db, now),
      listHoldsEndingSoon(db, now),
    ]);
  return {
    staffName: staff.name,
    stats,
    projects: recent,
    activity,
    newLeads,
    leadsPerProject,
    firstResponse: toFirstResponseView(response, hours),
    inventory: toInventoryOverview(inventories, holds, now),
  };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return <DashboardPage {...loaderData} />;
}
