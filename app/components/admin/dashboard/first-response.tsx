import { Link } from "react-router";

import { Panel } from "#app/components/ui/panel.tsx";
import { leadKindLabels } from "#app/domain/leads/lead-model.ts";
import { leadPath, type FirstResponseView } from "#app/domain/leads/lead-view.ts";

/**
 * Issue "Daily work": the median time to a first response over the last 30 days, and the leads
 * waiting longer than five minutes of business hours (calling fast multiplies the chance of
 * reaching the buyer).
 */
export function FirstResponse({ figures }: { figures: FirstResponseView }) {
  const { median, answered, hours, waitingCount, waiting } = figures;
  return (
    <Panel title="First response" body="flush">
      <dl className="grid grid-cols-2 gap-3 px-4 py-4 sm:px-5">
        <div>
          <dt className="text-sm font-medium text-neutral-700">Median, last 30 days</dt>
          <dd className="mt-1 text-2xl font-semibold text-forest-900 tabular-nums">{median ?? "—"}</dd>
          <dd className="text-xs text-neutral-600">
            {answered === 1 ? "1 lead answered" : `${answered} leads answered`}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-neutral-700">Waiting over 5 minutes</dt>
          <dd
            className={`mt-1 text-2xl font-semibold tabular-nums ${waitingCount > 0 ? "text-red-700" : "text-forest-900"}`}
          >
            {waitingCount}
          </dd>
          <dd className="text-xs text-neutral-600">Counted in business hours, {hours}</dd>
        </div>
      </dl>
      {waiting.length > 0 ? (
        <ul
          aria-label="Leads waiting longest"
          className="divide-y divide-neutral-200 border-t border-neutral-200"
        >
          {waiting.map((lead) => (
            <li key={lead.id} className="flex items-baseline justify-between gap-3 px-4 py-2.5 sm:px-5">
              <Link
                to={leadPath(lead.id)}
                className="min-w-0 truncate font-medium text-forest-800 underline-offset-4 hover:underline"
              >
                {lead.name}
              </Link>
              <span className="shrink-0 text-sm text-neutral-700">
                {leadKindLabels[lead.kind]} · <span className="font-medium text-red-700">{lead.waited}</span>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </Panel>
  );
}
