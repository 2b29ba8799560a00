/**
 * Issue "What it costs": the figures a plot's all-in cost is made of, as the server reads them for a
 * day and as the public pages' script receives them (no server imports here).
 */

export const costRateKinds = ["stamp-duty", "registration", "registration-women"] as const;
export type CostRateKind = (typeof costRateKinds)[number];

export const costRateLabels: Record<CostRateKind, string> = {
  "stamp-duty": "Stamp duty",
  registration: "Registration fee",
  "registration-women": "Registration fee, women buyers",
};

export function isCostRateKind(value: unknown): value is CostRateKind {
  return typeof value === "string" && (costRateKinds as readonly string[]).includes(value);
}

/** A rate in basis points (700 = 7%); `valueLimit` rupees: it applies only to values up to that. */
export interface CostRate {
  basisPoints: number;
  valueLimit: number | null;
  /** YYYY-MM-DD (India): the day it took effect. */
  from: string;
  source: string;
}

export const chargeBases = ["plot", "sqft"] as const;
export type ChargeBasis = (typeof chargeBases)[number];

export const chargeBasisLabels: Record<ChargeBasis, string> = { plot: "a plot", sqft: "a sq.ft" };

/** One of a project's other charges (EB, water, corpus, documentation). */
export interface ProjectCharge {
  name: string;
  /** Whole rupees, a plot or a sq.ft. */
  rupees: number;
  per: ChargeBasis;
}

/** What a bank lends on a plot, and for how long at what rate (Settings → Costs). */
export interface LoanTerms {
  /** The share of the price lent, in whole percent (plot loans: typically 70–75). */
  sharePercent: number;
  tenureYears: number;
  /** Yearly interest in basis points (950 = 9.5%). */
  rateBasisPoints: number;
}

/** Everything a project's plots are costed with, on one day. */
export interface CostTerms {
  /** YYYY-MM-DD (India): the day these figures are in force. */
  asOf: string;
  stampDuty: CostRate;
  registration: CostRate;
  /** The women buyers' registration fee, when one is in force that day. */
  registrationWomen: CostRate | null;
  guidelineValue: { rupeesPerSqft: number; from: string; source: string } | null;
  charges: ProjectCharge[];
  loan: LoanTerms;
}
