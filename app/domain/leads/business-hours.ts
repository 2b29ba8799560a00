import { indiaOffsetMs } from "#app/lib/india-time.ts";

/**
 * Business hours and response times (issue "Daily work": calling within five minutes multiplies
 * the chance of reaching the buyer). Staff work in India, so the hours are India time (UTC+5:30,
 * no daylight saving). Pure and browser-safe; every function takes the moment it counts to, so
 * tests run on a clock of their own.
 */

/** Which days (0 = Sunday) and minutes of the day (India time) the office answers. */
export interface BusinessHours {
  days: readonly number[];
  opens: number;
  closes: number;
}

/** Monday to Saturday, 9:00 to 19:00: the spec's hours, used when the settings' text cannot be read. */
export const defaultBusinessHours: BusinessHours = {
  days: [1, 2, 3, 4, 5, 6],
  opens: 9 * 60,
  closes: 19 * 60,
};

/** A lead not answered within this much business time waits too long. */
export const responseTargetMs = 5 * 60 * 1000;

const minuteMs = 60 * 1000;
const dayMs = 24 * 60 * minuteMs;
const dayNames = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"];
const dash = String.raw`(?:to|through|till|until|-|–|—)`;
const dayPattern = new RegExp(
  String.raw`\b(sun|mon|tue|wed|thu|fri|sat)[a-z]*\.?\s*${dash}\s*(sun|mon|tue|wed|thu|fri|sat)[a-z]*`,
  "i",
);
const everyDayPattern = /\b(every ?day|daily|all days|7 days)\b/i;
const time = String.raw`(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?`;
const timePattern = new RegExp(String.raw`${time}\s*${dash}\s*${time}`, "i");

function minutesOf(hour: string, minute: string | undefined, half: string | undefined): number | null {
  let h = Number(hour);
  const m = Number(minute ?? "0");
  if (m > 59) return null;
  if (half) {
    if (h < 1 || h > 12) return null;
    const pm = half.toLowerCase().startsWith("p");
    h = (h % 12) + (pm ? 12 : 0);
  } else if (h > 24) {
    return null;
  }
  return h * 60 + m;
}

/**
 * "1 to 5 PM" opens at 1 PM, "9 to 7 PM" at 9 AM: an opening time without AM or PM takes the
 * closing time's half of the day, unless that would open after closing.
 */
function openingMinutes(times: RegExpExecArray, closes: number | null): number | null {
  if (times[3] || !times[6]) return minutesOf(times[1]!, times[2], times[3]);
  const sameHalf = minutesOf(times[1]!, times[2], times[6]);
  return sameHalf !== null && closes !== null && sameHalf < closes
    ? sameHalf
    : minutesOf(times[1]!, times[2], "am");
}

/**
 * Reads hours written as people write them ("Monday to Saturday, 9:00 AM to 7:00 PM",
 * "Mon–Fri 09:00–18:00", "Daily 10 am - 6 pm"); null when the days or the times are not there.
 */
export function parseBusinessHours(text: string): BusinessHours | null {
  const times = timePattern.exec(text);
  if (!times) return null;
  const closes = minutesOf(times[4]!, times[5], times[6]);
  const opens = openingMinutes(times, closes);
  if (opens === null || closes === null || closes <= opens) return null;
  if (everyDayPattern.test(text)) return { days: [0, 1, 2, 3, 4, 5, 6], opens, closes };
  const days = dayPattern.exec(text);
  if (!days) return null;
  const first = dayNames.indexOf(days[1]!.toLowerCase());
  const last = dayNames.indexOf(days[2]!.toLowerCase());
  const count = ((last - first + 7) % 7) + 1;
  return { days: Array.from({ length: count }, (_, i) => (first + i) % 7), opens, closes };
}

/** The settings' hours text if it can be read, else Monday to Saturday, 9:00 to 19:00. */
export function businessHoursFrom(text: string): BusinessHours {
  return parseBusinessHours(text) ?? defaultBusinessHours;
}

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

const shortDays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

function clock(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, "0")}`;
}

/** "Mon–Sat 9:00–19:00 IST": the hours the figures count, as the dashboard states them. */
export function describeBusinessHours(hours: BusinessHours): string {
  const days =
    hours.days.length === 7
      ? "Every day"
      : hours.days.length === 1
        ? shortDays[hours.days[0]!]!
        : `${shortDays[hours.days[0]!]}–${shortDays[hours.days.at(-1)!]}`;
  return `${days} ${clock(hours.opens)}–${clock(hours.closes)} IST`;
}
