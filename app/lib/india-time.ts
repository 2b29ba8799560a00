/**
 * Time as people read it here: India Standard Time (Asia/Kolkata, UTC+5:30 all year, no daylight
 * saving), wherever the server or the browser is. Moments are stored in UTC and shown through this
 * module; calendar days (a visit's day, a filter's bounds) travel as YYYY-MM-DD. Browser-safe.
 *
 * The formatters are made once, at their first use (app/lib/made-once.ts): a locale string method
 * with options builds a new formatter on every call, a quarter of a millisecond per date in a table
 * (docs/architecture.md, Performance), and the project page's site-visit script names a day only once
 * a visit is asked for. Each is marked pure so that a browser bundle taking one helper leaves the
 * others out.
 */

import type { Locale } from "#app/i18n/locales.ts";
import { madeOnce } from "#app/lib/made-once.ts";

const indiaTimeZone = "Asia/Kolkata";

/** India's clock is UTC plus this, all year: day arithmetic can add it instead of asking `Intl`. */
export const indiaOffsetMs = (5 * 60 + 30) * 60 * 1000;

const dayMs = 24 * 60 * 60 * 1000;

/** A formatter made at its first use and kept. */
function formatter(locale: string, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  return madeOnce(() => new Intl.DateTimeFormat(locale, options));
}
const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The site's and the back office's texts are American English ("March 5, 2026"), as the spec quotes them. */
const longDate = /* @__PURE__ */ formatter("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: indiaTimeZone,
});
const shortDate = /* @__PURE__ */ formatter("en-US", {
  year: "numeric",
  month: "short",
  day: "numeric",
  timeZone: indiaTimeZone,
});
const shortDateTime = /* @__PURE__ */ formatter("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: indiaTimeZone,
});
const clockTime = /* @__PURE__ */ formatter("en-US", {
  hour: "numeric",
  minute: "2-digit",
  timeZone: indiaTimeZone,
});
/** Mail and the day-first texts are Indian English ("20 Nov 2026, 10:00 am", "5 December"). */
const mailDateTime = /* @__PURE__ */ formatter("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: indiaTimeZone,
});
const dayMonthTime = /* @__PURE__ */ formatter("en-IN", {
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: indiaTimeZone,
});
/** A calendar day is held as its UTC midnight, so it is named in UTC: the day itself, never the one before. */
const calendarDay = /* @__PURE__ */ formatter("en-IN", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
/** A month (YYYY-MM) is held as its first day's UTC midnight, and named in UTC too. */
const monthYear = /* @__PURE__ */ formatter("en-US", {
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** The pieces a formatter gives, by type; a text is built from them so ICU's punctuation cannot change it. */
function partsOf(format: Intl.DateTimeFormat, date: Date): (type: Intl.DateTimeFormatPartTypes) => string {
  const parts = format.formatToParts(date);
  return (type) => parts.find((part) => part.type === type)?.value ?? "";
}

/** Tamil pages' dates, in Tamil month names ("5 மார்ச், 2026"). */
const tamilLongDate = /* @__PURE__ */ formatter("ta-IN", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: indiaTimeZone,
});

/** Public pages: "March 5, 2026"; on Tamil pages "5 மார்ச், 2026". */
export function formatLongDate(date: Date | string, locale: Locale = "en"): string {
  return (locale === "ta" ? tamilLongDate : longDate)().format(new Date(date));
}

/** Back-office tables: "Mar 5, 2026". */
export function formatShortDate(date: Date | string): string {
  return shortDate().format(new Date(date));
}

/** Back office: "Jun 10, 2026, 3:30 PM". */
export function formatShortDateTime(date: Date): string {
  return shortDateTime().format(date);
}

/** Back office: "10:42 AM", a moment of today (a draft's autosave). */
export function formatClockTime(date: Date): string {
  return clockTime().format(date);
}

/** Mail: "20 Nov 2026, 10:00 am". */
export function formatMailDateTime(date: Date): string {
  return mailDateTime().format(date);
}

/** "26 Nov 18:00": a moment within the weeks ahead, as the Plots page shows a hold's end. */
export function formatDayMonthTime(date: Date): string {
  const part = partsOf(dayMonthTime(), date);
  return `${part("day")} ${part("month")} ${part("hour")}:${part("minute")}`;
}

/** India's clock at `date` as "2026-03-01T15:30:00.000" (no zone): what the numeric texts are cut from. */
function indiaClock(date: Date): string {
  return new Date(date.getTime() + indiaOffsetMs).toISOString().slice(0, -1);
}

/** "2026-03-01 15:30": a form spreadsheets read as a date in every locale. */
export function formatIsoDateTime(date: Date): string {
  return indiaClock(date).slice(0, 16).replace("T", " ");
}

/** A moment as a `datetime-local` field shows it in India: "2026-03-01T15:30". */
export function indiaDateTimeValue(date: Date): string {
  return indiaClock(date).slice(0, 16);
}

/** A `datetime-local` field's "2026-03-01T15:30", read as India time; null when it is not one. */
export function parseIndiaDateTime(value: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const day = indiaDayBounds(match[1]!);
  const [hours, minutes] = [Number(match[2]), Number(match[3])];
  if (!day || hours > 23 || minutes > 59) return null;
  return new Date(day.start.getTime() + (hours * 60 + minutes) * 60_000);
}

/** The calendar day `now` falls on in India, as YYYY-MM-DD. */
export function indiaToday(now: Date = new Date()): string {
  return indiaClock(now).slice(0, 10);
}

/** The year `now` falls in, in India (the footer's ©). */
export function indiaYear(now: Date = new Date()): number {
  return Number(indiaClock(now).slice(0, 4));
}

/** A YYYY-MM-DD day as its UTC midnight, or null when it is not a real day (2026-02-30, 2026-12-5). */
export function parseCalendarDay(value: string): Date | null {
  const match = isoDay.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? date
    : null;
}

export function isCalendarDay(value: string): boolean {
  return parseCalendarDay(value) !== null;
}

/** `days` after the YYYY-MM-DD day `from`. */
export function addDays(from: string, days: number): string {
  const date = parseCalendarDay(from);
  if (!date) throw new RangeError(`Not a day: ${from}`);
  return new Date(date.getTime() + days * dayMs).toISOString().slice(0, 10);
}

/** "Saturday, 5 December 2026" for "2026-12-05" (the text as it is when it is not a day). */
export function formatCalendarDay(value: string): string {
  const date = parseCalendarDay(value);
  if (!date) return value;
  const part = partsOf(calendarDay(), date);
  return `${part("weekday")}, ${part("day")} ${part("month")} ${part("year")}`;
}

/** A calendar day on Tamil pages and in Tamil mails, in UTC as `calendarDay` is. */
const tamilCalendarDay = /* @__PURE__ */ formatter("ta-IN", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** A day in a page's language: "Saturday, 5 December 2026", in Tamil "சனி, 5 டிசம்பர், 2026". */
export function formatCalendarDayIn(value: string, locale: Locale): string {
  if (locale === "en") return formatCalendarDay(value);
  const date = parseCalendarDay(value);
  return date ? tamilCalendarDay().format(date) : value;
}

/**
 * The moments a YYYY-MM-DD day begins and ends in India (`end` is the next day's start, so a range
 * is `start <= t < end`), or null when it is not a real day.
 */
export function indiaDayBounds(value: string): { start: Date; end: Date } | null {
  const date = parseCalendarDay(value);
  if (!date) return null;
  const start = date.getTime() - indiaOffsetMs;
  return { start: new Date(start), end: new Date(start + dayMs) };
}

/** "November 2026" for "2026-11". */
export function formatMonth(month: string): string {
  return monthYear().format(new Date(`${month}-01T00:00:00Z`));
}

/** The month `count` months before "YYYY-MM" (after, when negative), as YYYY-MM. */
export function monthsBefore(month: string, count: number): string {
  const [year, number] = month.split("-").map(Number) as [number, number];
  const index = year * 12 + (number - 1) - count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}
