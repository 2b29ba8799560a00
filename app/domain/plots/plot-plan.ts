import { localizedPath, type Locale } from "#app/i18n/locales.ts";
import { formatRupees } from "#app/lib/money.ts";
import { formatArea, formatFeet } from "./plot-area.ts";
import { facings, type Facing, type PlotStatus, type PublicPlot } from "./plot-model.ts";
import { englishWording, type Say, type WordKey, type Wording } from "./plot-wording.ts";

/**
 * The public "Layout plan" section's plots as buyers read them, and its filters (available only,
 * facing, size range, budget). The server applies the filters to the page it renders (a GET form
 * without JavaScript); the plan's script applies the same ones in place.
 */

export interface PlanPlot {
  number: string;
  block: string;
  status: PlotStatus;
  statusLabel: string;
  areaSqft: number;
  /** "1,200 sq.ft · 2.75 cents · 0.5 grounds" */
  area: string;
  dimensions: string;
  facing: Facing | null;
  facingLabel: string;
  corner: boolean;
  roadWidthFt: number | null;
  road: string;
  price: number | null;
  /** "₹ 18.6 L", or "Price on request" without a rate. */
  priceText: string;
}

/** Buyers see "Sold" for a registered sale; the rest as staff name them. */
export const plotStatusWords: Record<PlotStatus, WordKey> = {
  available: "project:plotAvailable",
  on_hold: "project:plotOnHold",
  booked: "project:plotBooked",
  sold: "project:plotSold",
  not_for_sale: "project:plotNotForSale",
};

/** "North", "South-east": the way a plot faces. */
export const facingWords: Record<Facing, WordKey> = {
  N: "project:facingNorth",
  S: "project:facingSouth",
  E: "project:facingEast",
  W: "project:facingWest",
  NE: "project:facingNorthEast",
  NW: "project:facingNorthWest",
  SE: "project:facingSouthEast",
  SW: "project:facingSouthWest",
};

/** The legend's order, with the pattern that tells each status apart without colour. */
export const planLegend: { status: PlotStatus; pattern: WordKey }[] = [
  { status: "available", pattern: "project:patternPlain" },
  { status: "on_hold", pattern: "project:patternDiagonalLines" },
  { status: "booked", pattern: "project:patternCrossHatched" },
  { status: "sold", pattern: "project:patternSolidDark" },
  { status: "not_for_sale", pattern: "project:patternDotted" },
];

type PlotFacts = Pick<PublicPlot, "status" | "areaSqft" | "dimensions" | "facing" | "roadWidthFt" | "price">;

/** A plot's facts as the page words them. */
function plotTexts(plot: PlotFacts, { locale, say }: Wording) {
  return {
    statusLabel: say(plotStatusWords[plot.status]),
    area: formatArea(plot.areaSqft, locale),
    dimensions: plot.dimensions || say("project:notGiven"),
    facingLabel: plot.facing ? say(facingWords[plot.facing]) : say("project:notGiven"),
    road: plot.roadWidthFt === null ? say("project:notGiven") : formatFeet(plot.roadWidthFt, locale),
    priceText: plot.price === null ? say("project:priceOnRequest") : formatRupees(plot.price, locale),
  };
}

export function toPlanPlot(plot: PublicPlot, wording: Wording = englishWording): PlanPlot {
  return {
    number: plot.number,
    block: plot.block,
    status: plot.status,
    areaSqft: plot.areaSqft,
    facing: plot.facing,
    corner: plot.corner,
    roadWidthFt: plot.roadWidthFt,
    price: plot.price,
    ...plotTexts(plot, wording),
  };
}

export interface PlanFilters {
  availableOnly: boolean;
  facing: Facing | null;
  /** sq.ft */
  minArea: number | null;
  maxArea: number | null;
  /** Rupees: plots priced up to this. */
  budget: number | null;
}

/** The budget filter's choices: plots priced up to each. */
export const planBudgets: readonly number[] = [
  500_000, 1_000_000, 1_500_000, 2_000_000, 3_000_000, 5_000_000, 10_000_000,
];

/** "Up to ₹ 5 L"; "₹ 5 லட்சம் வரை" in Tamil. */
export const budgetLabel = (budget: number, { locale, say }: Wording) =>
  say("project:budgetUpTo", { amount: formatRupees(budget, locale) });

export const planFilterFields = {
  availableOnly: "available",
  facing: "facing",
  minArea: "min_sqft",
  maxArea: "max_sqft",
  budget: "budget",
} as const;

function positive(value: string | null): number | null {
  const parsed = Number((value ?? "").trim());
  return (value ?? "").trim() !== "" && Number.isFinite(parsed) && parsed > 0 ? parsed : null;
}

/** The filters of a query; anything unreadable is no filter rather than an error. */
export function readPlanFilters(query: URLSearchParams): PlanFilters {
  const facing = query.get(planFilterFields.facing) ?? "";
  const budget = positive(query.get(planFilterFields.budget));
  return {
    availableOnly: query.get(planFilterFields.availableOnly) === "1",
    facing: (facings as readonly string[]).includes(facing) ? (facing as Facing) : null,
    minArea: positive(query.get(planFilterFields.minArea)),
    maxArea: positive(query.get(planFilterFields.maxArea)),
    budget: budget !== null && planBudgets.includes(budget) ? budget : null,
  };
}

