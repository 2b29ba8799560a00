import { PageHeader } from "#app/components/ui/page-header.tsx";
import type { MyDayView } from "#app/domain/leads/my-day-view.ts";
import { formatCalendarDay } from "#app/lib/india-time.ts";

import { MyDayList } from "./my-day-list.tsx";

/** Issue "One inbox": a salesperson's first page, the day's work in four lists. */
export function MyDayPage({ day, name }: { day: MyDayView; name: string }) {
  return (
    <div className="mx-auto max-w-5xl space-y-5">
      <PageHeader
        title="My day"
        intro={`${formatCalendarDay(day.today)}: ${name}'s follow-ups, new leads and visits.`}
      />
      <MyDayList
        title="Follow-ups due"
        intro="Your leads whose next step is due today or overdue, the earliest first."
        leads={day.due}
        empty="Nothing due today."
        show="step"
      />
      <MyDayList
        title="Site visits today"
        intro="Visits booked or asked for today, in time order: yours and those nobody works yet."
        leads={day.visits}
        empty="No site visit today."
        show="slot"
      />
      <MyDayList
        title="Your new leads"
        intro="Leads given to you that nobody has answered yet."
        leads={day.fresh}
        empty="No new lead of yours."
        show="received"
      />
      <MyDayList
        title="New in the pool"
        intro="New leads nobody works yet: open one to take it."
        leads={day.pool}
        empty="The pool is empty."
        show="received"
      />
    </div>
  );
}
