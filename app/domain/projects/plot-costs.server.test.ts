import { describe, expect, it } from "vitest";

import { timestamp } from "#app/db/time.ts";
import { newId } from "#app/lib/ids.ts";
import { insertPlots } from "#tests/support/plot-test-data.ts";
import { testProjectInput } from "#tests/support/project-data.ts";
import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";
import { costSheetLink, verifyCostSheetLink } from "./plot-cost-sheet.server.ts";
import { plotCostFacts } from "./plot-costs.server.ts";
import { addProject } from "./projects.server.ts";

const loan = { sharePercent: 75, tenureYears: 15, rateBasisPoints: 950 };
const secret = "s".repeat(40);

describe.each(testEngines)("a plot's cost facts on $name", (engine) => {
  const db = useTestDatabase(engine);

  it("gives a published project's priced plot with the rates in force today and the project's figures", async () => {
    const projectId = await addProject(db(), testProjectInput("Cost Meadows", { published: true }));
    await insertPlots(db(), projectId, [{ number: "12", areaSqft: 1_200, price: 1_800_000 }]);
    await db()
      .insertInto("guideline_values")
      .values({
        id: newId(),
        project_id: projectId,
        rupees_per_sqft: 1_500,
        effective_from: "2024-07-01",
        source: "Register",
        created_at: timestamp(),
      })
      .execute();
    await db()
      .insertInto("project_charges")
      .values({ project_id: projectId, position: 0, name: "EB connection", rupees: 25_000, per: "plot" })
      .execute();

    const facts = await plotCostFacts(db(), projectId, "12", loan);
    expect(facts?.plot).toMatchObject({ number: "12", price: 1_800_000, areaSqft: 1_200 });
    // The migration's rates: 7%, 2%, and the women buyers' 1% up to ₹ 10 L.
    expect(facts?.terms).toMatchObject({
      stampDuty: { basisPoints: 700 },
      registration: { basisPoints: 200 },
      registrationWomen: { basisPoints: 100, valueLimit: 1_000_000, from: "2025-04-01" },
      guidelineValue: { rupeesPerSqft: 1_500, from: "2024-07-01" },
      charges: [{ name: "EB connection", rupees: 25_000, per: "plot" }],
      loan,
    });
  });

  it("gives nothing for a draft, an unknown or unpriced plot, or an odd number", async () => {
    const draftId = await addProject(db(), testProjectInput("Draft Acres", { published: false }));
    await insertPlots(db(), draftId, [{ number: "1" }]);
    const projectId = await addProject(db(), testProjectInput("Open Acres", { published: true }));
    await insertPlots(db(), projectId, [{ number: "1" }, { number: "2", price: null }]);

    expect(await plotCostFacts(db(), draftId, "1", loan)).toBeNull();
    expect(await plotCostFacts(db(), projectId, "9", loan)).toBeNull();
    expect(await plotCostFacts(db(), projectId, "2", loan)).toBeNull();
    for (const odd of ["", "x".repeat(21), undefined, 7]) {
      expect(await plotCostFacts(db(), projectId, odd, loan)).toBeNull();
    }
    expect(await plotCostFacts(db(), "not-an-id", "1", loan)).toBeNull();
    expect(await plotCostFacts(db(), projectId, "1", loan)).not.toBeNull();
  });
});

describe("the cost sheet's download link", () => {
  const facts = {
    project: { id: "6ac05590-53c1-40fa-9b28-63a3904d4bc8" },
    plot: { number: "12" },
  } as Parameters<typeof costSheetLink>[1];
  const leadId = "1b6f8d5e-3c1a-4f2b-9a7e-1d2c3b4a5f60";

  it("opens the sheet of its plot for its buyer only", () => {
    const link = new URL(costSheetLink(secret, facts, true, leadId), "http://localhost");
    expect(link.pathname).toBe(`/project/${facts.project.id}/plots/12/cost-sheet`);
    expect(link.searchParams.get("buyer")).toBe("woman");
    const token = link.searchParams.get("token");
    expect(verifyCostSheetLink(secret, facts, true, token)).toBe(true);
    // The same token does not open the sheet for another buyer choice, plot, project or secret.
    expect(verifyCostSheetLink(secret, facts, false, token)).toBe(false);
    expect(
      verifyCostSheetLink(secret, { ...facts, plot: { ...facts.plot, number: "13" } }, true, token),
    ).toBe(false);
    expect(
      verifyCostSheetLink(secret, { ...facts, project: { ...facts.project, id: leadId } }, true, token),
    ).toBe(false);
    expect(verifyCostSheetLink("t".repeat(40), facts, true, token)).toBe(false);
    expect(verifyCostSheetLink(secret, facts, true, null)).toBe(false);
  });
});
