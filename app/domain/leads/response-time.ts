import type { BusinessHours } from "#app/domain/settings/index.ts";
import { indiaOffsetMs } from "#app/lib/india-time.ts";

/**
 * Response times counted in business hours (issue "Daily work": calling within five minutes
 * multiplies the chance of reaching the buyer). Pure and browser-safe; every function takes the
 * moment it counts to, so tests run on a clock of their own.
 */

/** A lead not answered within this much business time waits too long. */
export const responseTargetMs = 5 * 60 * 1000;

const minuteMs = 60 * 1000;
const dayMs = 24 * 60 * minuteMs;

/** How much of the time from `start` to `end` falls inside business hours, in milliseconds. */
export function businessMillis(start: Date, end: Date, hours: BusinessHours): number {
  const from = start.getTime() + indiaOffsetMs;
  const to = end.getTime() + indiaOffsetMs;
  let total = 0;
  for (let day = Math.floor(from / dayMs) * dayMs; day < to; day += dayMs) {
    if (!hours.days.includes(new Date(day).getUTCDay())) continue;
    const open = Math.max(from, day + hours.opens * minuteMs);
    const close = Math.min(to, day + hours.closes * minuteMs);
    if (close > open) total += close - open;
  }
  return total;
}

/** Whether a lead that arrived at `arrived` and is still unanswered at `now` has waited too long. */
export function waitsTooLong(arrived: Date, now: Date, hours: BusinessHours): boolean {
  return businessMillis(arrived, now, hours) > responseTargetMs;
}

/** How far back `lateArrivals` looks for business time before it concludes there is none. */
const searchDays = 366;

/**
 * The moment before which a lead still unanswered at `now` has waited too long: a lead arrived
 * before it iff `waitsTooLong` (waiting only grows with an earlier arrival), so a query can count
 * the late leads from an index instead of reading each one. Walks back through the opening hours
 * until five minutes of business time are behind; a wait of exactly five minutes is not late,
 * hence the strict comparison, which carries an exact fit at an opening back to the close before.
 */
export function lateArrivals(now: Date, hours: BusinessHours): Date {
  const to = now.getTime() + indiaOffsetMs;
  let remaining = responseTargetMs;
  const today = Math.floor(to / dayMs) * dayMs;
  for (let day = today; day > today - searchDays * dayMs; day -= dayMs) {
    if (!hours.days.includes(new Date(day).getUTCDay())) continue;
    const open = day + hours.opens * minuteMs;
    const close = Math.min(to, day + hours.closes * minuteMs);
    if (close <= open) continue;
    if (remaining < close - open) return new Date(close - remaining - indiaOffsetMs);
    remaining -= close - open;
  }
  return new Date(0);
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** "under a minute", "4 min", "2 h 5 min", "3 d 4 h": a wait as staff read it at a glance. */
export function formatDuration(ms: number): string {
  const minutes = Math.floor(ms / minuteMs);
  if (minutes < 1) return "under a minute";
  if (minutes < 60) return `${minutes} min`;
  const hoursPart = Math.floor(minutes / 60);
  if (hoursPart < 24) return minutes % 60 === 0 ? `${hoursPart} h` : `${hoursPart} h ${minutes % 60} min`;
  const days = Math.floor(hoursPart / 24);
  return hoursPart % 24 === 0 ? `${days} d` : `${days} d ${hoursPart % 24} h`;
}
