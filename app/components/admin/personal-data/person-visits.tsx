import { Link } from "react-router";

import { DataTable, type Column } from "#app/components/ui/data-table.tsx";
import { StatusBadge } from "#app/components/ui/status-badge.tsx";
import { leadPath } from "#app/domain/leads/lead-view.ts";
import type { PersonVisitRow } from "#app/domain/personal-data/personal-data-view.ts";
import { isVisitOutcome, visitMoment, visitOutcomeLabels } from "#app/domain/visits/index.ts";

const columns: Column<PersonVisitRow>[] = [
  {
    key: "project",
    header: "Site visit",
    rowHeader: true,
    cell: (row) => (
      <Link
        to={leadPath(row.leadId)}
        className="font-medium text-forest-700 underline-offset-4 hover:underline"
      >
        {row.project}
      </Link>
    ),
  },
  { key: "when", header: "Day and time", cell: (row) => visitMoment(row.date, row.time) },
  {
    key: "visitors",
    header: "Visitors",
    cell: (row) => row.visitors,
    align: "end",
    className: "tabular-nums",
  },
  { key: "pickup", header: "Pickup point", cell: (row) => row.pickupPoint ?? "None" },
  {
    key: "status",
    header: "Status",
    cell: (row) =>
      row.status === "cancelled" ? (
        <StatusBadge tone="red" label="Cancelled" />
      ) : row.status === "booked" ? (
        <StatusBadge tone="blue" label="Booked" />
      ) : (
        row.status
      ),
  },
  {
    key: "outcome",
    header: "Outcome",
    cell: (row) =>
      isVisitOutcome(row.outcome) ? (
        <StatusBadge
          tone={row.outcome === "came" ? "green" : "amber"}
          label={visitOutcomeLabels[row.outcome]}
        />
      ) : (
        (row.outcome ?? "Not recorded")
      ),
  },
];

/** The site visits a person's leads booked: an erasure deletes them with the leads. */
export function PersonVisits({ personKey, visits }: { personKey: string; visits: PersonVisitRow[] }) {
  if (visits.length === 0) return null;
  return (
    <div className="border-t border-neutral-200">
      <DataTable
        caption={`Site visits under ${personKey}, latest first`}
        columns={columns}
        rows={visits}
        rowKey={(row) => row.id}
        look="plain"
      />
    </div>
  );
}
