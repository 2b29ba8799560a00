import type { BadgeTone } from "#app/lib/badge-tone.ts";
import { naturalKeyParts } from "#app/lib/natural-order.ts";
import { madeOnce } from "#app/lib/made-once.ts";

/**
 * A plot of a project's inventory as the code reads it (issue "Plot inventory and the layout plan"):
 * the statuses and facings staff pick from, their labels, and the area units buyers ask in.
 */

/**
 * The most plots one project holds (issue 28), and so the most one CSV file may carry: adding a
 * plot or importing a file past it is refused. Every page that shows a project's plots reads at
 * most this many, and the public layout plan draws them all.
 */
export const maxPlotsPerProject = 5_000;

export const plotStatuses = ["available", "on_hold", "booked", "sold", "not_for_sale"] as const;
export type PlotStatus = (typeof plotStatuses)[number];

export const plotStatusLabels: Record<PlotStatus, string> = {
  available: "Available",
  on_hold: "On hold",
  booked: "Booked",
  sold: "Sold (registered)",
  not_for_sale: "Not for sale",
};

/** Each status's colour in the back office (its words always go with it). */
export const plotStatusTones: Record<PlotStatus, BadgeTone> = {
  available: "forest",
  on_hold: "marigold",
  booked: "sky",
  sold: "grey",
  not_for_sale: "plain",
};

/**
 * Text in the order people count: "2" before "10" (a project's few blocks, for the filter; the
 * plots themselves are sorted by the database, see `plotSortKey`). One collator for every
 * comparison: `localeCompare` with options builds a new one per call.
 */
const numericCollator = /* @__PURE__ */ madeOnce(() => new Intl.Collator("en", { numeric: true }));
export const naturalCompare = (a: string, b: string): number => numericCollator().compare(a, b);

/**
 * A plot's `sort_key`: by block, then by number, in the order people count them, as a text the
 * database sorts byte by byte (lists page in that order; see app/lib/natural-order.ts).
 */
export const plotSortKey = (block: string, number: string) => naturalKeyParts(block, number);

export const facings = ["N", "S", "E", "W", "NE", "NW", "SE", "SW"] as const;
export type Facing = (typeof facings)[number];

export const facingLabels: Record<Facing, string> = {
  N: "North",
  S: "South",
  E: "East",
  W: "West",
  NE: "North-east",
  NW: "North-west",
  SE: "South-east",
  SW: "South-west",
};

/** 1 cent = 435.6 sq.ft; 1 ground = 2,400 sq.ft (the units Tamil Nadu buyers ask in). */
export const sqftPerCent = 435.6;
export const sqftPerGround = 2400;

/**
 * The plots table's columns that describe a plot (number, block, size, facing, corner, road), in the
 * order the CSV file lists them; the public plan and the CSV each add their own.
 */
export const plotFactColumns = [
  "number",
  "block",
  "area_sqft",
  "dimensions",
  "facing",
  "corner",
  "road_width_ft",
] as const;

/** What a buyer may see of a plot: no hold's names, no lead, no staff. */
export interface PublicPlot {
  id: string;
  number: string;
  block: string;
  areaSqft: number;
  dimensions: string;
  facing: Facing | null;
  corner: boolean;
  roadWidthFt: number | null;
  /** Rupees; null when the plot has no rate yet. */
  price: number | null;
  status: PlotStatus;
  /** On an image plan: the outline's corners in the image's pixels. */
  outline: [number, number][] | null;
}

/** A plot as staff work it: the public facts and the rate, premium, hold and version. */
export interface StaffPlot extends PublicPlot {
  projectId: string;
  ratePerSqft: number | null;
  premium: number;
  holdFor: string | null;
  holdLeadId: string | null;
  heldBy: string | null;
  holdUntil: Date | null;
  version: number;
  updatedAt: Date;
}

/** A project's layout plan: a cleaned SVG whose shapes carry plot numbers, or an image with outlines. */
export type LayoutPlan =
  | { kind: "svg"; svg: string; width: number; height: number }
  | { kind: "image"; image: string; width: number; height: number };
