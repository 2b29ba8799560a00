import { formatShortDate } from "#app/lib/india-time.ts";
import { formatRupees, formatRupeesInFull } from "#app/lib/money.ts";
import type { CostRateInput, GuidelineInput } from "./cost-forms.ts";
import { chargeBasisLabels, type ProjectCharge } from "./cost-model.ts";
import { percentText } from "./plot-cost.ts";

/**
 * Issue "What it costs": the back office's Costs page, its records and how it words them (the page
 * and the audit entries alike).
 */

const costsAdminPath = "/admin/costs";

/** The Costs page, with a project's guideline value and charges open when one is given. */
export function costsPath(projectId?: string | null): string {
  return projectId ? `${costsAdminPath}?project=${encodeURIComponent(projectId)}` : costsAdminPath;
}

/** A stored rate, as the Costs page lists it. */
export interface CostRateRecord extends CostRateInput {
  id: string;
}

/** A stored guideline value of a project. */
export interface GuidelineRecord extends GuidelineInput {
  id: string;
}

/** A project's guideline values (newest first) and its other charges (in order). */
export interface ProjectCosts {
  guidelineValues: GuidelineRecord[];
  charges: ProjectCharge[];
}

/** "1% up to ₹ 10 L", "7%". */
export function rateText(rate: { basisPoints: number; valueLimit: number | null }): string {
  const limit = rate.valueLimit === null ? "" : ` up to ${formatRupees(rate.valueLimit)}`;
  return `${percentText(rate.basisPoints)}${limit}`;
}

/** "Apr 1, 2025 – Mar 31, 2026", "from Apr 1, 2025". */
export function inForceText(period: { from: string; to: string | null }): string {
  return period.to
    ? `${formatShortDate(period.from)} – ${formatShortDate(period.to)}`
    : `from ${formatShortDate(period.from)}`;
}

/** "₹ 2,400 a sq.ft". */
export const guidelineRupeesText = (rupeesPerSqft: number) => `${formatRupeesInFull(rupeesPerSqft)} a sq.ft`;

/** "EB connection ₹ 45,000 a plot". */
export const chargeText = (charge: ProjectCharge) =>
  `${charge.name} ${formatRupeesInFull(charge.rupees)} ${chargeBasisLabels[charge.per]}`;

/** What the Costs page's forms post as their `intent`. */
const costIntents = ["add-rate", "add-guideline", "delete-guideline", "save-charges"] as const;
export type CostIntent = (typeof costIntents)[number];

export function isCostIntent(value: unknown): value is CostIntent {
  return typeof value === "string" && (costIntents as readonly string[]).includes(value);
}

/** A refused form of the Costs page: which it was, what was typed and the messages by field. */
export interface CostsRefusal {
  intent: CostIntent;
  values: Record<string, string>;
  errors: Partial<Record<string, string>>;
}
