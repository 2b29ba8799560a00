import { addDays, indiaToday } from "#app/lib/india-time.ts";

/**
 * Site-visit dates (spec: a day from today up to 60 days ahead). "Today" is the day in India,
 * wherever the server or the visitor's browser is. Dates travel as YYYY-MM-DD. Shared by the
 * browser (the date input's min/max) and the server's schema.
 */

/** The latest day a visit can be asked for, counted from today. */
export const maxVisitDaysAhead = 60;

/** The first and last day a visit can be asked for (the date input's min and max). */
export function visitDateRange(now: Date = new Date()): { min: string; max: string } {
  const min = indiaToday(now);
  return { min, max: addDays(min, maxVisitDaysAhead) };
}
