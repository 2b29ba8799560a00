import { formatArea } from "./plot-area.ts";
import {
  formatPlotPrice,
  inventoryFigures,
  suggestedProjectStatus,
  type StatusCounts,
} from "./plot-figures.ts";
import type { FieldErrors } from "#app/lib/form-errors.ts";
import { formatDayMonthTime } from "#app/lib/india-time.ts";
import { formatRupeesInFull } from "#app/lib/money.ts";
import type { PlotField, PlotFormValues } from "./plot-form.ts";
import { holdCountdown } from "./plot-holds.ts";
import {
  facings,
  plotStatuses,
  plotStatusLabels,
  type Facing,
  type PlotStatus,
  type StaffPlot,
} from "./plot-model.ts";

/** What the back office's Plots page and plot page show of a plot, formatted on the server. */

export const plotsPath = (projectId: string) => `/admin/projects/${projectId}/plots`;

/** Rows of the back office's Plots table a page (`?page=`). */
export const plotTablePageSize = 100;
export const plotPath = (projectId: string, plotId: string) => `${plotsPath(projectId)}/${plotId}`;

export interface PlotRowView {
  id: string;
  number: string;
  block: string;
  /** "2,400 sq.ft · 5.51 cents · 1 ground" */
  area: string;
  dimensions: string;
  facing: string;
  corner: boolean;
  road: string;
  rate: string;
  premium: string;
  price: string;
  status: PlotStatus;
  statusLabel: string;
  /** On hold: "Ravi Kumar · by Meena · until 26 Nov 18:00" and "1 d 4 h left". */
  hold: { forWhom: string; by: string; until: string; untilIso: string; left: string } | null;
  version: number;
  /** The row's fields as the edit form starts them. */
  values: PlotFormValues;
}

export function toPlotRowView(plot: StaffPlot, now: Date): PlotRowView {
  return {
    id: plot.id,
    number: plot.number,
    block: plot.block,
    area: formatArea(plot.areaSqft),
    dimensions: plot.dimensions,
    facing: plot.facing ?? "",
    corner: plot.corner,
    road: plot.roadWidthFt === null ? "" : `${plot.roadWidthFt} ft`,
    rate: plot.ratePerSqft === null ? "" : formatRupeesInFull(plot.ratePerSqft),
    premium: plot.premium === 0 ? "" : formatRupeesInFull(plot.premium),
    price: formatPlotPrice(plot.price),
    status: plot.status,
    statusLabel: plotStatusLabels[plot.status],
    hold:
      plot.status === "on_hold" && plot.holdUntil
        ? {
            forWhom: plot.holdFor ?? "",
            by: plot.heldBy ?? "",
            until: formatDayMonthTime(plot.holdUntil),
            untilIso: plot.holdUntil.toISOString(),
            left: holdCountdown(plot.holdUntil, now),
          }
        : null,
    version: plot.version,
    values: {
      number: plot.number,
      block: plot.block,
      areaSqft: String(plot.areaSqft),
      dimensions: plot.dimensions,
      facing: plot.facing ?? "",
      corner: plot.corner ? "on" : "",
      roadWidthFt: plot.roadWidthFt === null ? "" : String(plot.roadWidthFt),
      ratePerSqft: plot.ratePerSqft === null ? "" : String(plot.ratePerSqft),
      premium: plot.premium === 0 ? "" : String(plot.premium),
      status: plot.status,
    },
  };
}

export interface PlotFilterValues {
  status?: PlotStatus;
  facing?: Facing;
  block?: string;
}

/** The Plots page's filters from its address (?status=booked&facing=E&block=A); anything else ignored. */
export function readPlotFilter(params: URLSearchParams): PlotFilterValues {
  const status = plotStatuses.find((s) => s === params.get("status"));
  const facing = facings.find((f) => f === params.get("facing"));
  const block = params.get("block");
  return { ...(status && { status }), ...(facing && { facing }), ...(block && { block }) };
}

export const statusOptions = plotStatuses.map((value) => ({ value, label: plotStatusLabels[value] }));

/** A project's inventory at a glance: "12 available · 3 on hold · 20 booked · 65 sold". */
export interface InventorySummary {
  counts: StatusCounts;
  totalPlots: number;
  soldPlots: number;
}

export const toInventorySummary = (counts: StatusCounts): InventorySummary => ({
  counts,
  ...inventoryFigures(counts),
});

/** The Plots table's row being edited (`?edit=<id>`), or a refused save with what was typed. */
export interface PlotRowEdit {
  id: string;
  values?: PlotFormValues;
  errors?: FieldErrors<PlotField>;
}

/** A refused add or row edit: the form again with its messages. */
export interface PlotFormRefusal {
  intent: "add" | "edit";
  id: string | null;
  errors: FieldErrors<PlotField>;
  values: PlotFormValues;
}

/** What the project form shows of an inventory: the counts it keeps, and the status it suggests. */
export interface InventoryHint {
  line: string;
  suggestion: "Few Left" | "Sold Out" | null;
}

/** Null for a project without plots (its typed counts stay the staff's). */
export function toInventoryHint(counts: StatusCounts): InventoryHint | null {
  const { totalPlots, soldPlots } = inventoryFigures(counts);
  if (totalPlots + counts.not_for_sale === 0) return null;
  return {
    line: `From the inventory: ${soldPlots} of ${totalPlots} sold, ${counts.available} available, ${counts.on_hold} on hold.`,
    suggestion: suggestedProjectStatus(counts),
  };
}

/** The dashboard's plots panel: each inventory's counts, and the holds ending within a day. */
export interface InventoryOverview {
  projects: { id: string; name: string; counts: StatusCounts }[];
  holds: {
    projectId: string;
    projectName: string;
    plotId: string;
    number: string;
    forWhom: string;
    untilIso: string;
    left: string;
  }[];
}

export function toInventoryOverview(
  projects: InventoryOverview["projects"],
  holds: { projectName: string; plot: StaffPlot }[],
  now: Date,
): InventoryOverview {
  return {
    projects,
    holds: holds.flatMap(({ projectName, plot: { holdUntil, ...plot } }) =>
      holdUntil
        ? [
            {
              projectId: plot.projectId,
              projectName,
              plotId: plot.id,
              number: plot.number,
              forWhom: plot.holdFor ?? "",
              untilIso: holdUntil.toISOString(),
              left: holdCountdown(holdUntil, now),
            },
          ]
        : [],
    ),
  };
}

/** The plot a lead asked about, for the lead page (plot null when it was deleted since). */
export interface LeadPlotView {
  number: string;
  projectId: string | null;
  plot: PlotRowView | null;
}

/** The plot import's preview: the rows to correct (nothing saved), or what Confirm will do. */
export interface ImportPreviewView {
  problems: { row: number; reason: string }[];
  added: number;
  updated: number;
  unchanged: number;
  /** The file's text, posted again by Confirm. */
  text: string;
}
