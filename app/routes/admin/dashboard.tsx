import { Plus } from "lucide-react";
import { Link } from "react-router";

import { DashboardCards } from "~/components/admin/dashboard-cards";
import {
  FirstResponse,
  LeadsPerProject,
  RecentActivity,
  RecentProjects,
} from "~/components/admin/dashboard-panels";
import { requireStaff } from "~/domain/staff/session.server";
import { servicesContext } from "~/context";
import { getDashboardStats, listActivity, listRecentProjects } from "~/domain/dashboard/dashboard.server";
import { businessHoursFrom } from "~/domain/leads/business-hours";
import { countLeadsPerProject, countRecentLeads } from "~/domain/leads/lead-inbox.server";
import { firstResponseFigures, toFirstResponseView } from "~/domain/leads/lead-response.server";
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
  const [stats, recent, activity, newLeads, leadsPerProject, response] = await Promise.all([
    getDashboardStats(db, now),
    listRecentProjects(db),
    listActivity(db, 8, now),
    countRecentLeads(db, now),
    countLeadsPerProject(db),
    firstResponseFigures(db, hours, now),
  ]);
  return {
    staffName: staff.name,
    stats,
    projects: recent,
    activity,
    newLeads,
    leadsPerProject,
    firstResponse: toFirstResponseView(response, hours),
  };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold text-forest-900 sm:text-3xl">Dashboard</h1>
          <p className="mt-1 text-neutral-600">{`Welcome back, ${loaderData.staffName}.`}</p>
        </div>
        <Link
          to="/admin/projects?new"
          className="inline-flex items-center gap-2 rounded-md bg-forest-700 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-forest-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-forest-700"
        >
          <Plus aria-hidden className="size-4" />
          Add New Project
        </Link>
      </div>
      <DashboardCards stats={loaderData.stats} newLeads={loaderData.newLeads} />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <RecentProjects projects={loaderData.projects} />
        <RecentActivity activity={loaderData.activity} />
        <FirstResponse figures={loaderData.firstResponse} />
        <LeadsPerProject projects={loaderData.leadsPerProject} />
      </div>
    </div>
  );
}
