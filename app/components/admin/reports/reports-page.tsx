import { Card } from "#app/components/ui/card.tsx";
import { DataTable, type Column } from "#app/components/ui/data-table.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { MonthChoice } from "#app/components/ui/month-choice.tsx";
import { PageHeader } from "#app/components/ui/page-header.tsx";
import type { LeadReport, LeadReportRow } from "#app/domain/leads/lead-reports.ts";

const figures = (first: string): Column<LeadReportRow>[] => [
  { key: "label", header: first, cell: (row) => row.label, rowHeader: true },
  { key: "leads", header: "Leads", cell: (row) => row.leads, align: "end", className: "tabular-nums" },
  {
    key: "answered",
    header: "Answered",
    cell: (row) => row.answered,
    align: "end",
    className: "tabular-nums",
  },
  {
    key: "response",
    header: "Median response",
    cell: (row) => row.medianResponse ?? "—",
    align: "end",
  },
  {
    key: "bookings",
    header: "Bookings",
    cell: (row) => row.bookings,
    align: "end",
    className: "tabular-nums",
  },
];

const breakdowns = [
  { title: "By source", first: "Source", rows: (report: LeadReport) => report.bySource },
  { title: "By campaign", first: "Campaign or listing", rows: (report: LeadReport) => report.byCampaign },
  { title: "By executive", first: "Executive", rows: (report: LeadReport) => report.byExecutive },
] as const;

/** The month's totals as four figures above the tables. */
function Totals({ total }: { total: LeadReportRow }) {
  const items = [
    ["Leads", total.leads],
    ["Answered", total.answered],
    ["Median first response", total.medianResponse ?? "—"],
    ["Bookings", total.bookings],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {items.map(([label, value]) => (
        <Card key={label} className="p-4">
          <dt className="text-sm text-neutral-600">{label}</dt>
          <dd className="mt-1 text-2xl font-semibold text-forest-900 tabular-nums">{value}</dd>
        </Card>
      ))}
    </dl>
  );
}

/**
 * Issue "One inbox", Reports: a month's leads by source, by campaign and by executive, with their
 * first responses and bookings; the month is chosen with a plain GET form, so the address keeps it.
 */
export function ReportsPage({
  months,
  report,
  hours,
}: {
  months: readonly { value: string; label: string }[];
  report: LeadReport;
  hours: string;
}) {
  return (
    <div className="mx-auto max-w-5xl space-y-5">
      <PageHeader
        title="Reports"
        intro={`The leads that arrived in a month, spam and the ad platforms' test leads left out. First responses are counted in business hours (${hours}); bookings are the month's leads now marked Won.`}
      />
      <MonthChoice id="report-month" months={months} month={report.month} />
      <h2 className="text-xl font-semibold text-forest-900">{report.monthLabel}</h2>
      {report.total.leads === 0 ? (
        <EmptyState title={`No leads arrived in ${report.monthLabel}.`} />
      ) : (
        <>
          <Totals total={report.total} />
          {breakdowns.map(({ title, first, rows }) => (
            <section key={title} className="space-y-2" aria-label={title}>
              <h3 className="text-lg font-semibold text-forest-900">{title}</h3>
              <DataTable
                caption={`${title}, ${report.monthLabel}`}
                look="scroll"
                dense
                columns={figures(first)}
                rows={rows(report)}
                rowKey={(row) => row.label}
              />
            </section>
          ))}
        </>
      )}
    </div>
  );
}
