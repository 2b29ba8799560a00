/**
 * Site-visit dates (spec: a day from today up to 60 days ahead). "Today" is the day in India
 * (Asia/Kolkata), wherever the server or the visitor's browser is. Dates travel as YYYY-MM-DD.
 * Shared by the browser (the date input's min/max, the confirmation) and the server's schema.
 */

export const visitTimeZone = "Asia/Kolkata";

/** The latest day a visit can be asked for, counted from today. */
export const maxVisitDaysAhead = 60;

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Made once: building an `Intl` formatter per call is slow (docs/architecture.md, Performance). */
const indiaDay = new Intl.DateTimeFormat("en-US", {
  timeZone: visitTimeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The calendar day `now` falls on in India, as YYYY-MM-DD. */
export function indiaToday(now: Date = new Date()): string {
  const parts = indiaDay.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** The day as a UTC midnight, or null when it is not a real YYYY-MM-DD day (2026-02-30). */
function parseDay(value: string): Date | null {
  const match = isoDate.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? date
    : null;
}

export function isVisitDay(value: string): boolean {
  return parseDay(value) !== null;
}

/** `days` after the YYYY-MM-DD day `from`. */
export function addDays(from: string, days: number): string {
  const date = parseDay(from);
  if (!date) throw new RangeError(`Not a day: ${from}`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The first and last day a visit can be asked for (the date input's min and max). */
export function visitDateRange(now: Date = new Date()): { min: string; max: string } {
  const min = indiaToday(now);
  return { min, max: addDays(min, maxVisitDaysAhead) };
}

/** "Saturday, 5 December 2026" for "2026-12-05" (the text as is when it is not a day). */
export function formatVisitDate(value: string): string {
  const date = parseDay(value);
  if (!date) return value;
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: "UTC",
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("weekday")}, ${part("day")} ${part("month")} ${part("year")}`;
}
