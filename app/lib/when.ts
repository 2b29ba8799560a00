/** A moment shown as "5 minutes ago", with the exact time (India) for a tooltip. */
export interface When {
  iso: string;
  relative: string;
  exact: string;
}

const dayMs = 24 * 60 * 60 * 1000;
const relativeFormat = new Intl.RelativeTimeFormat("en-US", { numeric: "always" });
// Made once: a locale string method with options builds a new formatter on every call (about a
// quarter of a millisecond, several times a table row).
const exactFormat = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});
const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "Asia/Kolkata" });
const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ["day", dayMs],
  ["hour", 60 * 60 * 1000],
  ["minute", 60 * 1000],
];

/**
 * Worked out on the server, so the page the browser hydrates shows the very same words. Older
 * than a week reads as the date.
 */
export function describeWhen(date: Date, now: Date = new Date()): When {
  const exact = `${exactFormat.format(date)} IST`;
  const elapsed = now.getTime() - date.getTime();
  let relative = "just now";
  if (elapsed >= 7 * dayMs) {
    relative = dateFormat.format(date);
  } else {
    const unit = units.find(([, size]) => elapsed >= size);
    if (unit) relative = relativeFormat.format(-Math.floor(elapsed / unit[1]), unit[0]);
  }
  return { iso: date.toISOString(), relative, exact };
}
