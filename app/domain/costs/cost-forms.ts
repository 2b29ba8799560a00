import type { FieldErrors } from "#app/lib/form-errors.ts";
import { isCalendarDay } from "#app/lib/india-time.ts";
import {
  chargeBases,
  isCostRateKind,
  type ChargeBasis,
  type CostRateKind,
  type ProjectCharge,
} from "./cost-model.ts";

/**
 * Issue "What it costs": the Costs page's forms read and checked (a rate, a project's guideline
 * value, its other charges), each refusal named by its field so the page shows it beside the field.
 * Pure: amounts leave as whole rupees, rates as basis points, days as YYYY-MM-DD.
 */

export const costLimits = {
  /** The most the guideline value can be, in rupees a sq.ft. */
  guidelineRupees: 1_000_000,
  /** The most one charge can be, in rupees (a plot or a sq.ft). */
  chargeRupees: 10_000_000,
  /** The most a rate's value limit can be, in rupees (₹ 1,000 Cr). */
  valueLimit: 10_000_000_000,
  charges: 12,
  chargeName: 60,
  source: 300,
} as const;

export const costFormMessages = {
  kind: "Choose what the rate is for.",
  percent: "Enter the rate in percent, from 0 to 100, with at most two decimals (for example 7 or 1.5).",
  valueLimit: "Enter the limit in whole rupees (for example 10,00,000), or leave it empty.",
  from: "Enter the day it takes effect.",
  to: "Enter the last day in force, not before the first, or leave it empty.",
  source: `Say where it comes from, in at most ${costLimits.source} characters.`,
  guidelineRupees: "Enter the guideline value in whole rupees a sq.ft, from 1 to 10,00,000.",
  chargeName: `Name the charge, in at most ${costLimits.chargeName} characters.`,
  chargeRupees: "Enter the amount in whole rupees, from 0 to 1,00,00,000.",
  chargePer: "Choose a plot or a sq.ft.",
} as const;

export type CostFormRead<T, F extends string> =
  { ok: true; value: T } | { ok: false; errors: FieldErrors<F> };

/** A field's text, trimmed; long enough to tell a value over its limit from one within it. */
const text = (form: FormData, name: string, max: number) =>
  String(form.get(name) ?? "")
    .trim()
    .slice(0, max + 1);

/** Whole rupees typed ("10,00,000", "₹ 2400"); null when not a whole number from `min` to `max`. */
function wholeRupees(typed: string, min: number, max: number): number | null {
  const digits = typed.replace(/[,₹\s]/g, "");
  if (!/^\d{1,12}$/.test(digits)) return null;
  const rupees = Number(digits);
  return rupees >= min && rupees <= max ? rupees : null;
}

/** "7", "1.5", "0.25 %": a percent of at most two decimals in basis points; null otherwise. */
export function percentToBasisPoints(typed: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(typed.replace(/\s*%$/, "").trim());
  if (!match) return null;
  const basisPoints = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return basisPoints <= 10_000 ? basisPoints : null;
}

function readSource(form: FormData, errors: FieldErrors<"source">): string {
  const source = text(form, "source", costLimits.source);
  if (!source || source.length > costLimits.source) errors.source = costFormMessages.source;
  return source;
}

export interface CostRateInput {
  kind: CostRateKind;
  basisPoints: number;
  /** Rupees: the rate applies to values up to this; null: to every value. */
  valueLimit: number | null;
  /** YYYY-MM-DD, India. */
  from: string;
  /** The last day in force (YYYY-MM-DD); null: until a later rate of its kind starts. */
  to: string | null;
  source: string;
}

export type RateField = "kind" | "percent" | "valueLimit" | "from" | "to" | "source";

export function readRateForm(form: FormData): CostFormRead<CostRateInput, RateField> {
  const errors: FieldErrors<RateField> = {};
  const kind = text(form, "kind", 40);
  const basisPoints = percentToBasisPoints(text(form, "percent", 20));
  const limitText = text(form, "valueLimit", 30);
  const valueLimit = limitText ? wholeRupees(limitText, 1, costLimits.valueLimit) : null;
  const from = text(form, "from", 10);
  const to = text(form, "to", 10);
  if (!isCostRateKind(kind)) errors.kind = costFormMessages.kind;
  if (basisPoints === null) errors.percent = costFormMessages.percent;
  if (limitText && valueLimit === null) errors.valueLimit = costFormMessages.valueLimit;
  if (!isCalendarDay(from)) errors.from = costFormMessages.from;
  if (to && (!isCalendarDay(to) || to < from)) errors.to = costFormMessages.to;
  const source = readSource(form, errors);
  if (Object.keys(errors).length > 0 || !isCostRateKind(kind) || basisPoints === null)
    return { ok: false, errors };
  return { ok: true, value: { kind, basisPoints, valueLimit, from, to: to || null, source } };
}

export interface GuidelineInput {
  rupeesPerSqft: number;
  /** YYYY-MM-DD, India: the day the state's revision takes effect. */
  from: string;
  source: string;
}

export type GuidelineField = "rupeesPerSqft" | "from" | "source";

export function readGuidelineForm(form: FormData): CostFormRead<GuidelineInput, GuidelineField> {
  const errors: FieldErrors<GuidelineField> = {};
  const rupeesPerSqft = wholeRupees(text(form, "rupeesPerSqft", 30), 1, costLimits.guidelineRupees);
  const from = text(form, "from", 10);
  if (rupeesPerSqft === null) errors.rupeesPerSqft = costFormMessages.guidelineRupees;
  if (!isCalendarDay(from)) errors.from = costFormMessages.from;
  const source = readSource(form, errors);
  if (Object.keys(errors).length > 0 || rupeesPerSqft === null) return { ok: false, errors };
  return { ok: true, value: { rupeesPerSqft, from, source } };
}

/** Row `n` of the charges form: its name, its rupees and what they are for. */
export type ChargeField = `${"name" | "rupees" | "per"}-${number}`;

function isChargeBasis(value: string): value is ChargeBasis {
  return (chargeBases as readonly string[]).includes(value);
}

/**
 * The charges as listed: rows `name-N`, `rupees-N` and `per-N` for N below `costLimits.charges`,
 * in order; a row without a name or an amount is left out (the empty rows to add with).
 */
export function readChargesForm(form: FormData): CostFormRead<ProjectCharge[], ChargeField> {
  const errors: FieldErrors<ChargeField> = {};
  const charges: ProjectCharge[] = [];
  for (let n = 0; n < costLimits.charges; n++) {
    const name = text(form, `name-${n}`, costLimits.chargeName);
    const rupeesText = text(form, `rupees-${n}`, 30);
    const per = text(form, `per-${n}`, 10);
    if (!name && !rupeesText) continue;
    const rupees = wholeRupees(rupeesText, 0, costLimits.chargeRupees);
    if (!name || name.length > costLimits.chargeName) errors[`name-${n}`] = costFormMessages.chargeName;
    if (rupees === null) errors[`rupees-${n}`] = costFormMessages.chargeRupees;
    if (!isChargeBasis(per)) errors[`per-${n}`] = costFormMessages.chargePer;
    else if (rupees !== null) charges.push({ name, rupees, per });
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: charges };
}
