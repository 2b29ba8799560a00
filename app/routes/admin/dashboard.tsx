import { Plus } from "lucide-react";
import { Link } from "react-router";

import { DashboardCards } from "~/components/admin/dashboard-cards";
import { PageHeader } from "~/components/admin/page-header";
import { buttonClass } from "~/components/ui/form-styles";
import {
  FirstResponse,
  LeadsPerProject,
  PlotInventories,
  RecentActivity,
  RecentProjects,
} from "~/components/admin/dashboard-panels";
import { requireStaff } from "~/domain/staff/session.server";
import { servicesContext } from "~/context";
import { getDashboardStats, listActivity, listRecentProjects } from "~/domain/dashboard/dashboard.server";
import { businessHoursFrom } from "~/domain/leads/business-hours";
import { countLeadsPerProject, countRecentLeads } from "~/domain/leads/lead-inbox.server";
import { firstResponseFigures, toFirstResponseView } from "~/domain/leads/lead-response.server";
import { listHoldsEndingSoon, listInventories } from "~/domain/plots/plots.server";
import { toInventoryOverview } from "~/domain/plots/plot-view";
import { getSiteSettings } from "~/domain/settings/settings.server";

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
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader
        title="Dashboard"
        intro={`Welcome back, ${loaderData.staffName}.`}
        actions={
          <Link to="/admin/projects?new" className={buttonClass.primary}>
            <Plus aria-hidden className="size-4" />
            Add New Project
          </Link>
        }
      />
      <DashboardCards stats={loaderData.stats} newLeads={loaderData.newLeads} />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <RecentProjects projects={loaderData.projects} />
        <RecentActivity activity={loaderData.activity} />
        <FirstResponse figures={loaderData.firstResponse} />
        <LeadsPerProject projects={loaderData.leadsPerProject} />
        <PlotInventories overview={loaderData.inventory} />
      </div>
    </div>
  );
}
