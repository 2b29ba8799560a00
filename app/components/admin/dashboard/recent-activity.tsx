import {
  FileText,
  History,
  Inbox,
  LayoutGrid,
  Map as MapIcon,
  Settings,
  UserRound,
  Users,
  type LucideIcon,
} from "lucide-react";

import { Panel } from "#app/components/ui/panel.tsx";
import type { ActivityItem } from "#app/domain/dashboard/dashboard-view.ts";

import { PanelNote } from "./panel-note.tsx";

const entityIcons: Record<string, LucideIcon> = {
  project: MapIcon,
  blog: FileText,
  settings: Settings,
  staff: Users,
  lead: Inbox,
  plot: LayoutGrid,
};

/** Spec §2 "Recent Activity", from the audit log: who did what to which item, and when. */
export function RecentActivity({ activity }: { activity: ActivityItem[] }) {
  return (
    <Panel title="Recent Activity" body="flush">
      {activity.length === 0 ? (
        <PanelNote>No activity yet. Changes made by staff will appear here.</PanelNote>
      ) : (
        <ol className="divide-y divide-neutral-200">
          {activity.map((item) => {
            const Icon = entityIcons[item.entity] ?? History;
            return (
              <li key={item.id} className="flex gap-3 px-4 py-3 sm:px-5">
                <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-forest-50 text-forest-700">
                  <Icon aria-hidden className="size-4" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="break-words text-neutral-900">{item.summary}</p>
                  <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-sm text-neutral-600">
                    <span className="inline-flex items-center gap-1">
                      <UserRound aria-hidden className="size-3.5" />
                      {item.actor}
                    </span>
                    <span aria-hidden>·</span>
                    <time dateTime={item.when.iso} title={item.when.exact}>
                      {item.when.relative}
                    </time>
                  </p>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </Panel>
  );
}
