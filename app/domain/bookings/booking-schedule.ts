import { addDays } from "#app/lib/india-time.ts";

/**
 * Issue "Site visits and bookings": a booking's payment schedule, from its project's template
 * (token; agreement within N days; balance before registration), and where each payment stands
 * once the receipts are counted against the schedule in order. Pure: the booking page, the reports
 * and the tests use it alike.
 */

export interface BookingTerms {
  /** Days from booking to the sale agreement. */
  agreementDays: number;
  /** Share of the price paid by the agreement (the token included), in whole percent. */
  agreementPercent: number;
  /** Days from booking to the balance, paid before registration. */
  balanceDays: number;
}

export const defaultBookingTerms: BookingTerms = { agreementDays: 30, agreementPercent: 25, balanceDays: 90 };

export const termLimits = { days: { min: 1, max: 730 }, percent: { min: 0, max: 100 } } as const;

export interface ScheduledPayment {
  label: string;
  /** YYYY-MM-DD. */
  dueOn: string;
  amountPaise: number;
}

export const scheduleLabels = {
  token: "Token",
  agreement: "At agreement",
  balance: "Balance before registration",
} as const;

/**
 * The template's schedule for a price and a token paid on `bookedOn`: the token; at the agreement,
 * the agreed share less the token (rounded to the rupee); the balance. Rows of nothing are left out.
 */
export function scheduleFromTerms(
  terms: BookingTerms,
  { pricePaise, tokenPaise, bookedOn }: { pricePaise: number; tokenPaise: number; bookedOn: string },
): ScheduledPayment[] {
  const byAgreement = Math.round((pricePaise * terms.agreementPercent) / 100 / 100) * 100;
  const agreement = Math.max(0, Math.min(byAgreement, pricePaise) - tokenPaise);
  const balance = pricePaise - tokenPaise - agreement;
  return [
    { label: scheduleLabels.token, dueOn: bookedOn, amountPaise: tokenPaise },
    {
      label: scheduleLabels.agreement,
      dueOn: addDays(bookedOn, terms.agreementDays),
      amountPaise: agreement,
    },
    { label: scheduleLabels.balance, dueOn: addDays(bookedOn, terms.balanceDays), amountPaise: balance },
  ].filter((row) => row.amountPaise > 0);
}

export type PaymentState = "paid" | "part-paid" | "due" | "overdue";

export const paymentStateLabels: Record<PaymentState, string> = {
  paid: "Paid",
  "part-paid": "Part paid",
  due: "Due",
  overdue: "Overdue",
};

export interface PaymentStanding extends ScheduledPayment {
  paidPaise: number;
  leftPaise: number;
  state: PaymentState;
}

/**
 * Each scheduled payment with what has been paid against it: the money received fills the rows in
 * order. A row with something left is overdue once its day has passed (India's `today`).
 */
export function paymentStandings(
  schedule: readonly ScheduledPayment[],
  receivedPaise: number,
  today: string,
): PaymentStanding[] {
  let left = receivedPaise;
  return schedule.map((row) => {
    const paid = Math.min(row.amountPaise, Math.max(0, left));
    left -= paid;
    const rest = row.amountPaise - paid;
    const state: PaymentState =
      rest === 0 ? "paid" : row.dueOn < today ? "overdue" : paid > 0 ? "part-paid" : "due";
    return { ...row, paidPaise: paid, leftPaise: rest, state };
  });
}

/** The financial year (April to March) a YYYY-MM-DD day falls in: "2026-27". */
export function financialYear(day: string): string {
  const year = Number(day.slice(0, 4));
  const start = Number(day.slice(5, 7)) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** "2026-27/0042". */
export function receiptNumber(year: string, sequence: number): string {
  return `${year}/${String(sequence).padStart(4, "0")}`;
}

/**
 * The price agreed: area × rate (to the paisa: an area may have a fraction, 1336.5 sq.ft) +
 * premium − discount, in paise.
 */
export function agreedPrice(p: {
  areaSqft: number;
  ratePaise: number;
  premiumPaise: number;
  discountPaise: number;
}): number {
  return Math.round(p.areaSqft * p.ratePaise) + p.premiumPaise - p.discountPaise;
}
