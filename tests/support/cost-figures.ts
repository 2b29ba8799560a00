import { withSiteDatabase } from "#tests/e2e/leads.ts";

/**
 * Issue "What it costs", worked out by hand for the browser tests (tests/e2e/plot-costs.spec.ts,
 * tests/e2e/admin-cost-sheet.spec.ts): the figures a buyer should see for a sample plot, from its
 * price and area as stored, Tamil Nadu's rates as migration 0028 seeds them, Sethu Garden City's
 * guideline value and charges (app/sample-content/sample-projects.ts) and the default loan terms
 * (Settings → Costs). Written out here, not imported from the app, so that the pages are checked
 * against arithmetic of their own.
 */

/** Stamp duty 7%, registration 2%, and 1% for a woman buyer on a value up to ₹ 10 lakh. */
export const rates = { stampPercent: 7, registrationPercent: 2, womenPercent: 1, womenLimit: 10_00_000 };

/** Sethu Garden City: ₹ 700 a sq.ft guideline value from 1 July 2024; two charges a plot. */
export const sethu = {
  name: "Sethu Garden City",
  slug: "sethu-garden-city",
  guidelinePerSqft: 700,
  charges: [
    { name: "EB connection", rupees: 15_000 },
    { name: "Documentation", rupees: 5_000 },
  ],
};

/** 75% of the price over 15 years at 9.5% a year. */
export const loan = { sharePercent: 75, years: 15, yearlyPercent: 9.5 };

export interface ExpectedCost {
  price: number;
  guidelineValue: number;
  dutyValue: number;
  stamp: number;
  registration: number;
  registrationLabel: string;
  total: number;
  loanAmount: number;
  emi: number;
}

/**
 * duty value = max(price, round(area × guideline)); stamp = round(7% of it); registration =
 * round(2% of it), or 1% for a woman buyer when the value is ₹ 10 L or less; total = price + stamp
 * + registration + charges. The loan: 75% of the price; EMI = P·r·(1+r)^n / ((1+r)^n − 1) with r the
 * monthly rate and n the months. All to the whole rupee.
 */
export function expectedCost(plot: { price: number; areaSqft: number }, woman: boolean): ExpectedCost {
  const guidelineValue = Math.round(plot.areaSqft * sethu.guidelinePerSqft);
  const dutyValue = Math.max(plot.price, guidelineValue);
  const concession = woman && dutyValue <= rates.womenLimit;
  const percent = concession ? rates.womenPercent : rates.registrationPercent;
  const stamp = Math.round((dutyValue * rates.stampPercent) / 100);
  const registration = Math.round((dutyValue * percent) / 100);
  const charges = sethu.charges.reduce((sum, charge) => sum + charge.rupees, 0);
  const total = plot.price + stamp + registration + charges;
  const loanAmount = Math.round((plot.price * loan.sharePercent) / 100);
  const r = loan.yearlyPercent / 100 / 12;
  const n = loan.years * 12;
  const growth = (1 + r) ** n;
  const emi = Math.round((loanAmount * r * growth) / (growth - 1));
  return {
    price: plot.price,
    guidelineValue,
    dutyValue,
    stamp,
    registration,
    registrationLabel: concession ? "Registration fee (1%, woman buyer)" : "Registration fee (2%)",
    total,
    loanAmount,
    emi,
  };
}

/** "₹ 10,46,432": the last three digits, then pairs. */
export function inFull(rupees: number): string {
  const digits = String(rupees);
  const head = digits.slice(0, -3);
  const tail = digits.slice(-3);
  return `₹ ${head ? `${head.replace(/\B(?=(\d{2})+$)/g, ",")},${tail}` : tail}`;
}

/** "₹ 10.46 L": lakhs to two places at most (every Sethu Garden City figure is a lakh or more). */
export function inLakh(rupees: number): string {
  return `₹ ${String(Math.round(rupees / 1_000) / 100)} L`;
}

/** A plot as the database holds it, in the plan's order. */
export interface StoredPlot {
  number: string;
  areaSqft: number;
  price: number;
  status: string;
}

/** Sethu Garden City's priced plots in the site's database (the worker's site), in the plan's order. */
export function sethuPlots(): Promise<StoredPlot[]> {
  return withSiteDatabase(async (db) => {
    const rows = await db
      .selectFrom("plots")
      .innerJoin("projects", "projects.id", "plots.project_id")
      .select(["plots.number", "plots.area_sqft", "plots.price", "plots.status"])
      .where("projects.name", "=", sethu.name)
      .where("plots.price", "is not", null)
      .orderBy("plots.sort_key")
      .orderBy("plots.id")
      .execute();
    return rows.map((row) => ({
      number: row.number,
      areaSqft: Number(row.area_sqft),
      price: Number(row.price),
      status: row.status,
    }));
  });
}

/** An available plot whose value lets a woman buyer pay the lower registration fee. */
export async function womenConcessionPlot(): Promise<StoredPlot> {
  const plot = (await sethuPlots()).find(
    (candidate) =>
      candidate.status === "available" && expectedCost(candidate, false).dutyValue <= rates.womenLimit,
  );
  if (!plot) throw new Error(`${sethu.name} has no available plot valued at ₹ 10 L or less.`);
  return plot;
}
