import { Link } from "react-router";

import { DataTable, type Column } from "#app/components/ui/data-table.tsx";
import type { PagerProps } from "#app/components/ui/pager.static.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import { leadPath } from "#app/domain/leads/lead-view.ts";
import type { DataAccessRow } from "#app/domain/personal-data/personal-data-view.ts";

import { exportedLeadsAnchor } from "./exported-leads.tsx";

const linkClass = "text-forest-700 underline underline-offset-4";

/** The lead an entry concerned: a link while it exists, its id once it is gone (never a name). */
function LeadOfEntry({ leadId, exists }: { leadId: string; exists: boolean }) {
  return exists ? (
    <Link to={leadPath(leadId)} className={linkClass}>
      Open<span className="sr-only"> the lead</span>
    </Link>
  ) : (
    <>
      lead <span className="font-mono text-xs break-all">{leadId}</span>
    </>
  );
}

function columnsWith(exportHref: (entryId: number) => string): Column<DataAccessRow>[] {
  return [
    { key: "when", header: "When", cell: (row) => row.when, className: "tabular-nums" },
    {
      key: "who",
      header: "Who",
      rowHeader: true,
      cell: (row) => row.who,
      className: "font-medium text-neutral-900",
    },
    {
      key: "what",
      header: "What",
      cell: (row) => (
        <>
          {row.what}
          {row.leadId ? (
            <>
              {" · "}
              <LeadOfEntry leadId={row.leadId} exists={row.leadExists} />
            </>
          ) : null}
          {row.exportedIds > 0 ? (
            <>
              {" · "}
              <Link to={`${exportHref(row.id)}#${exportedLeadsAnchor}`} className={linkClass}>
                Lead IDs<span className="sr-only"> of the entry on {row.when}</span>
              </Link>
            </>
          ) : null}
        </>
      ),
    },
  ];
}

/** Who opened, exported, deleted or erased buyers' data (DPDP Act), newest first. */
export function DataAccessLog({
  rows,
  pager,
  exportHref,
}: {
  rows: DataAccessRow[];
  pager: PagerProps;
  /** Where an export's lead IDs are listed. */
  exportHref: (entryId: number) => string;
}) {
  return (
    <Panel
      title="Who opened buyers' data"
      intro="Every view of a lead's page (once per visit of five minutes), every export of leads, every deletion and erasure."
      body="flush"
    >
      <DataTable
        caption="Access to buyers' data, newest first"
        columns={columnsWith(exportHref)}
        rows={rows}
        rowKey={(row) => String(row.id)}
        look="plain"
        empty={<p className="px-4 py-4 text-sm text-neutral-600 sm:px-5">Nobody has opened a lead yet.</p>}
        pager={pager}
      />
    </Panel>
  );
}
