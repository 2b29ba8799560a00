import { Form, Link } from "react-router";

import { telHref } from "#app/components/site/contact-links.ts";
import type { When } from "#app/lib/when.ts";
import {
  leadKindLabels,
  leadStatuses,
  spamReasonLabels,
  type LeadStatus,
} from "#app/domain/leads/lead-model.ts";
import {
  displayPhone,
  leadFilterQuery,
  leadPath,
  leadsPath,
  whatsappReplyUrl,
  type LeadFilter,
  type LeadResponse,
  type LeadRow,
} from "#app/domain/leads/lead-view.ts";

import { Pager } from "./pager.tsx";
import { RowIcon, RowIconSymbols } from "./row-icons.tsx";

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
          <RowIcon name="repeat" className="size-3" />
          Returning
        </span>
      ) : null}
      {row.alertFailed ? (
        <span className={`${markClass} bg-red-50 text-red-800 ring-1 ring-red-200`}>
          <RowIcon name="mail-warning" className="size-3" />
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

/** How long the lead waited for a first response, or has waited so far (red past five business minutes). */
function ResponseTime({ response }: { response: LeadResponse | null }) {
  if (!response) return null;
  if (response.answered) return <span className="text-neutral-600">Answered in {response.after}</span>;
  return (
    <span className={`font-medium ${response.late ? "text-red-700" : "text-amber-800"}`}>
      Waiting for {response.waiting}
    </span>
  );
}

/**
 * The status as a choice with its own Save, one small form per row: posted to the list, so it works
 * without JavaScript, and audited like the lead page's change.
 */
function RowStatusForm({ row }: { row: LeadRow }) {
  return (
    <Form
      key={`${row.id}-${row.status}`}
      method="post"
      preventScrollReset
      className="flex items-center gap-1.5"
    >
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="lead" value={row.id} />
      <select
        name="status"
        defaultValue={row.status}
        aria-label={`Move ${row.name} to`}
        className={`rounded-md py-1 pr-7 pl-2 text-xs font-semibold ring-1 ${statusClasses[row.status]}`}
      >
        {leadStatuses.map((status) => (
          <option key={status} value={status}>
            {status}
          </option>
        ))}
      </select>
      <button
        type="submit"
        className="rounded-md border border-neutral-300 bg-white px-2 py-1 text-xs font-semibold text-neutral-800 hover:bg-neutral-100"
      >
        Save
      </button>
    </Form>
  );
}

const contactButton =
  "inline-flex size-7 shrink-0 items-center justify-center rounded-md ring-1 ring-neutral-300 hover:bg-neutral-100";

/** Call and a WhatsApp reply, named by the number so that each row's pair stays apart. */
function RowContact({ row, companyName }: { row: LeadRow; companyName: string }) {
  const phone = displayPhone(row.phone);
  return (
    <div className="flex items-center gap-1.5">
      <a
        href={telHref(row.phone)}
        aria-label={`Call ${phone}`}
        title={`Call ${phone}`}
        className={`${contactButton} text-forest-800`}
      >
        <RowIcon name="call" />
      </a>
      <a
        href={whatsappReplyUrl(row, companyName)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`WhatsApp ${phone}`}
        title={`WhatsApp ${phone}`}
        className={`${contactButton} text-green-700`}
      >
        <RowIcon name="whatsapp" />
      </a>
    </div>
  );
}

/** What the lead is about: the project (the plot joins it here once plots exist), budget, place, words. */
function RowInterest({ row }: { row: LeadRow }) {
  const wish = [row.budget, row.location].filter(Boolean).join(" · ");
  return (
    <>
      <p className="text-neutral-900">
        {leadKindLabels[row.kind]}
        {row.projectName ? <span className="font-medium"> · {row.projectName}</span> : null}
      </p>
      {wish ? <p className="text-neutral-700">{wish}</p> : null}
      {row.snippet ? <p className="line-clamp-2 text-neutral-600">{row.snippet}</p> : null}
    </>
  );
}

const cell = "block md:table-cell md:px-3 md:py-3";

/**
 * Issue "Inbox": one markup for every width, a table from tablet width whose rows are cards on
 * phones (each row rendered once: a second layout for phones doubled the page's weight).
 */
export function LeadTable({
  rows,
  spamView,
  companyName,
}: {
  rows: readonly LeadRow[];
  spamView: boolean;
  companyName: string;
}) {
  const caption = spamView ? "Suspected spam, newest first" : "Leads, newest first";
  return (
    <div className="md:overflow-x-auto md:rounded-lg md:bg-white md:shadow-sm md:ring-1 md:ring-neutral-200">
      <RowIconSymbols />
      <table className="block w-full text-left text-sm md:table md:min-w-[56rem]">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-neutral-100 text-xs font-semibold tracking-wide text-neutral-700 uppercase max-md:sr-only">
          <tr>
            {["Received", "Name", "About", "Status", "Assigned to"].map((label) => (
              <th key={label} scope="col" className="px-3 py-3 whitespace-nowrap">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block space-y-3 md:table-row-group md:divide-y md:divide-neutral-200">
          {rows.map((row) => (
            <tr
              key={row.id}
              className="flex flex-col gap-1 rounded-lg bg-white p-3 align-top shadow-sm ring-1 ring-neutral-200 md:table-row md:rounded-none md:p-0 md:shadow-none md:ring-0 md:hover:bg-neutral-50"
            >
              <td
                className={`${cell} order-3 text-xs text-neutral-600 md:w-36 md:text-sm md:text-neutral-700`}
              >
                <Received when={row.when} />
                <p className="inline text-xs max-md:ml-3 md:mt-0.5 md:block">
                  <ResponseTime response={row.response} />
                </p>
              </td>
              <th scope="row" className={`${cell} order-first font-medium text-neutral-900`}>
                <Link
                  to={leadPath(row.id)}
                  title={row.name}
                  className="font-semibold break-words text-forest-800 underline-offset-4 hover:underline md:block md:max-w-[16rem] md:truncate md:font-medium"
                >
                  {row.name}
                </Link>
                <div className="mt-1 flex items-center gap-2 font-normal whitespace-nowrap text-neutral-700 tabular-nums">
                  {displayPhone(row.phone)}
                  <RowContact row={row} companyName={companyName} />
                </div>
                <div className="mt-1 flex flex-wrap gap-1 font-normal empty:hidden">
                  <LeadMarks row={row} />
                </div>
              </th>
              <td className={`${cell} order-2 md:max-w-[20rem] md:min-w-[13rem]`}>
                <RowInterest row={row} />
              </td>
              <td className={`${cell} order-5 max-md:mt-1`}>
                <RowStatusForm row={row} />
              </td>
              <td className={`${cell} order-4 text-xs text-neutral-600 md:text-sm md:text-neutral-700`}>
                {row.assignedName ? (
                  <>
                    <span className="md:hidden">Assigned to </span>
                    {row.assignedName}
                  </>
                ) : (
                  <>
                    <span className="md:hidden">Unassigned</span>
                    <span className="text-neutral-400 max-md:hidden">—</span>
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** No leads: a way back when filters hid them, else what the view holds. */
export function LeadListEmpty({ view, clearHref }: { view: LeadFilter["view"]; clearHref: string | null }) {
  return (
    <div className="rounded-lg border border-dashed border-neutral-300 bg-white px-6 py-12 text-center">
      {clearHref ? (
        <>
          <p className="font-medium text-neutral-900">No leads match these filters</p>
          <Link
            to={clearHref}
            className="mt-2 inline-block text-sm font-medium text-forest-700 underline underline-offset-4"
          >
            Clear filters
          </Link>
        </>
      ) : view === "spam" ? (
        <p className="font-medium text-neutral-900">No spam. Suspected spam is kept here, never dropped.</p>
      ) : (
        <>
          <p className="font-medium text-neutral-900">No leads yet</p>
          <p className="mt-1 text-sm text-neutral-600">
            Enquiries and messages sent from the website appear here as they arrive.
          </p>
        </>
      )}
    </div>
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
