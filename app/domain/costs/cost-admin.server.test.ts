import { describe, expect, it } from "vitest";

import { listEntityHistory } from "#app/domain/audit/index.server.ts";
import { testProject } from "#tests/support/lead-test-data.ts";
import { testEngines, useTestDatabase, type TestEngine } from "#tests/support/test-engines.ts";
import { costsPageAction, costsPageMessages, loadCostsPage } from "./cost-admin-page.server.ts";
import {
  addCostRate,
  addGuidelineValue,
  deleteGuidelineValue,
  getProjectCosts,
  listCostRates,
  saveProjectCharges,
} from "./cost-admin.server.ts";
import { costFormMessages } from "./cost-forms.ts";
import { projectCharges } from "./cost-terms.server.ts";

const staff = { name: "Meena" };
const source = "Tamil Nadu Registration Department (tnreginet.gov.in)";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

/** Issue "What it costs": the back office's Costs page stores rates, guideline values and charges. */
describe.each(testEngines)("cost administration on $name", (engine: TestEngine) => {
  const db = useTestDatabase(engine);

  async function project(name: string) {
    return { id: await testProject(db(), name), name };
  }
  const auditOf = (entity: string, id: string) => listEntityHistory(db(), entity, id);

  it("lists every rate by kind, each kind's newest first, and adds one with its audit entry", async () => {
    const id = await addCostRate(db(), staff, {
      kind: "registration-women",
      basisPoints: 75,
      valueLimit: 1_500_000,
      from: "2027-04-01",
      to: "2028-03-31",
      source,
    });
    const rates = await listCostRates(db());
    expect(rates.map((rate) => [rate.kind, rate.from])).toEqual([
      ["stamp-duty", "2023-04-01"],
      ["registration", "2023-04-01"],
      ["registration-women", "2027-04-01"],
      ["registration-women", "2025-04-01"],
    ]);
    expect(rates[2]).toEqual({
      id,
      kind: "registration-women",
      basisPoints: 75,
      valueLimit: 1_500_000,
      from: "2027-04-01",
      to: "2028-03-31",
      source,
    });
    expect(
      (await auditOf("cost-rate", id)).map((entry) => [entry.actor, entry.action, entry.summary]),
    ).toEqual([
      [
        "Meena",
        "cost-rate",
        `Registration fee, women buyers 0.75% up to ₹ 15 L, Apr 1, 2027 – Mar 31, 2028 (${source})`,
      ],
    ]);
  });

  it("adds and deletes a project's guideline values, newest first, each with its audit entry", async () => {
    const meadows = await project("Guideline Meadows");
    const other = await project("Other Gardens");
    const older = await addGuidelineValue(db(), staff, meadows, {
      rupeesPerSqft: 1800,
      from: "2025-06-01",
      source,
    });
    const newer = await addGuidelineValue(db(), staff, meadows, {
      rupeesPerSqft: 2400,
      from: "2026-04-01",
      source,
    });
    expect((await getProjectCosts(db(), meadows.id)).guidelineValues).toEqual([
      { id: newer, rupeesPerSqft: 2400, from: "2026-04-01", source },
      { id: older, rupeesPerSqft: 1800, from: "2025-06-01", source },
    ]);
    // A value is deleted through its own project only.
    expect(await deleteGuidelineValue(db(), staff, other, older)).toBe(false);
    expect(await deleteGuidelineValue(db(), staff, meadows, older)).toBe(true);
    expect(await deleteGuidelineValue(db(), staff, meadows, older)).toBe(false);
    expect((await getProjectCosts(db(), meadows.id)).guidelineValues.map((value) => value.id)).toEqual([
      newer,
    ]);
    expect((await auditOf("project", meadows.id)).map((entry) => entry.summary)).toEqual([
      "Guideline value of Guideline Meadows deleted: ₹ 1,800 a sq.ft from Jun 1, 2025",
      `Guideline value of Guideline Meadows: ₹ 2,400 a sq.ft from Apr 1, 2026 (${source})`,
      `Guideline value of Guideline Meadows: ₹ 1,800 a sq.ft from Jun 1, 2025 (${source})`,
    ]);
    expect(await auditOf("project", other.id)).toEqual([]);
  });

  it("replaces a project's charges as a whole, in order, with an audit entry each time", async () => {
    const gardens = await project("Charged Gardens");
    await saveProjectCharges(db(), staff, gardens, [
      { name: "EB connection", rupees: 45_000, per: "plot" },
      { name: "Water connection", rupees: 15_000, per: "plot" },
      { name: "Corpus fund", rupees: 50, per: "sqft" },
    ]);
    const replaced = [
      { name: "Documentation", rupees: 12_000, per: "plot" },
      { name: "EB connection", rupees: 50_000, per: "plot" },
    ] as const;
    await saveProjectCharges(db(), staff, gardens, replaced);
    expect((await getProjectCosts(db(), gardens.id)).charges).toEqual(replaced);
    await saveProjectCharges(db(), staff, gardens, []);
    expect(await projectCharges(db(), gardens.id)).toEqual([]);
    expect((await auditOf("project", gardens.id)).map((entry) => entry.summary)).toEqual([
      "Other charges of Charged Gardens: none",
      "Other charges of Charged Gardens: Documentation ₹ 12,000 a plot, EB connection ₹ 50,000 a plot",
      "Other charges of Charged Gardens: EB connection ₹ 45,000 a plot, Water connection ₹ 15,000 a plot, Corpus fund ₹ 50 a sq.ft",
    ]);
    const thirteen = Array.from({ length: 13 }, (_, n) => ({
      name: `Charge ${n}`,
      rupees: 1,
      per: "plot" as const,
    }));
    await expect(saveProjectCharges(db(), staff, gardens, thirteen)).rejects.toThrow(RangeError);
  });

  it("answers the page's forms: a refusal keeps what was typed, a deletion asks first", async () => {
    const estate = await project("Form Estate");
    const refused = await costsPageAction(
      db(),
      staff,
      estate,
      form({ intent: "add-guideline", projectId: estate.id, rupeesPerSqft: "0", from: "2026-04-01", source }),
    );
    expect(refused).toEqual({
      refused: {
        intent: "add-guideline",
        values: {
          intent: "add-guideline",
          projectId: estate.id,
          rupeesPerSqft: "0",
          from: "2026-04-01",
          source,
        },
        errors: { rupeesPerSqft: costFormMessages.guidelineRupees },
      },
    });
    const added = await costsPageAction(
      db(),
      staff,
      estate,
      form({ intent: "add-guideline", rupeesPerSqft: "2,100", from: "2026-04-01", source }),
    );
    expect(added).toEqual({ toast: { type: "success", message: "Guideline value of Form Estate added." } });
    const [value] = (await getProjectCosts(db(), estate.id)).guidelineValues;
    const deletion = { intent: "delete-guideline", id: value!.id };
    expect(await costsPageAction(db(), staff, estate, form(deletion))).toEqual({ confirmDelete: value!.id });
    expect((await loadCostsPage(db(), estate, value!.id)).deleting).toEqual(value);
    expect(await costsPageAction(db(), staff, estate, form({ ...deletion, confirm: "yes" }))).toEqual({
      toast: { type: "success", message: "Guideline value of Form Estate deleted." },
    });
    expect(await costsPageAction(db(), staff, estate, form({ ...deletion, confirm: "yes" }))).toEqual({
      toast: { type: "error", message: costsPageMessages.valueGone },
    });

    const charges = {
      intent: "save-charges",
      "name-0": "EB connection",
      "rupees-0": "45000",
      "per-0": "plot",
    };
    expect(await costsPageAction(db(), staff, estate, form(charges))).toEqual({
      toast: { type: "success", message: "Other charges of Form Estate saved." },
    });
    expect(await costsPageAction(db(), staff, null, form(charges))).toEqual({
      toast: { type: "error", message: costsPageMessages.projectGone },
    });
    expect(await costsPageAction(db(), staff, estate, form({ intent: "drop-table" }))).toEqual({
      toast: { type: "error", message: costsPageMessages.unknown },
    });
  });

  it("adds a rate from the page's form, with or without a project shown", async () => {
    const rate = { intent: "add-rate", kind: "stamp-duty", percent: "7.5", from: "2031-04-01", source };
    expect(await costsPageAction(db(), staff, null, form(rate))).toEqual({
      toast: { type: "success", message: "Stamp duty 7.5% added." },
    });
    expect(await costsPageAction(db(), staff, null, form({ ...rate, percent: "7.555" }))).toMatchObject({
      refused: { intent: "add-rate", errors: { percent: costFormMessages.percent } },
    });
    const page = await loadCostsPage(db(), null, null);
    expect(page.project).toBeNull();
    expect(page.rates[0]).toMatchObject({ kind: "stamp-duty", basisPoints: 750, from: "2031-04-01" });
  });
});
