import { Link } from "react-router";

import { DataTable, type Column } from "#app/components/ui/data-table.tsx";
import type { PagerProps } from "#app/components/ui/pager.static.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import { leadPath } from "#app/domain/leads/lead-view.ts";
import type { DataAccessRow } from "#app/domain/personal-data/personal-data-view.ts";

const columns: Column<DataAccessRow>[] = [
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
            <Link to={leadPath(row.leadId)} className="text-forest-700 underline underline-offset-4">
              Open<span className="sr-only"> the lead</span>
            </Link>
          </>
        ) : null}
      </>
    ),
  },
];

/** Who opened, exported, deleted or erased buyers' data (DPDP Act), newest first. */
export function DataAccessLog({ rows, pager }: { rows: DataAccessRow[]; pager: PagerProps }) {
  return (
    <Panel
      title="Who opened buyers' data"
      intro="Every view of a lead's page (once per visit of five minutes), every export of leads, every deletion and erasure."
      body="flush"
    >
      <DataTable
        caption="Access to buyers' data, newest first"
        columns={columns}
        rows={rows}
        rowKey={(row) => String(row.id)}
        look="plain"
        empty={<p className="px-4 py-4 text-sm text-neutral-600 sm:px-5">Nobody has opened a lead yet.</p>}
        pager={pager}
      />
    </Panel>
  );
}
