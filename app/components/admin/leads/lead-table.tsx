import { Link } from "react-router";

import { RowIconSymbols } from "#app/components/admin/row-icons.tsx";
import { DataTable, type Column } from "#app/components/ui/data-table.tsx";
import {
  displayPhone,
  leadFilterQuery,
  leadPath,
  leadsPath,
  type LeadFilter,
  type LeadRow,
} from "#app/domain/leads/lead-view.ts";

import { LeadInterest } from "./lead-interest.tsx";
import { LeadListEmpty } from "./lead-list-empty.tsx";
import { LeadMarks } from "./lead-marks.tsx";
import { LeadResponseTime } from "./lead-response-time.tsx";
import { LeadRowContact } from "./lead-row-contact.tsx";
import { LeadRowStatus } from "./lead-row-status.tsx";
import { LeadTime } from "./lead-time.tsx";

/** On a phone's card: the name and number, what it is about, when, who has it, then its status. */
function leadColumns(companyName: string): Column<LeadRow>[] {
  return [
    {
      key: "received",
      header: "Received",
      className: "max-md:order-3 text-xs text-neutral-600 md:w-36 md:text-sm md:text-neutral-700",
      cell: (row) => (
        <>
          <LeadTime when={row.when} />
          <p className="inline text-xs max-md:ml-3 md:mt-0.5 md:block">
            <LeadResponseTime response={row.response} />
          </p>
        </>
      ),
    },
    {
      key: "name",
      header: "Name",
      rowHeader: true,
      className: "text-neutral-900",
      cell: (row) => (
        <>
          <Link
            to={leadPath(row.id)}
            title={row.name}
            className="font-semibold break-words text-forest-800 underline-offset-4 hover:underline md:block md:max-w-[16rem] md:truncate md:font-medium"
          >
            {row.name}
          </Link>
          <div className="mt-1 flex items-center gap-2 whitespace-nowrap text-neutral-700 tabular-nums">
            {displayPhone(row.phone)}
            <LeadRowContact row={row} companyName={companyName} />
          </div>
          <div className="mt-1 flex flex-wrap gap-1 empty:hidden">
            <LeadMarks row={row} />
          </div>
        </>
      ),
    },
    {
      key: "about",
      header: "About",
      className: "max-md:order-2 md:max-w-[20rem] md:min-w-[13rem]",
      cell: (row) => <LeadInterest row={row} />,
    },
    {
      key: "status",
      header: "Status",
      className: "max-md:order-5 max-md:mt-1",
      cell: (row) => <LeadRowStatus row={row} />,
    },
    {
      key: "assigned",
      header: "Assigned to",
      className: "max-md:order-4 text-xs text-neutral-600 md:text-sm md:text-neutral-700",
      cell: (row) =>
        row.assignedName ? (
          <>
            <span className="md:hidden">Assigned to </span>
            {row.assignedName}
          </>
        ) : (
          <>
            <span className="md:hidden">Unassigned</span>
            <span className="text-neutral-400 max-md:hidden">—</span>
          </>
        ),
    },
  ];
}

/**
 * Issue "Inbox": one page of leads, newest first, a table from tablet width whose rows are cards
 * on phones, with Previous / Next keeping the filters.
 */
export function LeadTable({
  rows,
  filter,
  pageCount,
  clearHref,
  companyName,
}: {
  rows: readonly LeadRow[];
  filter: LeadFilter;
  pageCount: number;
  /** "Clear filters" when the filters hid every lead; null when nothing is filtered. */
  clearHref: string | null;
  companyName: string;
}) {
  return (
    <>
      <RowIconSymbols />
      <DataTable
        caption={filter.view === "spam" ? "Suspected spam, newest first" : "Leads, newest first"}
        columns={leadColumns(companyName)}
        rows={rows}
        rowKey={(row) => row.id}
        tableClassName="md:min-w-[56rem]"
        empty={<LeadListEmpty view={filter.view} clearHref={clearHref} />}
        pager={{
          page: filter.page,
          pageCount,
          hrefOf: (page) => `${leadsPath}${leadFilterQuery(filter, { page })}`,
        }}
      />
    </>
  );
}
