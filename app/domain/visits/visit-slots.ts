import {
  addDays,
  formatCalendarDay,
  indiaToday,
  parseCalendarDay,
  parseIndiaDateTime,
} from "#app/lib/india-time.ts";

/**
 * Issue "Site visits and bookings": a project's visiting slots are weekly (a weekday, a start time
 * in India and how many visitors it takes); the public form offers each slot's coming days that
 * still have places. Browser-safe: the form's labels and the back office's editor use it too.
 */

/** Weekday 0 is Sunday, as `Date#getUTCDay` counts. */
export const weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

export interface VisitSlot {
  weekday: number;
  /** "10:00", 24-hour, India time. */
  time: string;
  capacity: number;
}

export interface VisitPlan {
  slots: VisitSlot[];
  pickupPoints: string[];
}

/** A slot on one day, with the places still free. */
export interface OpenSlot {
  /** What the form posts: "2026-12-05T10:00". */
  value: string;
  date: string;
  time: string;
  left: number;
}

/** How far ahead a visit can be booked (the date field's rule for projects without slots). */
export const slotDaysAhead = 60;
/** A slot closes this long before it starts, so the team can arrange the pickup. */
export const slotClosesMinutesBefore = 120;
/** The most places one slot can take; the most visitors one booking brings is the form's rule. */
export const maxSlotCapacity = 100;

const clock = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function isSlotTime(value: string): boolean {
  return clock.test(value);
}

/** "3:00 PM" for "15:00". */
export function formatSlotTime(time: string): string {
  const match = clock.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  return `${hours % 12 || 12}:${match[2]} ${hours < 12 ? "AM" : "PM"}`;
}

export function weekdayOf(date: string): number {
  return parseCalendarDay(date)?.getUTCDay() ?? -1;
}

/** The posted "2026-12-05T10:00" as its day and time, or null when it is not one. */
export function parseSlotValue(value: string): { date: string; time: string } | null {
  const [date = "", time = ""] = value.split("T");
  return parseCalendarDay(date) && isSlotTime(time) ? { date, time } : null;
}

/** The key a slot's day has in the counts of places taken. */
export function slotKey(date: string, time: string): string {
  return `${date}T${time}`;
}

/** Whether a slot on `date` at `time` still takes bookings at `now`: not closed, not too far ahead. */
export function isBookable(date: string, time: string, now: Date): boolean {
  const starts = parseIndiaDateTime(slotKey(date, time));
  if (!starts) return false;
  const today = indiaToday(now);
  return (
    starts.getTime() - now.getTime() >= slotClosesMinutesBefore * 60_000 &&
    date <= addDays(today, slotDaysAhead)
  );
}

/**
 * Every coming day of the plan's slots that still has places, in time order: from now (less the
 * closing time) to `slotDaysAhead` days ahead. `taken` counts the visitors booked per `slotKey`.
 */
export function openSlots(
  slots: readonly VisitSlot[],
  taken: ReadonlyMap<string, number>,
  now: Date,
): OpenSlot[] {
  const today = indiaToday(now);
  const open: OpenSlot[] = [];
  const byTime = [...slots].sort((a, b) => a.time.localeCompare(b.time));
  for (let day = 0; day <= slotDaysAhead; day++) {
    const date = addDays(today, day);
    const weekday = weekdayOf(date);
    for (const slot of byTime) {
      if (slot.weekday !== weekday || !isBookable(date, slot.time, now)) continue;
      const left = slot.capacity - (taken.get(slotKey(date, slot.time)) ?? 0);
      if (left > 0) open.push({ value: slotKey(date, slot.time), date, time: slot.time, left });
    }
  }
  return open;
}

/** "Saturday, 5 December 2026, 10:00 AM · 8 places left". */
export function openSlotLabel(slot: OpenSlot): string {
  const places = slot.left === 1 ? "1 place left" : `${slot.left} places left`;
  return `${formatCalendarDay(slot.date)}, ${formatSlotTime(slot.time)} · ${places}`;
}

/** "Saturday, 5 December 2026 at 10:00 AM": a booked visit's day and time. */
export function visitMoment(date: string, time: string): string {
  return `${formatCalendarDay(date)} at ${formatSlotTime(time)}`;
}

/** What came of a visit, as its executive records it (the person's timeline says it in words). */
export const visitOutcomes = ["came", "no-show"] as const;
export type VisitOutcome = (typeof visitOutcomes)[number];
export const visitOutcomeLabels: Record<VisitOutcome, string> = { came: "Came", "no-show": "Did not come" };

export function isVisitOutcome(value: unknown): value is VisitOutcome {
  return visitOutcomes.includes(value as VisitOutcome);
}

/** The messages of a booking that cannot be made, next to the slot field. */
export const slotMessages = {
  slot: "Please choose a visit time from the list.",
  closed: "That visit time is no longer open. Please choose another time.",
  full: "That visit time has just filled up. Please choose another time.",
  fewer: (left: number) =>
    `Only ${left === 1 ? "1 place is" : `${left} places are`} left at that time. Please choose another time or fewer visitors.`,
  pickupPoint: "Please choose a pickup point from the list.",
  /** After a post without JavaScript only the field's name comes back: one message for every case. */
  taken: "That visit time is full or no longer open. Please choose another time.",
  none: `No visiting times are free in the next ${slotDaysAhead} days. Please call us to arrange a visit.`,
};
