import { Link } from "react-router";

import { Card } from "#app/components/ui/card.tsx";
import { DataTable, type Column } from "#app/components/ui/data-table.tsx";
import { LinkButton } from "#app/components/ui/link-button.tsx";
import { PageHeader } from "#app/components/ui/page-header.tsx";
import { leadPath } from "#app/domain/leads/lead-view.ts";
import {
  calendarPath,
  visitsPath,
  type CalendarRange,
  type CalendarVisit,
} from "#app/domain/leads/visit-calendar.ts";
import { formatSlotTime } from "#app/domain/visits/index.ts";
import { formatCalendarDay } from "#app/lib/india-time.ts";

const columns: readonly Column<CalendarVisit>[] = [
  {
    key: "time",
    header: "Time",
    cell: (visit) => formatSlotTime(visit.time),
    className: "tabular-nums whitespace-nowrap",
  },
  {
    key: "buyer",
    header: "Buyer",
    rowHeader: true,
    cell: (visit) => (
      <Link
        to={leadPath(visit.leadId)}
        className="font-medium text-forest-800 underline-offset-2 hover:underline"
      >
        {visit.buyer}
      </Link>
    ),
  },
  {
    key: "phone",
    header: "Phone",
    cell: (visit) => visit.phone,
    className: "tabular-nums whitespace-nowrap",
  },
  { key: "project", header: "Project", cell: (visit) => visit.project },
  {
    key: "visitors",
    header: "Visitors",
    cell: (visit) => visit.visitors,
    align: "end",
    className: "tabular-nums",
  },
  { key: "pickup", header: "Pickup", cell: (visit) => visit.pickupPoint ?? "No pickup" },
  { key: "executive", header: "Executive", cell: (visit) => visit.executive ?? "Unassigned" },
];

/** Issue "Site visits and bookings": the booked visits of a day or a week, a table a day. */
export function VisitCalendarPage({
  range,
  visits,
  canSetSlots,
}: {
  range: CalendarRange;
  visits: CalendarVisit[];
  /** Owners and sales managers set each project's slots. */
  canSetSlots: boolean;
}) {
  const other = range.view === "week" ? "day" : "week";
  const byDay = Map.groupBy(visits, (visit) => visit.date);
  return (
    <div className="mx-auto max-w-6xl space-y-5">
      <PageHeader
        title="Site visits"
        intro={
          range.view === "week"
            ? `The week of ${formatCalendarDay(range.days[0]!)}: every visit booked into a project's slots.`
            : `${formatCalendarDay(range.date)}: every visit booked into a project's slots.`
        }
        actions={
          <>
            <LinkButton variant="secondary" size="sm" to={calendarPath(range.view, range.previous)}>
              {range.view === "week" ? "Previous week" : "Previous day"}
            </LinkButton>
            <LinkButton variant="secondary" size="sm" to={calendarPath(range.view, range.next)}>
              {range.view === "week" ? "Next week" : "Next day"}
            </LinkButton>
            <LinkButton variant="secondary" size="sm" to={calendarPath(other, range.date)}>
              {other === "day" ? "Day view" : "Week view"}
            </LinkButton>
            {canSetSlots ? (
              <LinkButton variant="secondary" size="sm" to={`${visitsPath}/slots`}>
                Visiting slots
              </LinkButton>
            ) : null}
          </>
        }
      />
      {range.days.map((day) => {
        const dayVisits = byDay.get(day) ?? [];
        const titleId = `visits-${day}`;
        return (
          <Card key={day} as="section" aria-labelledby={titleId} className="p-4 sm:p-5">
            <h2 id={titleId} className="mb-3 text-lg font-semibold text-forest-900">
              {formatCalendarDay(day)}
              <span className="ml-2 text-sm font-normal text-neutral-600">
                {dayVisits.length === 1 ? "1 visit" : `${dayVisits.length} visits`}
              </span>
            </h2>
            {dayVisits.length === 0 ? (
              <p className="text-sm text-neutral-600">No visits booked.</p>
            ) : (
              <DataTable
                caption={`Visits on ${formatCalendarDay(day)}`}
                columns={columns}
                rows={dayVisits}
                rowKey={(visit) => visit.id}
              />
            )}
          </Card>
        );
      })}
    </div>
  );
}
