import { Download, Trash2 } from "lucide-react";
import { Link } from "react-router";

import { ConfirmButton } from "#app/components/ui/confirm-button.tsx";
import type { ConfirmRequest } from "#app/components/ui/confirm-request.ts";
import { DataTable, type Column } from "#app/components/ui/data-table.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { LinkButton } from "#app/components/ui/link-button.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import { leadPath } from "#app/domain/leads/lead-view.ts";
import {
  describeHeld,
  keptBookingsReason,
  personalDataMessages,
  type PersonDataView,
  type PersonLeadRow,
} from "#app/domain/personal-data/personal-data-view.ts";

import { PersonBookings } from "./person-bookings.tsx";
import { PersonVisits } from "./person-visits.tsx";

const columns: Column<PersonLeadRow>[] = [
  {
    key: "name",
    header: "Lead",
    rowHeader: true,
    cell: (row) => (
      <>
        <Link
          to={leadPath(row.id)}
          className="font-medium text-forest-700 underline-offset-4 hover:underline"
        >
          {row.name}
        </Link>
        <span className="block text-neutral-600">
          {row.kind}
          {row.project ? ` · ${row.project}` : ""}
        </span>
      </>
    ),
  },
  { key: "status", header: "Status", cell: (row) => row.status },
  { key: "sent", header: "Sent", cell: (row) => row.sent, className: "tabular-nums" },
];

/** The erasure's question, the same in the dialog and on the page step without JavaScript. */
export function eraseRequest(person: { key: string; bookings: readonly unknown[] }): ConfirmRequest {
  const kept = person.bookings.length;
  return {
    question: "Erase everything held about this person?",
    subject: person.key,
    consequence: `Their leads, the notes on them and their site visits are deleted, plots held for them are free again, and the history forgets their name. This cannot be undone.${kept > 0 ? ` ${keptBookingsReason(kept)}` : ""}`,
    confirmLabel: "Erase",
  };
}

/** What is held under one phone number or e-mail, with the download and the erasure. */
export function PersonData({ person, exportHref }: { person: PersonDataView; exportHref: string }) {
  const held = {
    leads: person.leads.length,
    notes: person.notes,
    visits: person.visits.length,
    holds: person.holds.length,
    bookings: person.bookings.length,
  };
  // Bookings alone are kept by an erasure: there is nothing to erase then, only to download.
  const erasable = held.leads > 0;
  const found = erasable || held.bookings > 0;
  return (
    <Panel
      title={`Held under ${person.key}`}
      intro={found ? `${describeHeld(held)}.` : undefined}
      actions={
        found ? (
          <div className="flex flex-wrap gap-2">
            <LinkButton to={exportHref} reloadDocument>
              <Download aria-hidden className="size-4" />
              Download all
            </LinkButton>
            {erasable ? (
              <ConfirmButton
                request={eraseRequest(person)}
                fields={{ intent: "erase", q: person.key }}
                variant="danger"
              >
                <Trash2 aria-hidden className="size-4" />
                Erase all
              </ConfirmButton>
            ) : null}
          </div>
        ) : null
      }
      body="flush"
    >
      {found ? (
        <>
          {held.leads > 0 ? (
            <DataTable
              caption={`Leads under ${person.key}, newest first`}
              columns={columns}
              rows={person.leads}
              rowKey={(row) => row.id}
              look="plain"
            />
          ) : null}
          <PersonVisits personKey={person.key} visits={person.visits} />
          {person.holds.length > 0 ? (
            <ul className="space-y-1 border-t border-neutral-200 px-4 py-3 text-sm text-neutral-800 sm:px-5">
              {person.holds.map((hold) => (
                <li key={hold.id}>
                  Plot {hold.plot}, {hold.project}: on hold{hold.holdFor ? ` for ${hold.holdFor}` : ""}
                </li>
              ))}
            </ul>
          ) : null}
          <PersonBookings personKey={person.key} bookings={person.bookings} divided={held.leads > 0} />
        </>
      ) : (
        <div className="px-4 py-4 sm:px-5">
          <EmptyState title={personalDataMessages.nothingHeld} />
        </div>
      )}
    </Panel>
  );
}
