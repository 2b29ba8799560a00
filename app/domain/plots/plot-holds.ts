/**
 * Holds as staff see them: when one ends ("26 Nov 18:00", India time) and how long is left
 * ("1 d 4 h left"). Pure, for the Plots page, the dashboard and the audit summaries.
 */

export const holdHourLimits = { min: 1, max: 720 } as const;

export const holdMessages = {
  holdFor: "Enter the name of the buyer the plot is held for, or choose a lead.",
  hours: `Enter the hours to hold for, a whole number from ${holdHourLimits.min} to ${holdHourLimits.max}.`,
  lead: "That lead no longer exists.",
  notAvailable: (number: string, status: string) =>
    `Plot ${number} is ${status.toLowerCase()}; only an available plot can be put on hold.`,
} as const;

const holdTime = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "Asia/Kolkata",
});

/** "26 Nov 18:00" in India time. */
export function formatHoldUntil(date: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    holdTime.formatToParts(date).find((p) => p.type === type)?.value ?? "";
  return `${part("day")} ${part("month")} ${part("hour")}:${part("minute")}`;
}

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
