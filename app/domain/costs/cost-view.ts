import { formatLongDate } from "#app/lib/india-time.ts";
import { formatRupees, formatRupeesInFull } from "#app/lib/money.ts";
import type { CostRate, CostTerms } from "./cost-model.ts";
import { englishCostWording, type CostKey, type CostWording } from "./cost-wording.ts";
import { loanEstimate, percentText, plotCost, type LoanEstimate, type PlotCost } from "./plot-cost.ts";

/**
 * A plot's cost as every place shows it (the plan's panel, the plot's cost page, the cost sheet):
 * the same lines in the same words, so a buyer reads one set of figures wherever they look. Worded
 * in the page's language (issue "Tamil and English"); English by default, as the cost sheet's PDF
 * and the back office read.
 */

export interface CostRow {
  label: string;
  /** "₹ 1,30,200". */
  value: string;
}

export interface CostView {
  rows: CostRow[];
  /** "₹ 20.41 L". */
  total: string;
  /** "₹ 20,41,250". */
  totalInFull: string;
  /** How stamp duty and registration were worked out, in a sentence. */
  basis: string;
  loan: LoanView;
}

export interface LoanView {
  /** "Loan of ₹ 13.5 L (75% of the price) over 15 years at 9.5%". */
  summary: string;
  /** "₹ 14,097 a month". */
  emi: string;
  /** "₹ 6.91 L". */
  ownMoney: string;
}

/** The texts a cost view is worded with: what the plan's script carries to work one out in place. */
export const costViewWords = [
  "cost:price",
  "cost:stampDutyAt",
  "cost:registrationFeeAt",
  "cost:registrationFeeWomanAt",
  "cost:dutiesOnPrice",
  "cost:dutiesOnGuidelineValue",
  "cost:dutiesOnHigherPrice",
  "cost:loanSummary",
  "cost:perMonth",
] as const satisfies readonly CostKey[];

function basisText(cost: PlotCost, { say }: CostWording): string {
  const value = formatRupeesInFull(cost.dutyValue);
  if (cost.guidelineValue === null) return say("cost:dutiesOnPrice", { value });
  const guideline = formatRupeesInFull(cost.guidelineValue);
  return cost.guidelineValue > cost.price
    ? say("cost:dutiesOnGuidelineValue", { value, guideline })
    : say("cost:dutiesOnHigherPrice", { value, guideline });
}

export function loanView(terms: CostTerms, estimate: LoanEstimate, wording: CostWording): LoanView {
  const { loan } = terms;
  const { locale, say } = wording;
  return {
    summary: say("cost:loanSummary", {
      amount: formatRupees(estimate.amount, locale),
      share: loan.sharePercent,
      years: loan.tenureYears,
      rate: percentText(loan.rateBasisPoints),
    }),
    emi: say("cost:perMonth", { amount: formatRupeesInFull(estimate.emi) }),
    ownMoney: formatRupees(estimate.ownMoney, locale),
  };
}

/** A cost in the page's words (the plan's script words it in its page's: no English default comes with it). */
function describeCost(terms: CostTerms, cost: PlotCost, wording: CostWording): CostView {
  const { locale, say } = wording;
  const registration = cost.registration.womenConcession
    ? "cost:registrationFeeWomanAt"
    : "cost:registrationFeeAt";
  return {
    rows: [
      { label: say("cost:price"), value: formatRupeesInFull(cost.price) },
      {
        label: say("cost:stampDutyAt", { rate: percentText(cost.stampDuty.basisPoints) }),
        value: formatRupeesInFull(cost.stampDuty.rupees),
      },
      {
        label: say(registration, { rate: percentText(cost.registration.basisPoints) }),
        value: formatRupeesInFull(cost.registration.rupees),
      },
      ...cost.charges.map((charge) => ({ label: charge.label, value: formatRupeesInFull(charge.rupees) })),
    ],
    total: formatRupees(cost.total, locale),
    totalInFull: formatRupeesInFull(cost.total),
    basis: basisText(cost, wording),
    loan: loanView(terms, loanEstimate(terms.loan, cost), wording),
  };
}

export function costView(
  terms: CostTerms,
  cost: PlotCost,
  wording: CostWording = englishCostWording,
): CostView {
  return describeCost(terms, cost, wording);
}

/** The cost of a priced plot, shown; null for a plot without a price ("Price on request"). */
export function plotCostView(
  terms: CostTerms,
  plot: { price: number | null; areaSqft: number },
  buyer: { woman: boolean },
  wording: CostWording,
): CostView | null {
  return plot.price === null
    ? null
    : describeCost(terms, plotCost(terms, { price: plot.price, areaSqft: plot.areaSqft }, buyer), wording);
}

/** What a rate reads as where the terms are explained: "7% (in force from 1 April 2023)". */
function rateText(rate: CostRate, { locale, say }: CostWording): string {
  const values = { rate: percentText(rate.basisPoints), date: formatLongDate(rate.from, locale) };
  return rate.valueLimit === null
    ? say("cost:rateInForce", values)
    : say("cost:rateUpToInForce", { ...values, limit: formatRupees(rate.valueLimit, locale) });
}

export interface TermRow extends CostRow {
  /** Where the figure comes from. */
  source: string;
}

/** The figures a project's plots are costed with, each with its source: the project page's "What it costs". */
export function termRows(terms: CostTerms, wording: CostWording = englishCostWording): TermRow[] {
  const { locale, say } = wording;
  const rows: TermRow[] = [
    {
      label: say("cost:stampDuty"),
      value: say("cost:stampDutyTerms", { rate: rateText(terms.stampDuty, wording) }),
      source: terms.stampDuty.source,
    },
    {
      label: say("cost:registrationFee"),
      value: rateText(terms.registration, wording),
      source: terms.registration.source,
    },
  ];
  if (terms.registrationWomen) {
    rows.push({
      label: say("cost:registrationFeeWomen"),
      value: rateText(terms.registrationWomen, wording),
      source: terms.registrationWomen.source,
    });
  }
  const guideline = terms.guidelineValue;
  rows.push({
    label: say("cost:guidelineValue"),
    value: guideline
      ? say("cost:guidelineTerms", {
          perSqft: say("cost:perSqft", { amount: formatRupeesInFull(guideline.rupeesPerSqft) }),
          date: formatLongDate(guideline.from, locale),
        })
      : say("cost:guidelineNotOnRecord"),
    source: guideline ? guideline.source : "",
  });
  for (const charge of terms.charges) {
    rows.push({
      label: charge.name,
      value: say(charge.per === "plot" ? "cost:perPlot" : "cost:perSqft", {
        amount: formatRupeesInFull(charge.rupees),
      }),
      source: say("cost:developersCharge"),
    });
  }
  return rows;
}
