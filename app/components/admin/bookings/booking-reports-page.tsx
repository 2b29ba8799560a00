import type { ReactNode } from "react";

import { BackLink } from "#app/components/admin/back-link.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { LinkButton } from "#app/components/ui/link-button.tsx";
import { MonthChoice } from "#app/components/ui/month-choice.tsx";
import { PageHeader } from "#app/components/ui/page-header.tsx";
import { bookingReportExportPath, bookingsPath, type BookingReport } from "#app/domain/bookings/index.ts";
import { formatShortDate } from "#app/lib/india-time.ts";

import { BookingDuesTable, BookingMonthTable } from "./booking-reports-tables.tsx";

/** A titled part of the page, its heading naming it for screen readers. */
function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <section className="space-y-2" aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold text-forest-900">
        {title}
      </h2>
      <p className="text-sm text-neutral-600">{intro}</p>
      {children}
    </section>
  );
}

/**
 * Issue "Site visits and bookings", Reports: a month's bookings and collections per project, the
 * payments due this week and the overdue ones, and the accountant's CSV files. The month is chosen
 * with a plain GET form, so the address keeps it; the dues are as of today whatever the month.
 */
export function BookingReportsPage({
  months,
  report,
}: {
  months: readonly { value: string; label: string }[];
  report: BookingReport;
}) {
  const week = `${formatShortDate(report.today)} to ${formatShortDate(report.weekEnd)}`;
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <BackLink to={bookingsPath}>Bookings</BackLink>
      <PageHeader
        title="Booking reports"
        intro="Bookings and the money received per project in a month, the payments due this week and the overdue ones."
        actions={
          <>
            <LinkButton to={bookingReportExportPath(report.month, "collections")} reloadDocument download>
              Download collections (CSV)
            </LinkButton>
            <LinkButton to={bookingReportExportPath(report.month, "dues")} reloadDocument download>
              Download dues (CSV)
            </LinkButton>
          </>
        }
      />
      <MonthChoice id="booking-report-month" months={months} month={report.month} />
      <Section
        id="report-month"
        title="Bookings and collections"
        intro={`${report.monthLabel}: the bookings made in the month that still stand and their agreed price, those since cancelled apart, and the receipts received in the month (refunds not taken off).`}
      >
        {report.projects.length === 0 ? (
          <EmptyState title={`No bookings or receipts in ${report.monthLabel}.`} />
        ) : (
          <BookingMonthTable rows={report.projects} total={report.total} monthLabel={report.monthLabel} />
        )}
      </Section>
      <Section
        id="report-week"
        title="Dues this week"
        intro={`Payments of open bookings due from ${week} with something left to pay.`}
      >
        {report.thisWeek.length === 0 ? (
          <EmptyState title="Nothing falls due this week." />
        ) : (
          <BookingDuesTable caption={`Dues from ${week}`} rows={report.thisWeek} />
        )}
      </Section>
      <Section
        id="report-overdue"
        title="Overdue payments"
        intro="Payments of open bookings whose day has passed with something left to pay, the oldest first."
      >
        {report.overdue.length === 0 ? (
          <EmptyState title="No payment is overdue." />
        ) : (
          <BookingDuesTable caption="Overdue payments, oldest first" rows={report.overdue} />
        )}
      </Section>
    </div>
  );
}
