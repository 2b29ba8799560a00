/** Spec §9: sales progress is soldPlots / totalPlots as a whole percentage; no plots reads 0%. */
export function salesPercent(soldPlots: number, totalPlots: number): number {
  if (!Number.isFinite(soldPlots) || !Number.isFinite(totalPlots) || totalPlots <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((soldPlots / totalPlots) * 100)));
}

/** Public pages: en-US with the long month ("March 5, 2026"). Dates are shown in India's time. */
export function formatLongDate(date: Date | string): string {
  return new Date(date).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "Asia/Kolkata",
  });
}

/** Back office tables: en-US with the short month ("Mar 5, 2026"). */
export function formatShortDate(date: Date | string): string {
  return new Date(date).toLocaleDateString("en-US", {
    year: "numeric",
    month: "short",
    day: "numeric",
    timeZone: "Asia/Kolkata",
  });
}
