import { Plus } from "lucide-react";

import { LinkButton } from "#app/components/ui/link-button.tsx";
import { PageHeader } from "#app/components/ui/page-header.tsx";
import type { ActivityItem, DashboardStats } from "#app/domain/dashboard/dashboard-view.ts";
import type { FirstResponseView, OwnLeadCounts, ProjectLeadCount } from "#app/domain/leads/lead-view.ts";
import type { InventoryOverview } from "#app/domain/plots/plot-view.ts";
import type { RecentProject } from "#app/domain/projects/project-views.ts";

import { FirstResponse } from "./first-response.tsx";
import { LeadsPerProject } from "./leads-per-project.tsx";
import { OwnLeads } from "./own-leads.tsx";
import { PlotInventories } from "./plot-inventories.tsx";
import { RecentActivity } from "./recent-activity.tsx";
import { RecentProjects } from "./recent-projects.tsx";
import { StatCards } from "./stat-cards.tsx";
import { TranslationNote, type UntranslatedCounts } from "./translation-note.tsx";

/**
 * Spec §2 "Dashboard": the numbers, then the panels of what happened and what waits. Each role
 * gets its own panels (issue "Roles"); a panel its role does not see comes as null.
 */
export function DashboardPage(props: {
  staffName: string;
  mayAddProject: boolean;
  stats: DashboardStats | null;
  newLeads: number | null;
  projects: RecentProject[] | null;
  activity: ActivityItem[] | null;
  firstResponse: FirstResponseView | null;
  leadsPerProject: ProjectLeadCount[] | null;
  inventory: InventoryOverview | null;
  ownLeads: OwnLeadCounts | null;
  /** Projects and posts with a text not in Tamil yet (null: the role does not see the projects). */
  untranslated: UntranslatedCounts | null;
}) {
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader
        title="Dashboard"
        intro={`Welcome back, ${props.staffName}.`}
        actions={
          props.mayAddProject ? (
            <LinkButton to="/admin/projects?new" variant="primary">
              <Plus aria-hidden className="size-4" />
              Add New Project
            </LinkButton>
          ) : null
        }
      />
      {props.stats || props.newLeads !== null ? (
        <StatCards stats={props.stats} newLeads={props.newLeads} />
      ) : null}
      <TranslationNote untranslated={props.untranslated} />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        {props.ownLeads ? <OwnLeads counts={props.ownLeads} /> : null}
        {props.projects ? <RecentProjects projects={props.projects} /> : null}
        {props.activity ? <RecentActivity activity={props.activity} /> : null}
        {props.firstResponse ? <FirstResponse figures={props.firstResponse} /> : null}
        {props.leadsPerProject ? <LeadsPerProject projects={props.leadsPerProject} /> : null}
        {props.inventory ? <PlotInventories overview={props.inventory} /> : null}
      </div>
    </div>
  );
}
