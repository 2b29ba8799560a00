/** The figures a project shows from its plot counts: sales progress and plots left. */

/** Spec §9: sales progress is soldPlots / totalPlots as a whole percentage; no plots reads 0%. */
export function salesPercent(soldPlots: number, totalPlots: number): number {
  if (!Number.isFinite(soldPlots) || !Number.isFinite(totalPlots) || totalPlots <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((soldPlots / totalPlots) * 100)));
}

/** Plots not yet sold; never below zero, even when the counts disagree. */
export function plotsLeft(soldPlots: number, totalPlots: number): number {
  return Math.max(0, totalPlots - soldPlots);
}

/** "12 plots left" on a card (issue "Find and trust"); "Sold out" when none are left. */
export function plotsLeftText(soldPlots: number, totalPlots: number): string {
  const left = plotsLeft(soldPlots, totalPlots);
  if (left === 0) return "Sold out";
  return left === 1 ? "1 plot left" : `${left.toLocaleString("en-IN")} plots left`;
}
