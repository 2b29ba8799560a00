import type { FieldErrors } from "#app/lib/form-errors.ts";
import type { FieldRule } from "#app/lib/field-rules.ts";
import {
  facings,
  plotStatuses,
  plotStatusLabels,
  type PlotStatus,
  type PublicPlot,
  type StaffPlot,
} from "./plot-model.ts";

/**
 * A plot as staff type it (the Plots page's row form and add form, and each row of a CSV import):
 * the fields, their limits and messages, and the one check all three share. No zod: the page
 * reads the rules from here too.
 */

export const plotFields = [
  "number",
  "block",
  "areaSqft",
  "dimensions",
  "facing",
  "corner",
  "roadWidthFt",
  "ratePerSqft",
  "premium",
  "status",
] as const;
export type PlotField = (typeof plotFields)[number];

/** As posted: text for every field ("on" or "" for corner). */
export type PlotFormValues = Record<PlotField, string>;

/** What staff type of a plot: the public facts (less what follows from them) with the rate and premium. */
export type PlotInput = Omit<PublicPlot, "id" | "price" | "outline"> &
  Pick<StaffPlot, "ratePerSqft" | "premium">;

export const plotLimits = {
  number: 20,
  block: 40,
  dimensions: 60,
  areaSqft: 1_000_000,
  money: 1e11,
} as const;

export const plotMessages = {
  number: `Enter the plot number, e.g. 23 or B-12 (at most ${plotLimits.number} characters).`,
  duplicate: (number: string) => `Plot ${number} already exists in this project.`,
  block: `Enter the block or phase in at most ${plotLimits.block} characters, or leave it empty.`,
  areaSqft: "Enter the area in sq.ft, a number above 0.",
  dimensions: `Enter the dimensions in at most ${plotLimits.dimensions} characters, e.g. 30 × 40 ft.`,
  facing: `Choose the facing (${facings.join(", ")}), or leave it empty.`,
  corner: "Corner plot is yes or no.",
  roadWidthFt: "Enter the road width in ft, a number above 0, or leave it empty.",
  ratePerSqft: "Enter the rate per sq.ft in whole rupees, or leave it empty.",
  premium: "Enter the premium in whole rupees, or leave it empty for none.",
  status: "Choose a status.",
  holdNeedsDialog: "Use Hold to put a plot on hold for someone.",
} as const;

export const plotRules = {
  number: { required: true, maxLength: plotLimits.number },
  block: { maxLength: plotLimits.block },
  areaSqft: { required: true, inputMode: "decimal" },
  dimensions: { maxLength: plotLimits.dimensions },
  roadWidthFt: { inputMode: "decimal" },
  ratePerSqft: { inputMode: "numeric", pattern: "\\d*" },
  premium: { inputMode: "numeric", pattern: "\\d*" },
} satisfies Partial<Record<PlotField, FieldRule>>;

export const emptyPlotValues: PlotFormValues = {
  number: "",
  block: "",
  areaSqft: "",
  dimensions: "",
  facing: "",
  corner: "",
  roadWidthFt: "",
  ratePerSqft: "",
  premium: "",
  status: "available",
};

/** A decimal above 0 (commas allowed), null for "", undefined when unreadable. */
function positive(text: string): number | null | undefined {
  const flat = text.replace(/,/g, "").trim();
  if (flat === "") return null;
  if (!/^\d+(\.\d+)?$/.test(flat)) return undefined;
  const value = Number(flat);
  return value > 0 ? value : undefined;
}

/** Whole rupees ("2,400", "₹2400"), null for "", undefined when unreadable. */
function rupees(text: string): number | null | undefined {
  const flat = text.replace(/[,₹\s]/g, "");
  if (flat === "") return null;
  if (!/^\d+$/.test(flat)) return undefined;
  const value = Number(flat);
  return value <= plotLimits.money ? value : undefined;
}

const yes = new Set(["on", "yes", "y", "true", "1"]);
const no = new Set(["", "no", "n", "false", "0", "off"]);

/** A status as typed: its key ("on_hold") or its label ("On hold"), any case. */
export function readPlotStatus(text: string): PlotStatus | null {
  const flat = text.trim().toLowerCase();
  return (
    plotStatuses.find((status) => status === flat || plotStatusLabels[status].toLowerCase() === flat) ?? null
  );
}

/** Reads the posted or imported text into a plot, or the message of each field that is wrong. */
export function parsePlotValues(
  values: PlotFormValues,
): { ok: true; plot: PlotInput } | { ok: false; errors: FieldErrors<PlotField> } {
  const errors: FieldErrors<PlotField> = {};
  const number = values.number.trim();
  if (number === "" || number.length > plotLimits.number) errors.number = plotMessages.number;
  const block = values.block.trim();
  if (block.length > plotLimits.block) errors.block = plotMessages.block;
  const area = positive(values.areaSqft);
  if (area === null || area === undefined || area > plotLimits.areaSqft)
    errors.areaSqft = plotMessages.areaSqft;
  const dimensions = values.dimensions.trim();
  if (dimensions.length > plotLimits.dimensions) errors.dimensions = plotMessages.dimensions;
  const facingText = values.facing.trim().toUpperCase();
  const facing = facings.find((f) => f === facingText) ?? null;
  if (facingText !== "" && !facing) errors.facing = plotMessages.facing;
  const cornerText = values.corner.trim().toLowerCase();
  if (!yes.has(cornerText) && !no.has(cornerText)) errors.corner = plotMessages.corner;
  const road = positive(values.roadWidthFt);
  if (road === undefined) errors.roadWidthFt = plotMessages.roadWidthFt;
  const rate = rupees(values.ratePerSqft);
  if (rate === undefined) errors.ratePerSqft = plotMessages.ratePerSqft;
  const premium = rupees(values.premium);
  if (premium === undefined) errors.premium = plotMessages.premium;
  const status = values.status.trim() === "" ? "available" : readPlotStatus(values.status);
  if (!status) errors.status = plotMessages.status;

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    plot: {
      number,
      block,
      areaSqft: area!,
      dimensions,
      facing,
      corner: yes.has(cornerText),
      roadWidthFt: road ?? null,
      ratePerSqft: rate ?? null,
      premium: premium ?? 0,
      status: status!,
    },
  };
}

/** The posted fields of a plot form, as typed. */
export function readPlotForm(form: FormData): PlotFormValues {
  const text = (name: PlotField) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return Object.fromEntries(plotFields.map((field) => [field, text(field)])) as PlotFormValues;
}
