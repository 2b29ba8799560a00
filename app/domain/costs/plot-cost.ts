import type { CostRate, CostTerms, LoanTerms } from "./cost-model.ts";

/**
 * A plot's all-in cost and a loan estimate (issue "What it costs"), in whole rupees, each line
 * rounded to the nearest rupee (half a rupee up). Stamp duty and the registration fee are on the
 * higher of the guideline value (guideline rupees a sq.ft × the plot's area) and the price; a woman
 * buyer pays the women's registration fee when one is in force and the value is within its limit.
 * Pure: the server renders these figures and the layout plan's script works them out in the panel.
 */

export interface CostLine {
  label: string;
  rupees: number;
}

export interface PlotCost {
  price: number;
  /** The guideline value of the plot, or null when the project has none on record. */
  guidelineValue: number | null;
  /** What stamp duty and registration are worked out on. */
  dutyValue: number;
  stampDuty: CostLine & { basisPoints: number };
  registration: CostLine & { basisPoints: number; womenConcession: boolean };
  charges: CostLine[];
  total: number;
}

/** `basisPoints` of `value`, to the rupee (half up): integer arithmetic below 2^53. */
export function shareOf(value: number, basisPoints: number): number {
  return Math.round((value * basisPoints) / 10_000);
}

/** "7%", "1.5%". */
export function percentText(basisPoints: number): string {
  return `${String(basisPoints / 100)}%`;
}

function womenRateApplies(rate: CostRate | null, value: number): rate is CostRate {
  return rate !== null && (rate.valueLimit === null || value <= rate.valueLimit);
}

export function plotCost(
  terms: CostTerms,
  plot: { price: number; areaSqft: number },
  buyer: { woman: boolean },
): PlotCost {
  const guidelineValue =
    terms.guidelineValue === null ? null : Math.round(plot.areaSqft * terms.guidelineValue.rupeesPerSqft);
  const dutyValue = Math.max(plot.price, guidelineValue ?? 0);
  const stampRate = terms.stampDuty.basisPoints;
  const womenConcession = buyer.woman && womenRateApplies(terms.registrationWomen, dutyValue);
  const registrationRate =
    womenConcession && terms.registrationWomen
      ? terms.registrationWomen.basisPoints
      : terms.registration.basisPoints;
  const stampDuty = {
    label: `Stamp duty (${percentText(stampRate)})`,
    rupees: shareOf(dutyValue, stampRate),
    basisPoints: stampRate,
  };
  const registration = {
    label: `Registration fee (${percentText(registrationRate)}${womenConcession ? ", woman buyer" : ""})`,
    rupees: shareOf(dutyValue, registrationRate),
    basisPoints: registrationRate,
    womenConcession,
  };
  const charges = terms.charges.map((charge) => ({
    label: charge.name,
    rupees: charge.per === "plot" ? charge.rupees : Math.round(charge.rupees * plot.areaSqft),
  }));
  const total =
    plot.price +
    stampDuty.rupees +
    registration.rupees +
    charges.reduce((sum, charge) => sum + charge.rupees, 0);
  return { price: plot.price, guidelineValue, dutyValue, stampDuty, registration, charges, total };
}

export interface LoanEstimate {
  /** What the bank would lend: its share of the price, to the rupee. */
  amount: number;
  /** What the buyer pays from their own money: the all-in cost less the loan. */
  ownMoney: number;
  months: number;
  /** The monthly instalment by the standard formula, to the rupee. */
  emi: number;
}

/**
 * EMI = P × r × (1 + r)^n / ((1 + r)^n − 1), with r the monthly rate (yearly ÷ 12) and n the
 * months; without interest, P ÷ n.
 */
export function monthlyInstalment(principal: number, rateBasisPoints: number, months: number): number {
  if (principal <= 0 || months <= 0) return 0;
  const monthly = rateBasisPoints / 10_000 / 12;
  if (monthly === 0) return Math.round(principal / months);
  const growth = (1 + monthly) ** months;
  return Math.round((principal * monthly * growth) / (growth - 1));
}

export function loanEstimate(loan: LoanTerms, cost: PlotCost): LoanEstimate {
  const amount = Math.round((cost.price * loan.sharePercent) / 100);
  const months = loan.tenureYears * 12;
  return {
    amount,
    ownMoney: cost.total - amount,
    months,
    emi: monthlyInstalment(amount, loan.rateBasisPoints, months),
  };
}

/** Shown with every estimate: the lender decides (RERA: no "T&C apply", so the terms are said). */
export const loanNote =
  "An estimate only: the bank decides the amount it lends, its rate and the tenure after checking the plot's papers and the buyer's income.";

export const womenChoiceLabel = "A woman buyer (lower registration fee)";
