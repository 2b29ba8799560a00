import { indiaOffsetMs } from "#app/lib/india-time.ts";

/**
 * The office's business hours, read from the Business Hours setting as staff type it. Staff work
 * in India, so the hours are India time (UTC+5:30, no daylight saving). Pure and browser-safe.
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

/** Whether the office is open at `at` (India time, UTC+5:30 all year). */
export function isWithinBusinessHours(at: Date, hours: BusinessHours): boolean {
  const india = new Date(at.getTime() + indiaOffsetMs);
  const minute = india.getUTCHours() * 60 + india.getUTCMinutes();
  return hours.days.includes(india.getUTCDay()) && minute >= hours.opens && minute < hours.closes;
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
