/**
 * Holds as staff see them: how long one has left ("1 d 4 h left"; its end reads "26 Nov 18:00",
 * India time, through `formatDayMonthTime` of app/lib/india-time.ts). Pure, for the Plots page, the
 * dashboard and the audit summaries.
 */

export const holdHourLimits = { min: 1, max: 720 } as const;

export const holdMessages = {
  holdFor: "Enter the name of the buyer the plot is held for, or choose a lead.",
  hours: `Enter the hours to hold for, a whole number from ${holdHourLimits.min} to ${holdHourLimits.max}.`,
  lead: "That lead no longer exists.",
  notAvailable: (number: string, status: string) =>
    `Plot ${number} is ${status.toLowerCase()}; only an available plot can be put on hold.`,
} as const;

/** "1 d 4 h left", "3 h 20 min left", "5 min left", or "Expired". */
export function holdCountdown(until: Date, now: Date): string {
  const minutes = Math.ceil((until.getTime() - now.getTime()) / 60_000);
  if (minutes <= 0) return "Expired";
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days > 0) return `${days} d ${hours} h left`;
  if (hours > 0) return `${hours} h ${mins} min left`;
  return `${mins} min left`;
}