export function plotMatches(
  plot: Pick<PlanPlot, "status" | "facing" | "areaSqft" | "price">,
  filters: PlanFilters,
) {
  if (filters.availableOnly && plot.status !== "available") return false;
  if (filters.facing && plot.facing !== filters.facing) return false;
  if (filters.minArea !== null && plot.areaSqft < filters.minArea) return false;
  if (filters.maxArea !== null && plot.areaSqft > filters.maxArea) return false;
  if (filters.budget !== null && (plot.price === null || plot.price > filters.budget)) return false;
  return true;
}

/**
 * The forms a plot's buttons open, with the plot filled in (links that work without JavaScript), in
 * the page's language.
 */
export function plotFormLinks(projectId: string, plotNumber: string, locale: Locale = "en") {
  const plot = encodeURIComponent(plotNumber);
  return {
    enquiry: localizedPath(`/?project=${encodeURIComponent(projectId)}&plot=${plot}#enquiry`, locale),
    visit: localizedPath(
      `/project/${encodeURIComponent(projectId)}?visit=open&plot=${plot}#site-visit`,
      locale,
    ),
  };
}

export type ShownPlanPlot = PlanPlot & { shown: boolean };

/**
 * The plain list of plots below the plan. A project whose plots fit on one page lists them all,
 * those the filters leave out hidden (the plan's script filters them in place); a larger one lists
 * a page of the plots that pass the filters, `?plots=2` the second (issue 28: a project page
 * listing thousands of plots weighed megabytes), and its filters are applied by loading the page.
 */
export interface PlanList {
  /** Whether this is a page of the plots that pass the filters (else every plot, some hidden). */
  paged: boolean;
  rows: ShownPlanPlot[];
  page: number;
  pageCount: number;
  /** How many plots pass the filters. */
  shown: number;
  /** The place of the page's first row among them (1 on the first page). */
  first: number;
}

/** Plots a page of the public list: the sample projects' inventories (up to 180) fit on one. */
export const planListPageSize = 200;

/** The query parameter of the list's page. */
export const planListPageField = "plots";

/** What the project page's plan and plot list read from its address (app/lib/scriptless.ts). */
export const planQuery: readonly string[] = [...Object.values(planFilterFields), planListPageField];

export function planList(plots: readonly ShownPlanPlot[], page: number): PlanList {
  const passing = plots.filter((plot) => plot.shown);
  if (plots.length <= planListPageSize) {
    return { paged: false, rows: [...plots], page: 1, pageCount: 1, shown: passing.length, first: 1 };
  }
  const pageCount = Math.max(1, Math.ceil(passing.length / planListPageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const start = (current - 1) * planListPageSize;
  const rows = passing.slice(start, start + planListPageSize);
  return { paged: true, rows, page: current, pageCount, shown: passing.length, first: start + 1 };
}

/** A page of the list, its filters kept: a plain link that works without JavaScript. */
export function planListPath(projectId: string, filters: PlanFilters, page: number): string {
  const query = new URLSearchParams();
  if (filters.availableOnly) query.set(planFilterFields.availableOnly, "1");
  if (filters.facing) query.set(planFilterFields.facing, filters.facing);
  if (filters.minArea !== null) query.set(planFilterFields.minArea, String(filters.minArea));
  if (filters.maxArea !== null) query.set(planFilterFields.maxArea, String(filters.maxArea));
  if (filters.budget !== null) query.set(planFilterFields.budget, String(filters.budget));
  if (page > 1) query.set(planListPageField, String(page));
  const search = query.toString();
  return `/project/${encodeURIComponent(projectId)}${search ? `?${search}` : ""}#plot-list`;
}

/** What the project page's "Layout plan" section gets from its loader. */
export interface PlotPlanView {
  projectId: string;
  /** The plan as inline SVG, written on the server (see plot-plan-svg.ts). */
  markup: string;
  /** The plan's width to its height ("1600 / 1200"): its box keeps them before the plan is drawn. */
  aspectRatio: string;
  /** Every plot, for the plan's script (a tapped plot's panel). */
  plots: ShownPlanPlot[];
  list: PlanList;
  filters: PlanFilters;
  available: number;
}

/** "12 of 40 plots shown", said by the list and, as filters change, to screen readers. */
export function shownSummary(shown: number, total: number, say: Say): string {
  return shown === total
    ? say("project:allPlotsShown", { total })
    : say("project:somePlotsShown", { shown, total });
}

/** The list's line: `shownSummary`, and on a list of several pages which of them this page lists. */
export function listSummary(list: PlanList, total: number, say: Say = englishWording.say): string {
  const summary = shownSummary(list.shown, total, say);
  if (list.pageCount === 1) return summary;
  const last = list.first + list.rows.length - 1;
  return say("project:plotsListedHere", { summary, first: list.first, last });
}
