import { Link } from "react-router";

import { DataTable, type Column } from "#app/components/ui/data-table.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { PageHeader } from "#app/components/ui/page-header.tsx";
import { StatusBadge } from "#app/components/ui/status-badge.tsx";
import type { ScheduledRow } from "#app/domain/publishing/index.ts";

/** A time, named on a phone's card, where the column headers are not shown. */
function PhoneLabelled({ label, text }: { label: string; text: string }) {
  return (
    <>
      <span className="text-neutral-600 md:hidden">{label}: </span>
      {text}
    </>
  );
}

const columns: readonly Column<ScheduledRow>[] = [
  {
    key: "title",
    header: "Title",
    rowHeader: true,
    cell: (row) => (
      <Link to={row.editHref} className="font-medium text-forest-800 underline-offset-2 hover:underline">
        {row.title}
      </Link>
    ),
  },
  { key: "kind", header: "Type", cell: (row) => row.kind, phone: "inline" },
  {
    key: "state",
    header: "Now",
    cell: (row) => <StatusBadge tone={row.state === "Published" ? "green" : "grey"} label={row.state} />,
    phone: "inline",
  },
  {
    key: "publish",
    header: "Publishes",
    cell: (row) => <PhoneLabelled label="Publishes" text={row.publishLabel} />,
    phone: "line",
    className: "tabular-nums",
  },
  {
    key: "unpublish",
    header: "Leaves the website",
    cell: (row) => <PhoneLabelled label="Leaves the website" text={row.unpublishLabel} />,
    phone: "line",
    className: "tabular-nums",
  },
];

/**
 * Issue "Publish later and go back": "The back office lists what is scheduled", the soonest first,
 * each linked to its editor, where the schedule is changed or cleared.
 */
export function ScheduledList({ rows }: { rows: readonly ScheduledRow[] }) {
  return (
    <div className="space-y-6">
      <PageHeader
        title="Scheduled"
        intro="Projects and posts set to go on the website or to leave it at a time, in India time. The site carries each out within a minute of its time."
      />
      <DataTable
        caption="Scheduled projects and posts, the soonest first"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.key}
        empty={
          <EmptyState title="Nothing is scheduled.">
            Set “Publish on” or “Take off the website on” in a project or post to schedule it.
          </EmptyState>
        }
      />
    </div>
  );
}
