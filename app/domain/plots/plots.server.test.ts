import { afterEach, describe, expect, it } from "vitest";

import { clearBookingTables, leadAt, testProject } from "#tests/support/lead-test-data.ts";
import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";
import { createBooking } from "#app/domain/bookings/index.server.ts";
import { getLead } from "#app/domain/leads/lead-inbox.server.ts";
import { getProject } from "#app/domain/projects/projects.server.ts";
import { importPlots, previewPlotImport } from "./plot-csv.server.ts";
import { emptyPlotValues, type PlotFormValues, type PlotInput } from "./plot-form.ts";
import { expireHolds, holdPlot } from "./plot-holds.server.ts";
import { addPlot, bulkSetRate, deletePlot, insertPlots, updatePlot } from "./plot-save.server.ts";
import { bulkChangeStatus, changePlotStatus } from "./plot-status.server.ts";
import {
  countPlots,
  findPlotByNumber,
  getPlot,
  listPlots,
  plotHistory,
  plotOfLead,
  plotsPage,
  plotStatusCounts,
} from "./plots.server.ts";

const values = (overrides: Partial<PlotFormValues>): PlotFormValues => ({
  ...emptyPlotValues,
  areaSqft: "1200",
  ratePerSqft: "2400",
  ...overrides,
});

const input = (number: string, block = ""): PlotInput => ({
  number,
  block,
  areaSqft: 1200,
  dimensions: "",
  facing: null,
  corner: false,
  roadWidthFt: null,
  ratePerSqft: 2400,
  premium: 0,
  status: "available",
});

/** "1", "2", … "count" (blocks none). */
const numbered = (count: number, from = 1) =>
  Array.from({ length: count }, (_, i) => input(String(from + i)));

