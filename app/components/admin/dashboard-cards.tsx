import { CalendarPlus, Hourglass, Layers, TrendingUp, type LucideIcon } from "lucide-react";

import type { DashboardStats } from "~/domain/dashboard.server";

const cards: { key: keyof DashboardStats; label: string; hint: string; icon: LucideIcon; tone: string }[] = [
  {
    key: "activeProjects",
    label: "Active Projects",
    hint: "Available or New Launch",
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
    label: "Few Left",
    hint: "Status Few Left",
    icon: Hourglass,
    tone: "bg-amber-100 text-amber-900",
  },
];

/** Spec §2 "Dashboard": the four stat cards. */
export function DashboardCards({ stats }: { stats: DashboardStats }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      {cards.map(({ key, label, hint, icon: Icon, tone }) => (
        <div key={key} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-neutral-200 sm:p-5">
          <dt className="flex items-start justify-between gap-2 text-sm font-medium text-neutral-700">
            {label}
            <span className={`hidden rounded-lg p-2 sm:block ${tone}`}>
              <Icon aria-hidden className="size-5" />
            </span>
          </dt>
          <dd className="mt-1 text-3xl font-semibold text-forest-900 tabular-nums">{stats[key]}</dd>
          <dd className="mt-1 text-xs text-neutral-600">{hint}</dd>
        </div>
      ))}
    </dl>
  );
}
