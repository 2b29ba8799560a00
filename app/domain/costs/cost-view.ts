import { formatLongDate } from "#app/lib/india-time.ts";
import { formatRupees, formatRupeesInFull } from "#app/lib/money.ts";
import { guidelineRupeesText } from "./cost-admin-view.ts";
import { chargeBasisLabels, type CostRate, type CostTerms } from "./cost-model.ts";
import { loanEstimate, percentText, plotCost, type LoanEstimate, type PlotCost } from "./plot-cost.ts";

/**
 * A plot's cost as every place shows it (the plan's panel, the plot's cost page, the cost sheet):
 * the same lines in the same words, so a buyer reads one set of figures wherever they look.
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

function basisText(cost: PlotCost): string {
  const value = formatRupeesInFull(cost.dutyValue);
  if (cost.guidelineValue === null) return `Stamp duty and registration on the price, ${value}.`;
  const higher = cost.guidelineValue > cost.price ? "the guideline value" : "the price";
  return `Stamp duty and registration on ${value}, ${higher}: the higher of the guideline value (${formatRupeesInFull(cost.guidelineValue)}) and the price.`;
}

export function loanView(terms: CostTerms, estimate: LoanEstimate): LoanView {
  const { loan } = terms;
  return {
    summary: `Loan of ${formatRupees(estimate.amount)} (${String(loan.sharePercent)}% of the price) over ${String(loan.tenureYears)} years at ${percentText(loan.rateBasisPoints)}`,
    emi: `${formatRupeesInFull(estimate.emi)} a month`,
    ownMoney: formatRupees(estimate.ownMoney),
  };
}

export function costView(terms: CostTerms, cost: PlotCost): CostView {
  return {
    rows: [
      { label: "Price", value: formatRupeesInFull(cost.price) },
      { label: cost.stampDuty.label, value: formatRupeesInFull(cost.stampDuty.rupees) },
      { label: cost.registration.label, value: formatRupeesInFull(cost.registration.rupees) },
      ...cost.charges.map((charge) => ({ label: charge.label, value: formatRupeesInFull(charge.rupees) })),
    ],
    total: formatRupees(cost.total),
    totalInFull: formatRupeesInFull(cost.total),
    basis: basisText(cost),
    loan: loanView(terms, loanEstimate(terms.loan, cost)),
  };
}

/** The cost of a priced plot, shown; null for a plot without a price ("Price on request"). */
export function plotCostView(
  terms: CostTerms,
  plot: { price: number | null; areaSqft: number },
  buyer: { woman: boolean },
): CostView | null {
  return plot.price === null
    ? null
    : costView(terms, plotCost(terms, { price: plot.price, areaSqft: plot.areaSqft }, buyer));
}

/** What a rate reads as where the terms are explained: "7% (in force from 1 April 2023)". */
function rateText(rate: CostRate): string {
  const limit = rate.valueLimit === null ? "" : ` for a value up to ${formatRupees(rate.valueLimit)}`;
  return `${percentText(rate.basisPoints)}${limit}, in force from ${formatLongDate(rate.from)}`;
}

export interface TermRow extends CostRow {
  /** Where the figure comes from. */
  source: string;
}

/** The figures a project's plots are costed with, each with its source: the project page's "What it costs". */
export function termRows(terms: CostTerms): TermRow[] {
  const rows: TermRow[] = [
    {
      label: "Stamp duty",
      value: `${rateText(terms.stampDuty)}, of the higher of the guideline value and the price`,
      source: terms.stampDuty.source,
    },
    { label: "Registration fee", value: rateText(terms.registration), source: terms.registration.source },
  ];
  if (terms.registrationWomen) {
    rows.push({
      label: "Registration fee, women buyers",
      value: rateText(terms.registrationWomen),
      source: terms.registrationWomen.source,
    });
  }
  const guideline = terms.guidelineValue;
  rows.push(
    guideline
      ? {
          label: "Guideline value",
          value: `${guidelineRupeesText(guideline.rupeesPerSqft)}, from ${formatLongDate(guideline.from)}`,
          source: guideline.source,
        }
      : { label: "Guideline value", value: "Not on record: duties are worked out on the price", source: "" },
  );
  for (const charge of terms.charges) {
    rows.push({
      label: charge.name,
      value: `${formatRupeesInFull(charge.rupees)} ${chargeBasisLabels[charge.per]}`,
      source: "The developer's charge",
    });
  }
  return rows;
}
