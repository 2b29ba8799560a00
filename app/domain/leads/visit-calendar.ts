import { addDays, indiaToday, isCalendarDay, parseCalendarDay } from "#app/lib/india-time.ts";

/**
 * Issue "Site visits and bookings": staff see the booked visits by day or by week (Monday to
 * Sunday), moving a day or a week at a time. Browser-safe.
 */
export type CalendarView = "day" | "week";

export interface CalendarVisit {
  id: string;
  leadId: string;
  date: string;
  time: string;
  visitors: number;
  pickupPoint: string | null;
  buyer: string;
  phone: string;
  project: string;
  executive: string | null;
}

export const visitsPath = "/admin/visits";

export interface CalendarRange {
  view: CalendarView;
  /** The day asked for (today when none or not a day). */
  date: string;
  days: string[];
  previous: string;
  next: string;
}

/** The days `?date=` and `?view=` ask for; a week starts on its Monday. */
export function calendarRange(query: URLSearchParams, now: Date = new Date()): CalendarRange {
  const view: CalendarView = query.get("view") === "day" ? "day" : "week";
  const asked = query.get("date") ?? "";
  const date = isCalendarDay(asked) ? asked : indiaToday(now);
  const weekday = parseCalendarDay(date)!.getUTCDay();
  const first = view === "day" ? date : addDays(date, -((weekday + 6) % 7));
  const length = view === "day" ? 1 : 7;
  return {
    view,
    date,
    days: Array.from({ length }, (_, i) => addDays(first, i)),
    previous: addDays(date, -length),
    next: addDays(date, length),
  };
}

export function calendarPath(view: CalendarView, date: string): string {
  return `${visitsPath}?${new URLSearchParams({ view, date })}`;
}
