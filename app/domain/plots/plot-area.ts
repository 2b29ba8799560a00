import { formatIndianNumber } from "#app/lib/format.ts";

import { sqftPerCent, sqftPerGround } from "./plot-model.ts";

/**
 * A plot's area in the units buyers ask in. A plain module (a number formatter and two constants)
 * because the public plan's script writes its plot panel with it too, on a page whose scripts
 * have a 15 KB budget.
 */

/** "1 cent", "2.75 cents": the unit in the singular for exactly one. */
const count = (value: number, one: string, many: string) => {
  const figure = formatIndianNumber(value, 2);
  return `${figure} ${figure === "1" ? one : many}`;
};

/** "1,200 sq.ft" */
export const formatSqft = (sqft: number) => `${formatIndianNumber(sqft, 1)} sq.ft`;
/** "2.75 cents" */
export const formatCents = (sqft: number) => count(sqft / sqftPerCent, "cent", "cents");
/** "0.5 grounds", "1 ground" */
export const formatGrounds = (sqft: number) => count(sqft / sqftPerGround, "ground", "grounds");

/** "2,400 sq.ft · 5.51 cents · 1 ground": how the Plots table, a plot's page and the public plan show an area. */
export const formatArea = (sqft: number) =>
  `${formatSqft(sqft)} · ${formatCents(sqft)} · ${formatGrounds(sqft)}`;
