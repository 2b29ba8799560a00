import { MailWarning, Repeat } from "lucide-react";
import { Link } from "react-router";

import type { When } from "~/domain/dashboard/when";
import { leadKindLabels, spamReasonLabels, type LeadStatus } from "~/domain/leads/lead-model";
import {
  displayPhone,
  leadFilterQuery,
  leadPath,
  leadsPath,
  type LeadFilter,
  type LeadRow,
} from "~/domain/leads/lead-view";

import { Pager } from "./pager";

const statusClasses: Record<LeadStatus, string> = {
  New: "bg-sky-100 text-sky-900 ring-sky-300",
  Contacted: "bg-amber-100 text-amber-950 ring-amber-300",
  "Site visit scheduled": "bg-violet-100 text-violet-900 ring-violet-300",
  Negotiation: "bg-orange-100 text-orange-950 ring-orange-300",
  Won: "bg-green-100 text-green-900 ring-green-300",
  Lost: "bg-neutral-200 text-neutral-800 ring-neutral-300",
};

/** A lead's place in the sales pipeline as a coloured pill. */
export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${statusClasses[status]}`}
    >
      {status}
    </span>
  );
}

const markClass =
  "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap";

/** The small marks beside a name: a returning person, an alert that failed, why it is spam. */
function LeadMarks({ row }: { row: LeadRow }) {
  return (
    <>
      {row.earlierLeads > 0 ? (
        <span
          className={`${markClass} bg-forest-50 text-forest-800 ring-1 ring-forest-200`}
          title={`${row.earlierLeads} earlier ${row.earlierLeads === 1 ? "lead" : "leads"} from this number`}
        >
          <Repeat aria-hidden className="size-3" />
          Returning
        </span>
      ) : null}
      {row.alertFailed ? (
        <span className={`${markClass} bg-red-50 text-red-800 ring-1 ring-red-200`}>
          <MailWarning aria-hidden className="size-3" />
          Alert not sent
        </span>
      ) : null}
      {row.spamReason ? (
        <span className={`${markClass} bg-neutral-100 text-neutral-700 ring-1 ring-neutral-300`}>
          {spamReasonLabels[row.spamReason]}
        </span>
      ) : null}
    </>
  );
}

function Received({ when }: { when: When }) {
  return (
    <time dateTime={when.iso} title={when.exact}>
      {when.relative}
    </time>
  );
}

const dash = <span className="text-neutral-400">—</span>;

/** Issue "Inbox": a table from tablet width, one card per lead on phones. */
export function LeadTable({ rows, spamView }: { rows: readonly LeadRow[]; spamView: boolean }) {
  const caption = spamView ? "Suspected spam, newest first" : "Leads, newest first";
  return (
    <>
      <ul aria-label={caption} className="space-y-3 md:hidden">
        {rows.map((row) => (
          <li key={row.id} className="relative rounded-lg bg-white p-3 shadow-sm ring-1 ring-neutral-200">
            <div className="flex items-start justify-between gap-3">
              <h2 className="min-w-0 font-semibold break-words text-neutral-900">
                <Link to={leadPath(row.id)} className="after:absolute after:inset-0 hover:underline">
                  {row.name}
                </Link>
              </h2>
              <LeadStatusBadge status={row.status} />
            </div>
            <p className="mt-1 text-sm text-neutral-700 tabular-nums">{displayPhone(row.phone)}</p>
            <p className="mt-1 text-sm text-neutral-600">
              {leadKindLabels[row.kind]}
              {row.projectName ? ` · ${row.projectName}` : ""}
            </p>
            <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-neutral-600">
              <Received when={row.when} />
              <span>{row.assignedName ? `Assigned to ${row.assignedName}` : "Unassigned"}</span>
              <LeadMarks row={row} />
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-neutral-200 md:block">
        <table className="w-full min-w-[52rem] text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-neutral-100 text-xs font-semibold tracking-wide text-neutral-700 uppercase">
            <tr>
              {["Received", "Name", "Phone", "Kind", "Project", "Status", "Assigned to"].map((label) => (
                <th key={label} scope="col" className="px-4 py-3 whitespace-nowrap">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-neutral-200">
            {rows.map((row) => (
              <tr key={row.id} className="align-top hover:bg-neutral-50">
                <td className="px-4 py-3 whitespace-nowrap text-neutral-700">
                  <Received when={row.when} />
                </td>
                <th scope="row" className="px-4 py-3 font-medium text-neutral-900">
                  <Link to={leadPath(row.id)} className="text-forest-800 underline-offset-4 hover:underline">
                    {row.name}
                  </Link>
                  <div className="mt-1 flex flex-wrap gap-1 font-normal empty:hidden">
                    <LeadMarks row={row} />
                  </div>
                </th>
                <td className="px-4 py-3 whitespace-nowrap text-neutral-700 tabular-nums">
                  {displayPhone(row.phone)}
                </td>
                <td className="px-4 py-3 text-neutral-700">{leadKindLabels[row.kind]}</td>
                <td className="px-4 py-3 text-neutral-700">{row.projectName ?? dash}</td>
                <td className="px-4 py-3">
                  <LeadStatusBadge status={row.status} />
                </td>
                <td className="px-4 py-3 text-neutral-700">{row.assignedName ?? dash}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** Previous / Next with "Page X of Y", keeping the filters. */
export function LeadPager({ filter, pageCount }: { filter: LeadFilter; pageCount: number }) {
  return (
    <Pager
      page={filter.page}
      pageCount={pageCount}
      hrefOf={(page) => `${leadsPath}${leadFilterQuery(filter, { page })}`}
    />
  );
}
