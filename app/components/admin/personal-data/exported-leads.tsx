import { Link } from "react-router";

import { Panel } from "#app/components/ui/panel.tsx";
import { leadPath } from "#app/domain/leads/lead-view.ts";
import type { ExportedLeadsView } from "#app/domain/personal-data/personal-data-view.ts";

/** The element the access log's "Lead IDs" links scroll to. */
export const exportedLeadsAnchor = "exported-leads";

/** The leads one entry named (a CSV export, the retention period's deletions), by id only (the audit log keeps no name): each opens while it exists. */
export function ExportedLeads({ exported, closeHref }: { exported: ExportedLeadsView; closeHref: string }) {
  return (
    <div id={exportedLeadsAnchor}>
      <Panel
        title="Leads by ID"
        intro={`${exported.what}, by ${exported.who} on ${exported.when}. A deleted lead's page no longer opens.`}
        actions={
          <Link to={closeHref} className="text-sm text-forest-700 underline underline-offset-4">
            Close
          </Link>
        }
      >
        <ol
          aria-label="IDs of the leads"
          className="grid gap-x-4 gap-y-1 font-mono text-xs sm:grid-cols-2 lg:grid-cols-3"
        >
          {exported.leadIds.map((id) => (
            <li key={id}>
              <Link to={leadPath(id)} className="text-forest-700 underline underline-offset-4">
                {id}
              </Link>
            </li>
          ))}
        </ol>
      </Panel>
    </div>
  );
}
