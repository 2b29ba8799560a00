import { Link } from "react-router";

import { DataTable, type Column } from "#app/components/ui/data-table.tsx";
import type { PersonLead } from "#app/domain/leads/person-page-view.ts";
import { leadPath } from "#app/domain/leads/lead-view.ts";

import { LeadTime } from "#app/components/admin/leads/lead-time.tsx";

const columns: Column<PersonLead>[] = [
  {
    key: "lead",
    header: "Lead",
    rowHeader: true,
    cell: (lead) => (
      <Link to={leadPath(lead.id)} className="font-medium text-forest-700 underline-offset-4 hover:underline">
        {lead.kind} · {lead.source}
      </Link>
    ),
  },
  {
    key: "project",
    header: "Project",
    phone: "inline",
    cell: (lead) =>
      [lead.projectName, lead.plotNumber ? `Plot ${lead.plotNumber}` : null].filter(Boolean).join(", ") ||
      "—",
  },
  { key: "status", header: "Status", phone: "inline", cell: (lead) => lead.status },
  { key: "owner", header: "Assigned to", phone: "inline", cell: (lead) => lead.assignedName ?? "Unassigned" },
  { key: "when", header: "Received", phone: "inline", cell: (lead) => <LeadTime when={lead.when} /> },
];

/** The buyer's leads, newest first. */
export function PersonLeads({ leads }: { leads: PersonLead[] }) {
  return (
    <DataTable
      caption="Leads of this buyer, newest first"
      columns={columns}
      rows={leads}
      rowKey={(lead) => lead.id}
    />
  );
}
