import { Link } from "react-router";

import { Panel } from "#app/components/ui/panel.tsx";
import { leadStatuses } from "#app/domain/leads/lead-model.ts";
import type { OwnLeadCounts } from "#app/domain/leads/lead-view.ts";

import { PanelLink } from "./panel-link.tsx";

/** A sales executive's own figures (issue "Roles"): their leads by status, and the pool to take from. */
export function OwnLeads({ counts }: { counts: OwnLeadCounts }) {
  return (
    <Panel title="Your leads" actions={<PanelLink to="/admin/leads">Open your leads</PanelLink>}>
      <dl className="grid grid-cols-3 gap-3 sm:grid-cols-4">
        {leadStatuses.map((status) => (
          <div key={status}>
            <dt className="text-sm text-neutral-700">{status}</dt>
            <dd className="text-2xl font-semibold text-forest-900 tabular-nums">{counts.byStatus[status]}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-neutral-700">
        {counts.pool === 0 ? (
          "No new lead waits unassigned."
        ) : (
          <Link
            to="/admin/leads?status=New"
            className="font-medium text-forest-700 underline underline-offset-4"
          >
            {counts.pool === 1 ? "1 new lead waits" : `${counts.pool} new leads wait`} unassigned: take one
          </Link>
        )}
      </p>
    </Panel>
  );
}
