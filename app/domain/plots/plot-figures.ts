import { formatRupees } from "#app/lib/money.ts";
import { plotStatusLabels, type PlotStatus } from "./plot-model.ts";

/**
 * A plot's figures (price from area, rate and premium; its area is written by plot-area.ts) and a
 * project's figures from its inventory: sold and total, plots left, the status the form suggests.
 */

/** round(area × rate) + premium, in rupees; null while the plot has no rate. */
export function plotPrice(areaSqft: number, ratePerSqft: number | null, premium: number): number | null {
  if (ratePerSqft === null) return null;
  return Math.round(areaSqft * ratePerSqft) + premium;
}

/** "₹ 18.6 L", or "No rate" when the plot has no price yet. */
export const formatPlotPrice = (price: number | null) => (price === null ? "No rate" : formatRupees(price));

/**
 * An area suggested by the dimensions as written ("30 × 40", "30x40 ft", "30 * 40 feet"): the two
 * sides multiplied, or null when the text is not two lengths. Only a suggestion: odd-shaped plots
 * have dimensions like "30 / 32 × 40" and staff type their area.
 */
export function suggestedArea(dimensions: string): number | null {
  const match =
    /^\s*(\d+(?:\.\d+)?)\s*(?:'|ft|feet)?\s*[x×*X]\s*(\d+(?:\.\d+)?)\s*(?:'|ft\.?|feet)?\s*$/i.exec(
      dimensions,
    );
  if (!match) return null;
  const area = Number(match[1]) * Number(match[2]);
  return area > 0 ? Math.round(area * 100) / 100 : null;
}

/** How many plots of a project have each status (holds past their time count as available). */
export type StatusCounts = Record<PlotStatus, number>;

export const noPlots: StatusCounts = { available: 0, on_hold: 0, booked: 0, sold: 0, not_for_sale: 0 };

/**
 * The project's figures from its inventory. "Sold" counts Booked and Sold (registered): a booked
 * plot is no longer offered. Not for sale plots are left out of the total; a plot on hold is
 * still one of the plots left.
 */
export function inventoryFigures(counts: StatusCounts): { totalPlots: number; soldPlots: number } {
  const soldPlots = counts.booked + counts.sold;
  return { totalPlots: soldPlots + counts.available + counts.on_hold, soldPlots };
}

/**
 * The status label the project form suggests from the inventory (the label stays the staff's
 * choice): "Sold Out" when no plot is available, "Few Left" when 10% or fewer are.
 */
export function suggestedProjectStatus(counts: StatusCounts): "Few Left" | "Sold Out" | null {
  const { totalPlots } = inventoryFigures(counts);
  if (totalPlots === 0) return null;
  if (counts.available === 0) return "Sold Out";
  return counts.available <= totalPlots * 0.1 ? "Few Left" : null;
}

/** "Available", "On hold", … */
export const statusLabel = (status: PlotStatus) => plotStatusLabels[status];
