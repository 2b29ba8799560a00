import { Download, Plus, Upload } from "lucide-react";

import { LinkButton } from "#app/components/ui/link-button.tsx";
import { PageHeader } from "#app/components/ui/page-header.tsx";
import {
  isFiltered,
  leadFilterQuery,
  leadsExportPath,
  leadsPath,
  noLeadFilters,
  type LeadFilter,
  type LeadRow,
} from "#app/domain/leads/lead-view.ts";

import { FailedAlertsBanner } from "./failed-alerts-banner.tsx";
import { LeadFilters } from "./lead-filters.tsx";
import { LeadTable } from "./lead-table.tsx";
import { LeadViewTabs } from "./lead-view-tabs.tsx";

/** Issue "Inbox": the leads, filtered in the address, a page at a time; spam in a view of its own. */
export function LeadInbox({
  filter,
  rows,
  total,
  pageCount,
  counts,
  failedAlerts,
  projects,
  companyName,
  managesLeads,
}: {
  filter: LeadFilter;
  rows: readonly LeadRow[];
  total: number;
  pageCount: number;
  counts: { inbox: number; spam: number };
  /** Alert e-mails that gave up: "Send again" shows while there are any. */
  failedAlerts: number;
  /** The Project filter's choices. */
  projects: readonly { id: string; name: string }[];
  companyName: string;
  /** Owners and sales managers export the list and send failed alerts again. */
  managesLeads: boolean;
}) {
  const filtered = isFiltered(filter);
  const clearHref = `${leadsPath}${leadFilterQuery(filter, noLeadFilters)}`;
  return (
    <div className="mx-auto max-w-6xl space-y-5">
      <PageHeader
        title="Leads"
        intro="Enquiries, messages and visit requests from the website, the ads' forms, portals and calls, newest first."
        actions={
          <>
            <LinkButton to={`${leadsPath}/new`} variant="primary">
              <Plus aria-hidden className="size-4" />
              Add a lead
            </LinkButton>
            {managesLeads ? (
              <>
                <LinkButton to={`${leadsPath}/import`}>
                  <Upload aria-hidden className="size-4" />
                  Import CSV
                </LinkButton>
                <LinkButton to={`${leadsPath}/assignment`}>Assignment</LinkButton>
                <LinkButton
                  to={`${leadsExportPath}${leadFilterQuery(filter, { page: 1 })}`}
                  reloadDocument
                  download
                >
                  <Download aria-hidden className="size-4" />
                  Export CSV
                </LinkButton>
              </>
            ) : null}
          </>
        }
      />

      {managesLeads && failedAlerts > 0 ? <FailedAlertsBanner count={failedAlerts} /> : null}

      <LeadViewTabs filter={filter} counts={counts} />
      <LeadFilters key={leadFilterQuery(filter)} filter={filter} projects={projects} clearHref={clearHref} />

      <p role="status" className="text-sm text-neutral-700">
        {total === 1 ? "1 lead" : `${total} leads`}
        {filter.view === "spam" ? " in spam" : ""}
        {filtered ? " match these filters" : ""}
      </p>

      <LeadTable
        rows={rows}
        filter={filter}
        pageCount={pageCount}
        clearHref={filtered ? clearHref : null}
        companyName={companyName}
      />
    </div>
  );
}
