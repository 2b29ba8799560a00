import { CalendarPlus, Hourglass, Inbox, Layers, TrendingUp, type LucideIcon } from "lucide-react";
import { Link } from "react-router";

import { Card } from "#app/components/ui/card.tsx";
import type { DashboardStats } from "#app/domain/dashboard/dashboard-view.ts";
import { statusCounts } from "#app/domain/projects/status.ts";

const cards: { key: keyof DashboardStats; label: string; hint: string; icon: LucideIcon; tone: string }[] = [
  {
    key: "activeProjects",
    label: statusCounts.activeProjects.label,
    hint: statusCounts.activeProjects.hint,
    icon: TrendingUp,
    tone: "bg-green-100 text-green-800",
  },
  {
    key: "newProjects",
    label: "New Projects",
    hint: "Added in the last 30 days",
    icon: CalendarPlus,
    tone: "bg-blue-100 text-blue-800",
  },
  {
    key: "totalProjects",
    label: "Total Projects",
    hint: "All projects",
    icon: Layers,
    tone: "bg-forest-100 text-forest-800",
  },
  {
    key: "fewLeft",
    label: statusCounts.fewLeft.label,
    hint: statusCounts.fewLeft.hint,
    icon: Hourglass,
    tone: "bg-amber-100 text-amber-900",
  },
];

const padding = "p-4 sm:p-5";

/**
 * Spec §2 "Dashboard": the four stat cards, after the sales team's 'New leads (last 7 days)'. A
 * role without the leads or the projects' figures (issue "Roles") gets them as null.
 */
export function StatCards({ stats, newLeads }: { stats: DashboardStats | null; newLeads: number | null }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
      {newLeads === null ? null : (
        <Card className={`col-span-2 lg:col-span-1 ${padding}`}>
          <dt className="flex items-start justify-between gap-2 text-sm font-medium text-neutral-700">
            New leads (last 7 days)
            <span className="hidden rounded-lg bg-marigold-100 p-2 text-amber-900 sm:block">
              <Inbox aria-hidden className="size-5" />
            </span>
          </dt>
          <dd className="mt-1 text-3xl font-semibold text-forest-900 tabular-nums">{newLeads}</dd>
          <dd className="mt-1 text-xs">
            <Link to="/admin/leads" className="font-medium text-forest-700 underline underline-offset-4">
              Open the leads inbox
            </Link>
          </dd>
        </Card>
      )}
      {stats
        ? cards.map(({ key, label, hint, icon: Icon, tone }) => (
            <Card key={key} className={padding}>
              <dt className="flex items-start justify-between gap-2 text-sm font-medium text-neutral-700">
                {label}
                <span className={`hidden rounded-lg p-2 sm:block ${tone}`}>
                  <Icon aria-hidden className="size-5" />
                </span>
              </dt>
              <dd className="mt-1 text-3xl font-semibold text-forest-900 tabular-nums">{stats[key]}</dd>
              <dd className="mt-1 text-xs text-neutral-600">{hint}</dd>
            </Card>
          ))
        : null}
    </dl>
  );
}
