import { afterEach, describe, expect, it } from "vitest";

import { clearLeadTables, testProject } from "#tests/support/lead-test-data.ts";
import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";
import { loadPlotPage, loadPlotsPage, plotPageAction, plotsPageAction } from "./plot-page.server.ts";
import { insertPlots } from "./plot-save.server.ts";
import { plotHistory } from "./plots.server.ts";

const formOf = (fields: Record<string, string | string[]>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  }
  return form;
};

describe.each(testEngines)("the Plots page's forms on $name", (engine) => {
  const db = useTestDatabase(engine);
  afterEach(async () => {
    await db().deleteFrom("plots").execute();
    await clearLeadTables(db());
  });

  it("adds, refuses with the form again, and changes the chosen plots in bulk", async () => {
    const projectId = await testProject(db(), "Green Meadows");
    const add = (number: string) =>
      plotsPageAction(db(), "Meena", projectId, formOf({ intent: "add", number, areaSqft: "1200" }));
    expect(await add("1")).toEqual({ toast: { type: "success", message: "Plot 1 added." } });
    await add("2");
    expect(await add("1")).toMatchObject({
      refused: { intent: "add", id: null, errors: { number: "Plot 1 already exists in this project." } },
    });

    const page = (await loadPlotsPage(db(), projectId, new URLSearchParams("status=available")))!;
    expect(page.rows.map((row) => row.number)).toEqual(["1", "2"]);
    expect(page.holdHours).toBe(48);
    const ids = page.rows.map((row) => row.id);
    const bulk = (fields: Record<string, string | string[]>) =>
      plotsPageAction(db(), "Meena", projectId, formOf(fields));
    expect(await bulk({ intent: "bulk-rate", bulkRate: "2,000" })).toEqual({
      toast: { type: "error", message: "Choose one or more plots first." },
    });
    expect(await bulk({ intent: "bulk-rate", ids, bulkRate: "abc" })).toMatchObject({
      toast: { type: "error" },
    });
    expect(await bulk({ intent: "bulk-rate", ids, bulkRate: "₹2,000" })).toEqual({
      toast: { type: "success", message: "New rate on 2 of 2 plots." },
    });
    expect(await bulk({ intent: "bulk-status", ids: ids.slice(0, 1), bulkStatus: "Booked" })).toEqual({
      toast: { type: "success", message: "1 of 1 plots changed." },
    });
    const after = (await loadPlotsPage(db(), projectId, new URLSearchParams()))!;
    expect(after.rows.map((row) => [row.number, row.statusLabel, row.price])).toEqual([
      ["1", "Booked", "₹ 24 L"],
      ["2", "Available", "₹ 24 L"],
    ]);
    expect(after.summary).toMatchObject({ soldPlots: 1, totalPlots: 2 });
  });

  it("lists a page of 100 plots, the filters and the page in the address", async () => {
    const projectId = await testProject(db(), "Green Meadows");
    const plots = Array.from({ length: 120 }, (_, i) => ({
      number: String(i + 1),
      block: i % 2 ? "B" : "A",
      areaSqft: 1200,
      dimensions: "",
      facing: null,
      corner: false,
      roadWidthFt: null,
      ratePerSqft: null,
      premium: 0,
      status: "available" as const,
    }));
    await db()
      .transaction()
      .execute((trx) => insertPlots(trx, "Meena", projectId, plots));
    const load = async (query: string) => (await loadPlotsPage(db(), projectId, new URLSearchParams(query)))!;

    const first = await load("");
    expect(first).toMatchObject({ page: 1, pageCount: 2, matching: 120 });
    expect(first.rows).toHaveLength(100);
    expect(first.rows.slice(0, 3).map((row) => `${row.block}-${row.number}`)).toEqual(["A-1", "A-3", "A-5"]);
    const second = await load("page=2");
    expect(second.rows.map((row) => `${row.block}-${row.number}`)).toEqual(
      Array.from({ length: 20 }, (_, i) => `B-${82 + i * 2}`),
    );
    const blockB = await load("block=B&page=9");
    expect(blockB).toMatchObject({ page: 1, pageCount: 1, matching: 60 });
    const deleting = second.rows[3]!;
    expect((await load(`page=2&delete=${deleting.id}`)).deleting).toEqual(deleting);
    expect(first.summary).toMatchObject({ totalPlots: 120 });
  });

  it("answers not found for a plot of another project through this project's address, changing nothing", async () => {
    const projectA = await testProject(db(), "Green Meadows");
    const projectB = await testProject(db(), "Kovai Hills");
    await plotsPageAction(db(), "Meena", projectB, formOf({ intent: "add", number: "7", areaSqft: "1200" }));
    const load = async () => (await loadPlotsPage(db(), projectB, new URLSearchParams()))!.rows[0]!;
    const plot = await load();
    const id = plot.id;
    const onPlotsPage: Record<string, string>[] = [
      { intent: "status", id, version: "1", status: "booked" },
      { intent: "edit", id, version: "1", number: "8", areaSqft: "900", status: "sold" },
      { intent: "delete", id, confirm: "yes" },
      { intent: "delete", id },
    ];
    for (const fields of onPlotsPage) {
      expect(await plotsPageAction(db(), "Meena", projectA, formOf(fields))).toEqual({ notFound: true });
    }
    const onPlotPage: Record<string, string>[] = [
      { intent: "hold", version: "1", holdFor: "Ravi Kumar", hours: "24" },
      { intent: "release", version: "1" },
    ];
    for (const fields of onPlotPage) {
      expect(await plotPageAction(db(), "Meena", projectA, id, formOf(fields))).toEqual({ notFound: true });
    }
    expect(await loadPlotPage(db(), projectA, id)).toBeNull();
    expect(await load()).toEqual(plot);
    expect(await plotHistory(db(), id)).toHaveLength(1);

    // Through its own project's address the same forms go through.
    expect(await plotPageAction(db(), "Meena", projectB, id, formOf(onPlotPage[0]!))).toEqual({
      toast: { type: "success", message: "The plot is on hold." },
    });
    expect(await plotsPageAction(db(), "Meena", projectB, formOf({ intent: "delete", id }))).toEqual({
      confirmDelete: id,
    });
  });
});
