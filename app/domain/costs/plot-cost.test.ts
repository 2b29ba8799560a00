import { describe, expect, it } from "vitest";

import { testCostTerms } from "#tests/support/cost-terms.ts";
import { costView, termRows } from "./cost-view.ts";
import { loanEstimate, monthlyInstalment, plotCost, shareOf } from "./plot-cost.ts";

const terms = testCostTerms;

describe("a plot's all-in cost", () => {
  it("works out duties on the price when the price is higher than the guideline value", () => {
    // 1,200 sq.ft at ₹ 1,500 (guideline) = ₹ 18,00,000; the price ₹ 21,00,000 is higher.
    const cost = plotCost(terms(), { price: 2_100_000, areaSqft: 1_200 }, { woman: false });
    expect(cost.guidelineValue).toBe(1_800_000);
    expect(cost.dutyValue).toBe(2_100_000);
    // Stamp duty 7% of 21,00,000 = 1,47,000; registration 2% = 42,000.
    expect(cost.stampDuty.rupees).toBe(147_000);
    expect(cost.registration.rupees).toBe(42_000);
    // EB 25,000 a plot; corpus 50 × 1,200 = 60,000.
    expect(cost.charges.map((c) => c.rupees)).toEqual([25_000, 60_000]);
    // 21,00,000 + 1,47,000 + 42,000 + 25,000 + 60,000 = 23,74,000.
    expect(cost.total).toBe(2_374_000);
  });

  it("works out duties on the guideline value when it is higher than the price", () => {
    // 1,000 sq.ft × ₹ 1,500 = ₹ 15,00,000 guideline; the price is ₹ 12,00,000.
    const cost = plotCost(terms(), { price: 1_200_000, areaSqft: 1_000 }, { woman: false });
    expect(cost.dutyValue).toBe(1_500_000);
    // 7% of 15,00,000 = 1,05,000; 2% = 30,000; corpus 50 × 1,000 = 50,000.
    expect(cost.stampDuty.rupees).toBe(105_000);
    expect(cost.registration.rupees).toBe(30_000);
    // 12,00,000 + 1,05,000 + 30,000 + 25,000 + 50,000 = 14,10,000.
    expect(cost.total).toBe(1_410_000);
  });

  it("works out duties on the price when the project has no guideline value on record", () => {
    const cost = plotCost(
      terms({ guidelineValue: null, charges: [] }),
      { price: 900_000, areaSqft: 800 },
      { woman: false },
    );
    expect(cost.guidelineValue).toBeNull();
    // 7% of 9,00,000 = 63,000; 2% = 18,000; total 9,81,000.
    expect([cost.dutyValue, cost.stampDuty.rupees, cost.registration.rupees, cost.total]).toEqual([
      900_000, 63_000, 18_000, 981_000,
    ]);
  });

  it("gives a woman buyer 1% registration for a value up to ₹ 10 L, and 2% above it", () => {
    const plain = terms({ guidelineValue: null, charges: [] });
    // ₹ 10,00,000 exactly is within the limit: 1% = 10,000 instead of 20,000.
    const within = plotCost(plain, { price: 1_000_000, areaSqft: 800 }, { woman: true });
    expect(within.registration).toMatchObject({ rupees: 10_000, basisPoints: 100, womenConcession: true });
    expect(within.registration.label).toBe("Registration fee (1%, woman buyer)");
    // 7% + 1% of 10,00,000: 10,00,000 + 70,000 + 10,000 = 10,80,000.
    expect(within.total).toBe(1_080_000);
    // One rupee over the limit: the usual 2% (20,000.02 → 20,000).
    const over = plotCost(plain, { price: 1_000_001, areaSqft: 800 }, { woman: true });
    expect(over.registration).toMatchObject({ rupees: 20_000, basisPoints: 200, womenConcession: false });
    // The same plot for a man: 2%.
    expect(plotCost(plain, { price: 1_000_000, areaSqft: 800 }, { woman: false }).registration.rupees).toBe(
      20_000,
    );
  });

  it("gives no concession on a day none is in force", () => {
    const before = terms({ registrationWomen: null, guidelineValue: null, charges: [] });
    expect(plotCost(before, { price: 600_000, areaSqft: 600 }, { woman: true }).registration.rupees).toBe(
      12_000,
    );
  });

  it("rounds each line to the rupee, half a rupee up", () => {
    // 7% of 10,050 = 703.5 → 704; 2% of 10,050 = 201.
    expect(shareOf(10_050, 700)).toBe(704);
    expect(shareOf(10_050, 200)).toBe(201);
    // 7% of 10,049 = 703.43 → 703.
    expect(shareOf(10_049, 700)).toBe(703);
    // A fractional area: 1,336.5 sq.ft × ₹ 1,500 = 20,04,750; × ₹ 50 corpus = 66,825.
    const cost = plotCost(terms(), { price: 1_900_000, areaSqft: 1_336.5 }, { woman: false });
    expect(cost.guidelineValue).toBe(2_004_750);
    expect(cost.charges[1]!.rupees).toBe(66_825);
    // 7% of 20,04,750 = 1,40,332.5 → 1,40,333; 2% = 40,095.
    expect(cost.stampDuty.rupees).toBe(140_333);
    expect(cost.registration.rupees).toBe(40_095);
  });
});

