import { describe, expect, it } from "vitest";

import { testProject } from "#tests/support/lead-test-data.ts";
import { testEngines, useTestDatabase, type TestEngine } from "#tests/support/test-engines.ts";
import { addCostRate, addGuidelineValue, saveProjectCharges } from "./cost-admin.server.ts";
import { costTermsOf, guidelineValueOn, ratesInForce } from "./cost-terms.server.ts";

const staff = { name: "Meena" };
const source = "Tamil Nadu Registration Department (tnreginet.gov.in)";
const loan = { sharePercent: 75, tenureYears: 15, rateBasisPoints: 950 };

/**
 * Issue "What it costs": the figures in force on a day, from rates and guideline values stored
 * with the day they take effect (and a rate's last day), on both engines.
 */
describe.each(testEngines)("cost terms on $name", (engine: TestEngine) => {
  const db = useTestDatabase(engine);

  it("uses the old rate up to its last day and the new one from its first", async () => {
    const old = { kind: "registration", basisPoints: 200, valueLimit: null, source } as const;
    await addCostRate(db(), staff, { ...old, from: "2025-04-01", to: "2026-03-31" });
    await addCostRate(db(), staff, { ...old, basisPoints: 300, from: "2026-04-01", to: null });
    expect((await ratesInForce(db(), "2026-03-31")).registration).toMatchObject({
      basisPoints: 200,
      from: "2025-04-01",
    });
    expect((await ratesInForce(db(), "2026-04-01")).registration).toMatchObject({
      basisPoints: 300,
      from: "2026-04-01",
    });
  });

  it("has the seeded women buyers' fee from 1 April 2025, not the day before", async () => {
    expect((await ratesInForce(db(), "2025-03-31"))["registration-women"]).toBeUndefined();
    expect((await ratesInForce(db(), "2025-04-01"))["registration-women"]).toEqual({
      basisPoints: 100,
      valueLimit: 1_000_000,
      from: "2025-04-01",
      source: expect.stringContaining("Tamil Nadu Budget 2025-26") as string,
    });
  });

  it("leaves a rate out after its last day when no later one has started", async () => {
    const rate = { kind: "registration-women", basisPoints: 50, valueLimit: 500_000, source } as const;
    await addCostRate(db(), staff, { ...rate, from: "2030-01-01", to: "2030-01-31" });
    expect((await ratesInForce(db(), "2030-01-31"))["registration-women"]?.basisPoints).toBe(50);
    // After it, the seeded fee (open-ended) is the latest in force again.
    expect((await ratesInForce(db(), "2030-02-01"))["registration-women"]?.basisPoints).toBe(100);
  });

  it("uses a revised guideline value from its day and the older one before it", async () => {
    const projectId = await testProject(db(), "Revised Meadows");
    const project = { id: projectId, name: "Revised Meadows" };
    await addGuidelineValue(db(), staff, project, { rupeesPerSqft: 1800, from: "2025-06-01", source });
    await addGuidelineValue(db(), staff, project, { rupeesPerSqft: 2400, from: "2026-07-15", source });
    expect(await guidelineValueOn(db(), projectId, "2025-05-31")).toBeNull();
    expect(await guidelineValueOn(db(), projectId, "2026-07-14")).toEqual({
      rupeesPerSqft: 1800,
      from: "2025-06-01",
      source,
    });
    expect((await guidelineValueOn(db(), projectId, "2026-07-15"))?.rupeesPerSqft).toBe(2400);
  });

  it("puts a project's figures of a day together, and gives none before any stamp duty is in force", async () => {
    const projectId = await testProject(db(), "Costed Gardens");
    const project = { id: projectId, name: "Costed Gardens" };
    await addGuidelineValue(db(), staff, project, { rupeesPerSqft: 1500, from: "2024-01-01", source });
    await saveProjectCharges(db(), staff, project, [
      { name: "EB connection", rupees: 45_000, per: "plot" },
      { name: "Corpus fund", rupees: 50, per: "sqft" },
    ]);
    const terms = await costTermsOf(db(), projectId, loan, "2025-04-01");
    expect(terms).toMatchObject({
      asOf: "2025-04-01",
      stampDuty: { basisPoints: 700, valueLimit: null, from: "2023-04-01" },
      registration: { basisPoints: 200 },
      registrationWomen: { basisPoints: 100, valueLimit: 1_000_000 },
      guidelineValue: { rupeesPerSqft: 1500, from: "2024-01-01" },
      charges: [
        { name: "EB connection", rupees: 45_000, per: "plot" },
        { name: "Corpus fund", rupees: 50, per: "sqft" },
      ],
      loan,
    });
    expect((await costTermsOf(db(), projectId, loan, "2025-03-31"))?.registrationWomen).toBeNull();
    // The seeded stamp duty starts on 1 April 2023.
    expect(await costTermsOf(db(), projectId, loan, "2023-03-31")).toBeNull();
  });
});
