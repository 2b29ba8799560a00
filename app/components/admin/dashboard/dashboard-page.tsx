import { Plus } from "lucide-react";

import { LinkButton } from "#app/components/ui/link-button.tsx";
import { PageHeader } from "#app/components/ui/page-header.tsx";
import type { ActivityItem, DashboardStats } from "#app/domain/dashboard/dashboard-view.ts";
import type { FirstResponseView, ProjectLeadCount } from "#app/domain/leads/lead-view.ts";
import type { InventoryOverview } from "#app/domain/plots/plot-view.ts";
import type { RecentProject } from "#app/domain/projects/project-views.ts";

import { FirstResponse } from "./first-response.tsx";
import { LeadsPerProject } from "./leads-per-project.tsx";
import { PlotInventories } from "./plot-inventories.tsx";
import { RecentActivity } from "./recent-activity.tsx";
import { RecentProjects } from "./recent-projects.tsx";
import { StatCards } from "./stat-cards.tsx";

/** Spec §2 "Dashboard": the numbers, then the panels of what happened and what waits. */
export function DashboardPage(props: {
  staffName: string;
  stats: DashboardStats;
  newLeads: number;
  projects: RecentProject[];
  activity: ActivityItem[];
  firstResponse: FirstResponseView;
  leadsPerProject: ProjectLeadCount[];
  inventory: InventoryOverview;
}) {
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader
        title="Dashboard"
        intro={`Welcome back, ${props.staffName}.`}
        actions={
          <LinkButton to="/admin/projects?new" variant="primary">
            <Plus aria-hidden className="size-4" />
            Add New Project
          </LinkButton>
        }
      />
      <StatCards stats={props.stats} newLeads={props.newLeads} />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <RecentProjects projects={props.projects} />
        <RecentActivity activity={props.activity} />
        <FirstResponse figures={props.firstResponse} />
        <LeadsPerProject projects={props.leadsPerProject} />
        <PlotInventories overview={props.inventory} />
      </div>
    </div>
  );
}
