import { Link } from "react-router";

import { Panel } from "#app/components/ui/panel.tsx";
import { leadKindLabels } from "#app/domain/leads/lead-model.ts";
import type { LeadHistoryItem } from "#app/domain/leads/lead-page-view.ts";
import { leadPath } from "#app/domain/leads/lead-view.ts";

import { LeadStatusBadge } from "./lead-status-badge.tsx";
import { LeadTime } from "./lead-time.tsx";

/** The same phone number's other leads, each with its status; nothing when there are none. */
export function LeadHistory({ title, items }: { title: string; items: readonly LeadHistoryItem[] }) {
  if (items.length === 0) return null;
  return (
    <Panel title={title}>
      <ul className="divide-y divide-neutral-100">
        {items.map((item) => (
          <li key={item.id} className="flex items-center justify-between gap-3 py-2 text-sm">
            <div className="min-w-0">
              <Link
                to={leadPath(item.id)}
                className="font-medium text-forest-700 underline underline-offset-4"
              >
                {leadKindLabels[item.kind]}
                {item.projectName ? ` · ${item.projectName}` : ""}
              </Link>
              <p className="text-xs text-neutral-600">
                <LeadTime when={item.when} />
              </p>
            </div>
            <LeadStatusBadge status={item.status} />
          </li>
        ))}
      </ul>
    </Panel>
  );
}
