import { Download } from "lucide-react";

import { FailedAlertsBanner } from "#app/components/admin/failed-alerts-banner.tsx";
import { buttonClass } from "#app/components/ui/form-styles.ts";
import { LeadFilters, LeadViewTabs } from "#app/components/admin/lead-filters.tsx";
import { LeadListEmpty, LeadPager, LeadTable } from "#app/components/admin/lead-table.tsx";
import { PageHeader } from "#app/components/admin/page-header.tsx";
import { businessHoursFrom } from "#app/domain/settings/business-hours.ts";
import { requireStaff } from "#app/domain/staff/session.server.ts";
import { servicesContext } from "#app/context.ts";
import {
  countFailedAlerts,
  leadFilterFromSearch,
  listLeadFilterProjects,
  listLeadsWithCounts,
} from "#app/domain/leads/lead-inbox.server.ts";
import { changeStatusFromList, retryAlerts, toLeadRow } from "#app/domain/leads/lead-pages.server.ts";
import {
  isFiltered,
  leadFilterQuery,
  leadsExportPath,
  leadsPath,
  noLeadFilters,
} from "#app/domain/leads/lead-view.ts";
import { getSiteSettings } from "#app/domain/settings/settings.server.ts";
import { readForm } from "#app/lib/read-form.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";

import type { Route } from "./+types/leads";

export function meta() {
  return [{ title: "Leads | Back office" }, { name: "robots", content: "noindex" }];
}

/** Issue "Inbox": newest first, filtered by the query, one page at a time; spam in a view of its own. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context);
  const { db } = context.get(servicesContext);
  const filter = leadFilterFromSearch(new URL(request.url).searchParams);
  const now = new Date();
  const [page, failedAlerts, projects, site] = await Promise.all([
    listLeadsWithCounts(db, filter),
    countFailedAlerts(db),
    listLeadFilterProjects(db, filter.projectId),
    getSiteSettings(db),
  ]);
  return {
    filter: { ...filter, page: page.page },
    rows: page.leads.map((lead) => toLeadRow(lead, now, businessHoursFrom(site.businessHours))),
    total: page.total,
    pageCount: page.pageCount,
    counts: page.counts,
    failedAlerts,
    projects,
    companyName: site.companyName,
  };
}

/**
 * A row's status change, or "Send again": the alert e-mails that gave up go back in the queue, and
 * the sender is woken.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context);
  const { db, leadAlerts } = context.get(servicesContext);
  const url = new URL(request.url);
  const back = `${leadsPath}${url.search}`;
  const form = await readForm(request);
  if (form.get("intent") === "status") {
    return redirectWithToast(back, await changeStatusFromList(db, { name: staff.name }, form));
  }
  if (form.get("intent") !== "retry-alerts") {
    return redirectWithToast(back, { type: "error", message: "Unknown action." });
  }
  const message = await retryAlerts(db);
  leadAlerts.kick();
  return redirectWithToast(back, { type: "success", message });
}

export default function Leads({ loaderData }: Route.ComponentProps) {
  const { filter, rows, total, pageCount, counts, failedAlerts, projects, companyName } = loaderData;
  const filtered = isFiltered(filter);
  const clearHref = `${leadsPath}${leadFilterQuery(filter, noLeadFilters)}`;
  return (
    <div className="mx-auto max-w-6xl space-y-5">
      <PageHeader
        title="Leads"
        intro="Enquiries, messages and visit requests from the website, newest first."
        actions={
          <a
            href={`${leadsExportPath}${leadFilterQuery(filter, { page: 1 })}`}
            download
            className={buttonClass.secondary}
          >
            <Download aria-hidden className="size-4" />
            Export CSV
          </a>
        }
      />

      {failedAlerts > 0 ? <FailedAlertsBanner count={failedAlerts} /> : null}

      <LeadViewTabs filter={filter} counts={counts} />
      <LeadFilters key={leadFilterQuery(filter)} filter={filter} projects={projects} clearHref={clearHref} />

      <p role="status" className="text-sm text-neutral-700">
        {total === 1 ? "1 lead" : `${total} leads`}
        {filter.view === "spam" ? " in spam" : ""}
        {filtered ? " match these filters" : ""}
      </p>

      {rows.length === 0 ? (
        <LeadListEmpty view={filter.view} clearHref={filtered ? clearHref : null} />
      ) : (
        <>
          <LeadTable rows={rows} spamView={filter.view === "spam"} companyName={companyName} />
          <LeadPager filter={filter} pageCount={pageCount} />
        </>
      )}
    </div>
  );
}