describe.each(testEngines)("plot inventory on $name", (engine) => {
  const db = useTestDatabase(engine);
  afterEach(() => clearBookingTables(db()));

  async function projectWithPlots(numbers: string[]) {
    const projectId = await testProject(db(), "Green Meadows");
    for (const number of numbers) {
      const result = await addPlot(db(), "Meena", projectId, values({ number }));
      expect(result.ok).toBe(true);
    }
    return projectId;
  }
  const plotNumbered = async (projectId: string, number: string) =>
    (await getPlot(db(), (await findPlotByNumber(db(), projectId, number))!.id))!;

  it("adds plots with their price, refuses a number twice with a field message, and keeps the project's figures", async () => {
    const projectId = await projectWithPlots(["1", "2"]);
    const third = await addPlot(
      db(),
      "Meena",
      projectId,
      values({ number: "3", areaSqft: "2400", premium: "50,000" }),
    );
    expect(third).toEqual({ ok: true, message: "Plot 3 added." });
    expect(await addPlot(db(), "Meena", projectId, values({ number: "2" }))).toMatchObject({
      ok: false,
      errors: { number: "Plot 2 already exists in this project." },
    });
    const plots = await listPlots(db(), projectId);
    expect(plots.map((p) => [p.number, p.price])).toEqual([
      ["1", 2_880_000],
      ["2", 2_880_000],
      ["3", 5_810_000],
    ]);
    await changePlotStatus(db(), "Meena", { id: plots[0]!.id, version: 1, status: "booked" });
    await changePlotStatus(db(), "Meena", { id: plots[1]!.id, version: 1, status: "not_for_sale" });
    const project = (await getProject(db(), projectId))!;
    expect(project).toMatchObject({
      totalPlots: 2,
      soldPlots: 1,
      priceMin: 2_880_000,
      priceMax: 5_810_000,
      sizeMin: 1200,
      sizeMax: 2400,
    });
    expect(await plotStatusCounts(db(), projectId)).toEqual({
      available: 1,
      on_hold: 0,
      booked: 1,
      sold: 0,
      not_for_sale: 1,
    });
  });

  it("edits a row, writing the price again and an audit entry, and refuses a stale version", async () => {
    const projectId = await projectWithPlots(["23"]);
    const plot = await plotNumbered(projectId, "23");
    const saved = await updatePlot(db(), "Meena", plot.id, 1, values({ number: "23", ratePerSqft: "2500" }));
    expect(saved).toEqual({ ok: true, message: "Plot 23 saved." });
    expect((await getPlot(db(), plot.id))?.price).toBe(3_000_000);
    expect((await updatePlot(db(), "Arun", plot.id, 1, values({ number: "23", ratePerSqft: "9" }))).ok).toBe(
      false,
    );
    expect((await getPlot(db(), plot.id))?.ratePerSqft).toBe(2500);
    expect((await plotHistory(db(), plot.id)).map((e) => e.summary)).toEqual([
      "Plot 23: rate ₹ 2,400 → ₹ 2,500",
      "Added plot 23 (1,200 sq.ft, Available)",
    ]);
  });

  it("lets exactly one of two simultaneous bookings win", async () => {
    const projectId = await projectWithPlots(["23"]);
    const plot = await plotNumbered(projectId, "23");
    const results = await Promise.all([
      changePlotStatus(db(), "Meena", { id: plot.id, version: plot.version, status: "booked" }),
      changePlotStatus(db(), "Arun", { id: plot.id, version: plot.version, status: "booked" }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toEqual({
      ok: false,
      message: "Plot 23 was booked by someone else a moment ago. Check it and try again.",
    });
    const history = await plotHistory(db(), plot.id);
    expect(history.filter((e) => e.summary === "Plot 23: Available → Booked")).toHaveLength(1);
    expect((await getPlot(db(), plot.id))?.version).toBe(2);
  });

  it("holds a plot for a lead, reads a lapsed hold as Available, and expires it with an audit entry", async () => {
    const projectId = await projectWithPlots(["23", "24"]);
    const plot = await plotNumbered(projectId, "23");
    const lead = await leadAt(db(), "2026-11-20T10:00:00.000Z", { name: "Ravi Kumar" });
    const now = new Date("2026-11-24T12:30:00.000Z");
    const held = await holdPlot(
      db(),
      "Meena",
      { id: plot.id, version: 1, holdFor: "", leadId: lead, hours: 48 },
      now,
    );
    expect(held).toEqual({ ok: true });
    const onHold = (await getPlot(db(), plot.id, now))!;
    expect(onHold).toMatchObject({
      status: "on_hold",
      holdFor: "Ravi Kumar",
      holdLeadId: lead,
      heldBy: "Meena",
    });
    expect((await plotHistory(db(), plot.id))[0]!.summary).toBe(
      "Plot 23: Available → On hold (for Ravi Kumar, until 26 Nov 18:00)",
    );
    const booked = await plotNumbered(projectId, "24");
    await changePlotStatus(db(), "Meena", { id: booked.id, version: 1, status: "booked" });
    expect(
      await holdPlot(db(), "Meena", { id: booked.id, version: 2, holdFor: "Anu", hours: 48 }, now),
    ).toEqual({ ok: false, message: "Plot 24 is booked; only an available plot can be put on hold." });
    expect(
      await holdPlot(db(), "Meena", { id: plot.id, version: 2, holdFor: "Anu", hours: 0 }, now),
    ).toMatchObject({
      errors: { hours: expect.any(String) },
    });

    const later = new Date(now.getTime() + 49 * 60 * 60 * 1000);
    // Past its time the hold reads as Available even before the job ran.
    expect((await getPlot(db(), plot.id, later))?.status).toBe("available");
    expect((await listPlots(db(), projectId, { status: "available" }, later)).map((p) => p.number)).toEqual([
      "23",
    ]);
    expect(await expireHolds(db(), now)).toBe(0);
    expect(await expireHolds(db(), later)).toBe(1);
    expect(await expireHolds(db(), later)).toBe(0);
    const row = await db()
      .selectFrom("plots")
      .selectAll()
      .where("id", "=", plot.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "available", hold_for: null, hold_lead_id: null, hold_until: null });
    const expired = (await plotHistory(db(), plot.id))[0]!;
    expect(expired).toMatchObject({
      actor: null,
      summary: "Plot 23: On hold → Available (the hold for Ravi Kumar expired)",
    });
  });

  it("changes status and rate in bulk, and deleting a plot clears it from its leads", async () => {
    const projectId = await projectWithPlots(["1", "2", "3"]);
    const plots = await listPlots(db(), projectId);
    const ids = plots.slice(0, 2).map((p) => p.id);
    expect(await bulkChangeStatus(db(), "Meena", projectId, ids, "sold")).toEqual({ ok: true, changed: 2 });
    expect(await bulkSetRate(db(), "Meena", projectId, ids, 3000)).toBe(2);
    expect((await listPlots(db(), projectId)).map((p) => [p.status, p.price])).toEqual([
      ["sold", 3_600_000],
      ["sold", 3_600_000],
      ["available", 2_880_000],
    ]);
    expect(await getProject(db(), projectId)).toMatchObject({ soldPlots: 2, totalPlots: 3 });

    const lead = await leadAt(db(), "2026-11-20T10:00:00.000Z");
    await db().updateTable("leads").set({ plot_id: plots[2]!.id, plot_number: "3" }).execute();
    const askedPlot = async () => plotOfLead(db(), (await getLead(db(), lead))!);
    expect(await askedPlot()).toMatchObject({ number: "3", plot: { id: plots[2]!.id } });
    expect(await deletePlot(db(), "Meena", plots[2]!.id)).toEqual({ ok: true, message: "Plot 3 deleted." });
    expect(await askedPlot()).toEqual({ number: "3", plot: null });
    const leadRow = await db()
      .selectFrom("leads")
      .selectAll()
      .where("id", "=", lead)
      .executeTakeFirstOrThrow();
    expect(leadRow).toMatchObject({ plot_id: null, plot_number: "3" });
    expect(await getProject(db(), projectId)).toMatchObject({ soldPlots: 2, totalPlots: 2 });
  });

  it("pages a project's plots in the database, by block and number as people count them", async () => {
    const projectId = await testProject(db(), "Green Meadows");
    const other = await testProject(db(), "Kovai Hills");
    // Block B holds plots 1 to 115, block A plots 116 to 230, each stored in reverse.
    const plots = [
      ...Array.from({ length: 115 }, (_, i) => input(String(115 - i), "B")),
      ...Array.from({ length: 115 }, (_, i) => input(String(230 - i), "A")),
    ];
    await db()
      .transaction()
      .execute((trx) => insertPlots(trx, "Meena", projectId, plots));
    await db()
      .transaction()
      .execute((trx) => insertPlots(trx, "Meena", other, numbered(3)));
    const label = (plot: { block: string; number: string }) => `${plot.block}-${plot.number}`;

    const first = await plotsPage(db(), projectId, {}, 1);
    expect(first).toMatchObject({ total: 230, page: 1, pageCount: 3 });
    expect(first.rows.slice(0, 3).map(label)).toEqual(["A-116", "A-117", "A-118"]);
    const second = await plotsPage(db(), projectId, {}, 2);
    expect(second.rows.map(label).slice(14, 27)).toEqual([
      "A-230",
      ...Array.from({ length: 12 }, (_, i) => `B-${i + 1}`),
    ]);
    // Past the last page: the last page.
    const last = await plotsPage(db(), projectId, {}, 9);
    expect(last).toMatchObject({ page: 3, pageCount: 3 });
    expect(last.rows.map(label)).toEqual(Array.from({ length: 30 }, (_, i) => `B-${86 + i}`));

    const inB = await listPlots(db(), projectId, { block: "B" });
    const tens = inB.filter((plot) => Number(plot.number) % 10 === 0).map((plot) => plot.id);
    await bulkChangeStatus(db(), "Meena", projectId, tens, "booked");
    const booked = await plotsPage(db(), projectId, { status: "booked" }, 1);
    expect(booked).toMatchObject({ total: 11, pageCount: 1 });
    expect(booked.rows.map(label)).toEqual(Array.from({ length: 11 }, (_, i) => `B-${(i + 1) * 10}`));
    expect(await plotsPage(db(), projectId, { block: "B", status: "available" }, 2)).toMatchObject({
      total: 104,
      page: 2,
      pageCount: 2,
      rows: expect.arrayContaining([expect.objectContaining({ block: "B", number: "115" })]),
    });
    expect(await getProject(db(), projectId)).toMatchObject({ totalPlots: 230, soldPlots: 11 });
  });

  it("holds at most 5,000 plots a project: adding one and importing new ones are refused past it", async () => {
    const projectId = await testProject(db(), "Green Meadows");
    await db()
      .transaction()
      .execute((trx) => insertPlots(trx, "Meena", projectId, numbered(4_999)));
    expect(await addPlot(db(), "Meena", projectId, values({ number: "5000" }))).toEqual({
      ok: true,
      message: "Plot 5000 added.",
    });
    expect(await addPlot(db(), "Meena", projectId, values({ number: "5001" }))).toEqual({
      ok: false,
      message:
        "A project holds at most 5,000 plots, and this one is full. Delete a plot before adding another.",
    });

    const twoNew = "number,area_sqft\n5001,1200\n5002,1200\n";
    const full = {
      error:
        "A project holds at most 5,000 plots and this one has 5,000: it may take no more, and the file adds 2.",
    };
    expect(await previewPlotImport(db(), projectId, twoNew)).toEqual(full);
    expect(await importPlots(db(), "Meena", projectId, twoNew)).toEqual(full);
    const one = (await findPlotByNumber(db(), projectId, "1"))!;
    expect((await deletePlot(db(), "Meena", one.id)).ok).toBe(true);
    expect(await importPlots(db(), "Meena", projectId, twoNew)).toEqual({
      error:
        "A project holds at most 5,000 plots and this one has 4,999: it may take 1 more, and the file adds 2.",
    });
    expect(await countPlots(db(), projectId)).toBe(4_999);

    // A file that only changes plots the project has is welcome at the cap.
    const update = "number,area_sqft,rate_per_sqft\n2,1500,2400\n3,1200,2400\n";
    expect(await importPlots(db(), "Meena", projectId, update)).toMatchObject({
      saved: true,
      added: 0,
      updated: 1,
      unchanged: 1,
    });
    expect((await findPlotByNumber(db(), projectId, "2"))?.area_sqft).toBe(1500);
    expect(await getProject(db(), projectId)).toMatchObject({ totalPlots: 4_999, sizeMax: 1500 });
  });

  it("refuses a file of more plots than a project holds without reading past the limit", async () => {
    const projectId = await testProject(db(), "Green Meadows");
    const rows = Array.from({ length: 60_000 }, (_, i) => `${i + 1},1200`);
    const tooMany = `number,area_sqft\n${rows.join("\n")}\n`;
    expect(await previewPlotImport(db(), projectId, tooMany)).toEqual({
      error: "The file is too large: import at most 5,000 plots (1 MB) at a time.",
    });
    expect(await importPlots(db(), "Meena", projectId, tooMany)).toEqual({
      error: "The file is too large: import at most 5,000 plots (1 MB) at a time.",
    });
    expect(await countPlots(db(), projectId)).toBe(0);
  });

  it("imports 5,000 plots in one go, each with its history, and the project's figures from them", async () => {
    const projectId = await testProject(db(), "Green Meadows");
    const rows = Array.from({ length: 5_000 }, (_, i) => `${i + 1},${1000 + (i % 500)},2000`);
    const file = `number,area_sqft,rate_per_sqft\n${rows.join("\n")}\n`;
    expect(await importPlots(db(), "Meena", projectId, file)).toMatchObject({ saved: true, added: 5_000 });
    const [audited] = await db()
      .selectFrom("audit_log")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("entity", "=", "plot")
      .where("action", "=", "created")
      .execute();
    expect(Number(audited!.n)).toBeGreaterThanOrEqual(5_000);
    expect(await getProject(db(), projectId)).toMatchObject({
      totalPlots: 5_000,
      soldPlots: 0,
      sizeMin: 1000,
      sizeMax: 1499,
      priceMin: 2_000_000,
      priceMax: 2_998_000,
    });
    const again = file.replace(/,2000$/gm, ",2100");
    expect(await importPlots(db(), "Meena", projectId, again)).toMatchObject({ saved: true, updated: 5_000 });
    expect((await listPlots(db(), projectId)).at(-1)).toMatchObject({ number: "5000", price: 3_147_900 });
    expect((await plotHistory(db(), (await findPlotByNumber(db(), projectId, "5000"))!.id))[0]?.summary).toBe(
      "Plot 5000: rate ₹ 2,000 → ₹ 2,100 (CSV import)",
    );
  });

  it("imports a CSV all or nothing, upserting by number", async () => {
    const projectId = await projectWithPlots(["1"]);
    const bad = "number,area_sqft,rate_per_sqft,status\n1,1500,2000,\n2,abc,2000,\n3,900,,on hold\n";
    expect(await importPlots(db(), "Meena", projectId, bad)).toMatchObject({
      saved: false,
      problems: [
        { row: 3, reason: "Enter the area in sq.ft, a number above 0." },
        { row: 4, reason: "A plot can be put on hold only from the Plots page (Hold), not by import." },
      ],
    });
    expect((await listPlots(db(), projectId)).map((p) => p.areaSqft)).toEqual([1200]);

    const good = "number,area_sqft,rate_per_sqft,status\n1,1500,2000,\n2,900,,Booked\n";
    expect(await previewPlotImport(db(), projectId, good)).toEqual({
      problems: [],
      added: 1,
      updated: 1,
      unchanged: 0,
    });
    expect(await importPlots(db(), "Meena", projectId, good)).toMatchObject({
      saved: true,
      added: 1,
      updated: 1,
    });
    expect((await listPlots(db(), projectId)).map((p) => [p.number, p.areaSqft, p.price, p.status])).toEqual([
      ["1", 1500, 3_000_000, "available"],
      ["2", 900, null, "booked"],
    ]);
    expect(await previewPlotImport(db(), projectId, good)).toMatchObject({
      added: 0,
      updated: 0,
      unchanged: 2,
    });
  });

  it("leaves a booked plot's status to its booking: a row asking another is a problem row", async () => {
    const projectId = await projectWithPlots(["1", "2"]);
    const target = (await findPlotByNumber(db(), projectId, "1"))!;
    const booked = await createBooking(
      db(),
      { id: null, name: "Meena", allLeads: true },
      {
        plotId: target.id,
        plotVersion: Number(target.version),
        leadId: null,
        buyers: [{ name: "Priya Raman", phone: "+919876543210", address: "12 Anna Nagar, Chennai", pan: "" }],
        ratePaise: 240_000,
        premiumPaise: 0,
        discountPaise: 0,
        discountReason: "",
        token: { amountPaise: 10_000_000, mode: "upi", reference: "UPI-4471", receivedOn: "2026-05-10" },
      },
      { discountApprovalPaise: 5_000_000 },
    );
    expect(booked).toMatchObject({ ok: true });

    const bookedMessage =
      "Plot 1 has a booking: its status follows the booking's payments, registration or cancellation.";
    for (const status of ["Available", "Sold (registered)", "Not for sale"]) {
      const file = `number,area_sqft,rate_per_sqft,status\n2,1500,2400,Not for sale\n1,1500,2400,${status}\n`;
      const refused = { problems: [{ row: 3, reason: bookedMessage }], added: 0, updated: 1, unchanged: 0 };
      expect(await previewPlotImport(db(), projectId, file)).toEqual(refused);
      expect(await importPlots(db(), "Meena", projectId, file)).toEqual({ ...refused, saved: false });
    }
    expect((await listPlots(db(), projectId)).map((p) => [p.number, p.areaSqft, p.status])).toEqual([
      ["1", 1200, "booked"],
      ["2", 1200, "available"],
    ]);

    // Its other columns change, with its status left empty or as the booking gave it.
    for (const [area, status] of [
      [1500, ""],
      [1600, "Booked"],
    ] as const) {
      const file = `number,area_sqft,rate_per_sqft,status\n1,${area},2400,${status}\n`;
      expect(await previewPlotImport(db(), projectId, file)).toEqual({
        problems: [],
        added: 0,
        updated: 1,
        unchanged: 0,
      });
      expect(await importPlots(db(), "Meena", projectId, file)).toMatchObject({ saved: true, updated: 1 });
    }
    expect(await findPlotByNumber(db(), projectId, "1")).toMatchObject({ area_sqft: 1600, status: "booked" });
  });
});
