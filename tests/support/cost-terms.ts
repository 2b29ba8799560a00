import type { CostTerms } from "#app/domain/costs/cost-model.ts";

/** Tamil Nadu's rates as the migration seeds them, a guideline value and two charges (unit tests of costs). */
export function testCostTerms(overrides: Partial<CostTerms> = {}): CostTerms {
  return {
    asOf: "2026-12-02",
    stampDuty: { basisPoints: 700, valueLimit: null, from: "2023-04-01", source: "Stamp duty source" },
    registration: { basisPoints: 200, valueLimit: null, from: "2023-04-01", source: "Registration source" },
    registrationWomen: {
      basisPoints: 100,
      valueLimit: 1_000_000,
      from: "2025-04-01",
      source: "Budget 2025-26",
    },
    guidelineValue: { rupeesPerSqft: 1_500, from: "2024-07-01", source: "Guideline register" },
    charges: [
      { name: "EB connection", rupees: 25_000, per: "plot" },
      { name: "Corpus fund", rupees: 50, per: "sqft" },
    ],
    loan: { sharePercent: 75, tenureYears: 15, rateBasisPoints: 950 },
    ...overrides,
  };
}