describe("the loan estimate", () => {
  it("lends the share of the price and works out the EMI by the standard formula", () => {
    const cost = plotCost(terms(), { price: 1_800_000, areaSqft: 1_200 }, { woman: false });
    const loan = loanEstimate(terms().loan, cost);
    // 75% of 18,00,000 = 13,50,000 over 15 × 12 = 180 months.
    expect(loan.amount).toBe(1_350_000);
    expect(loan.months).toBe(180);
    // r = 9.5% / 12 = 0.0079166…; (1 + r)^180 = 4.1379…;
    // EMI = 13,50,000 × r × 4.1379 / (4.1379 − 1) = 14,097.03 → 14,097.
    expect(loan.emi).toBe(14_097);
    // All-in: 18,00,000 + 1,26,000 + 36,000 + 25,000 + 60,000 = 20,47,000; own money 20,47,000 − 13,50,000.
    expect(cost.total).toBe(2_047_000);
    expect(loan.ownMoney).toBe(697_000);
  });

  it("divides evenly without interest and gives nothing for no loan", () => {
    expect(monthlyInstalment(1_200_000, 0, 120)).toBe(10_000);
    expect(monthlyInstalment(0, 950, 120)).toBe(0);
  });
});

describe("how the cost reads", () => {
  it("reads in the site's words: each line in full, the total in lakh", () => {
    const view = costView(
      terms(),
      plotCost(terms(), { price: 1_800_000, areaSqft: 1_200 }, { woman: false }),
    );
    expect(view.rows).toEqual([
      { label: "Price", value: "₹ 18,00,000" },
      { label: "Stamp duty (7%)", value: "₹ 1,26,000" },
      { label: "Registration fee (2%)", value: "₹ 36,000" },
      { label: "EB connection", value: "₹ 25,000" },
      { label: "Corpus fund", value: "₹ 60,000" },
    ]);
    expect([view.total, view.totalInFull]).toEqual(["₹ 20.47 L", "₹ 20,47,000"]);
    expect(view.loan).toEqual({
      summary: "Loan of ₹ 13.5 L (75% of the price) over 15 years at 9.5%",
      emi: "₹ 14,097 a month",
      ownMoney: "₹ 6.97 L",
    });
  });

  it("names each figure's source and the day it took effect", () => {
    const rows = termRows(terms());
    expect(rows.map((row) => row.label)).toEqual([
      "Stamp duty",
      "Registration fee",
      "Registration fee, women buyers",
      "Guideline value",
      "EB connection",
      "Corpus fund",
    ]);
    expect(rows[2]).toMatchObject({
      value: "1% for a value up to ₹ 10 L, in force from April 1, 2025",
      source: "Budget 2025-26",
    });
    expect(rows[3]!.value).toBe("₹ 1,500 a sq.ft, from July 1, 2024");
  });
});
