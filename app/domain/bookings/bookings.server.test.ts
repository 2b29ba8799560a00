import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";

import { openDatabase, type DB } from "#app/db/database.server.ts";
import { emptyPlotValues, type PlotFormValues } from "#app/domain/plots/plot-form.ts";
import { holdPlot } from "#app/domain/plots/plot-holds.server.ts";
import { addPlot, deletePlot, plotSaveMessages, updatePlot } from "#app/domain/plots/plot-save.server.ts";
import {
  bulkChangeStatus,
  changePlotStatus,
  plotStatusMessages,
} from "#app/domain/plots/plot-status.server.ts";
import { findPlotByNumber, getPlot, plotHistory } from "#app/domain/plots/plots.server.ts";
import { recordLead } from "#app/domain/leads/leads.server.ts";
import {
  clearBookingTables,
  leadInput,
  testProject,
  testStaffMember,
} from "#tests/support/lead-test-data.ts";
import { testEngines, useTestDatabase, type TestEngine } from "#tests/support/test-engines.ts";
import type { BookingDraft, Payment } from "./booking-forms.ts";
import { bookingMessages as m } from "./booking-model.ts";
import {
  approveDiscount,
  bookingOfPlot,
  cancelBooking,
  createBooking,
  getBooking,
  issueReceipt,
  listBookings,
  recordPayment,
  registerBooking,
  saveBookingTerms,
  saveSchedule,
  type Booker,
} from "./index.server.ts";

/** Whole rupees in paise. */
const rs = (rupees: number) => rupees * 100;

/** A day in the financial year 2026-27, and another in 2027-28. */
const bookedOn = "2026-05-10";
const nextYearDay = "2027-04-02";
const discountApprovalPaise = rs(50_000);

const plotValues = (overrides: Partial<PlotFormValues>): PlotFormValues => ({
  ...emptyPlotValues,
  areaSqft: "1200",
  ratePerSqft: "1550",
  ...overrides,
});

/** A second pool on the same PostgreSQL schema: another instance of the site. */
async function secondInstance(db: DB): Promise<DB> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.searchParams.set("options", `-c search_path=${rows[0]!.schema}`);
  return openDatabase({ kind: "postgres", url: url.toString() });
}

describe.each(testEngines)("bookings on $name", (engine: TestEngine) => {
  const db = useTestDatabase(engine);
  afterEach(() => clearBookingTables(db()));

  let phones = 0;
  const nextPhone = () => `+9194${String(++phones).padStart(8, "0")}`;

  async function staff(name: string, allLeads: boolean): Promise<Booker> {
    return { id: await testStaffMember(db(), name), name, allLeads };
  }
  async function lead(name: string, assignedTo: string | null = null): Promise<string> {
    return recordLead(db(), leadInput({ name, phone: nextPhone(), assignedTo }));
  }
  /** A plot of 1,200 sq.ft at ₹ 1,550: ₹ 18,60,000. */
  async function plot(projectId: string, number: string) {
    expect(await addPlot(db(), "Meena", projectId, plotValues({ number }))).toMatchObject({ ok: true });
    return freshPlot((await findPlotByNumber(db(), projectId, number))!.id);
  }
  const freshPlot = async (id: string) => (await getPlot(db(), id))!;

  const token = (overrides: Partial<Payment> = {}): Payment => ({
    amountPaise: rs(100_000),
    mode: "upi",
    reference: "UPI-4471",
    receivedOn: bookedOn,
    ...overrides,
  });
  const draft = (
    target: { id: string; version: number },
    leadId: string | null,
    overrides: Partial<BookingDraft> = {},
  ): BookingDraft => ({
    plotId: target.id,
    plotVersion: target.version,
    leadId,
    buyers: [{ name: "Priya Raman", phone: "+919876543210", address: "12 Anna Nagar, Chennai", pan: "" }],
    ratePaise: rs(1550),
    premiumPaise: 0,
    discountPaise: 0,
    discountReason: "",
    token: token(),
    ...overrides,
  });
  const book = (booker: Booker, bookingDraft: BookingDraft) =>
    createBooking(db(), booker, bookingDraft, { discountApprovalPaise });

  /** A project with plot "1" booked for a lead by a manager; the booking's id. */
  async function bookedPlot(overrides: Partial<BookingDraft> = {}, number = "1") {
    const projectId = await testProject(db(), `Green Meadows ${number}`);
    const manager = await staff("Meena", true);
    const target = await plot(projectId, number);
    const leadId = await lead("Priya Raman");
    const result = await book(manager, draft(target, leadId, overrides));
    if (!result.ok) throw new Error(`Not booked: ${JSON.stringify(result)}`);
    return { projectId, manager, plotId: target.id, leadId, id: result.id, receipt: result.receipt };
  }

  const receiptNumbers = async () =>
    (await db().selectFrom("booking_receipts").select("number").orderBy("number").execute()).map(
      (r) => r.number,
    );

  it("books a free plot for a sales executive's own lead: the plot Booked, the token's receipt, the schedule, the audit entry, and the lead Won with a note", async () => {
    const projectId = await testProject(db(), "Green Meadows");
    const arun = await staff("Arun", false);
    const target = await plot(projectId, "7");
    const leadId = await lead("Priya Raman", arun.id);

    const result = await book(arun, draft(target, leadId));
    expect(result).toEqual({ ok: true, id: expect.any(String), receipt: "2026-27/0001" });
    if (!result.ok) return;

    expect(await freshPlot(target.id)).toMatchObject({ status: "booked", version: target.version + 1 });
    expect((await plotHistory(db(), target.id))[0]?.summary).toBe(
      "Plot 7: Available → Booked (booking for Priya Raman)",
    );
    const booking = (await getBooking(db(), result.id))!;
    expect(booking).toMatchObject({
      status: "booked",
      project: { id: projectId, name: "Green Meadows" },
      plot: { id: target.id, number: "7" },
      lead: { id: leadId, name: "Priya Raman", assignedTo: arun.id },
      areaSqft: 1200,
      ratePaise: rs(1550),
      pricePaise: rs(1_860_000),
      approval: "not-needed",
      bookedBy: "Arun",
      bookedById: arun.id,
      bookedOn,
      buyers: [{ name: "Priya Raman", phone: "+919876543210", address: "12 Anna Nagar, Chennai", pan: "" }],
      paidPaise: rs(100_000),
    });
    expect(booking.schedule).toEqual([
      { label: "Token", dueOn: bookedOn, amountPaise: rs(100_000) },
      { label: "At agreement", dueOn: "2026-06-09", amountPaise: rs(365_000) },
      { label: "Balance before registration", dueOn: "2026-08-08", amountPaise: rs(1_395_000) },
    ]);
    expect(booking.receipts).toEqual([
      {
        id: expect.any(String),
        number: "2026-27/0001",
        receivedOn: bookedOn,
        amountPaise: rs(100_000),
        mode: "upi",
        reference: "UPI-4471",
        recordedBy: "Arun",
      },
    ]);
    const summary = "Booked plot 7 for Priya Raman: ₹ 18.6 L, token ₹ 1 L (receipt 2026-27/0001)";
    const audit = await db()
      .selectFrom("audit_log")
      .select(["actor", "action", "summary"])
      .where("entity", "=", "booking")
      .where("entity_id", "=", result.id)
      .execute();
    expect(audit).toEqual([{ actor: "Arun", action: "booking-create", summary }]);
    const notes = await db()
      .selectFrom("lead_notes")
      .select(["author", "body"])
      .where("lead_id", "=", leadId)
      .execute();
    expect(notes).toEqual([{ author: "Arun", body: `${summary}.` }]);
    const stored = await db()
      .selectFrom("leads")
      .select("status")
      .where("id", "=", leadId)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe("Won");
    expect(await bookingOfPlot(db(), target.id)).toBe(result.id);
    expect(await listBookings(db(), { workableBy: arun.id, status: null })).toEqual([
      {
        id: result.id,
        status: "booked",
        projectName: "Green Meadows",
        plotNumber: "7",
        buyer: "Priya Raman",
        pricePaise: rs(1_860_000),
        paidPaise: rs(100_000),
        bookedOn,
        approval: "not-needed",
      },
    ]);
    expect(await listBookings(db(), { workableBy: (await staff("Other", false)).id, status: null })).toEqual(
      [],
    );
  });

  it("books a plot held for the same lead, on the project's own schedule, the receipts numbered on", async () => {
    const projectId = await testProject(db(), "Green Meadows");
    const meena = await staff("Meena", true);
    await saveBookingTerms(
      db(),
      meena,
      { id: projectId, name: "Green Meadows" },
      { agreementDays: 15, agreementPercent: 10, balanceDays: 60 },
    );
    const first = await plot(projectId, "1");
    const held = await plot(projectId, "2");
    const leadId = await lead("Priya Raman");
    expect(
      await holdPlot(db(), "Meena", { id: held.id, version: held.version, holdFor: "", leadId, hours: 24 }),
    ).toEqual({
      ok: true,
    });
    const onHold = await freshPlot(held.id);
    expect(onHold).toMatchObject({ status: "on_hold", holdFor: "Priya Raman" });

    expect(await book(meena, draft(first, null))).toMatchObject({ ok: true, receipt: "2026-27/0001" });
    const result = await book(meena, draft(onHold, leadId, { premiumPaise: rs(50_000) }));
    expect(result).toMatchObject({ ok: true, receipt: "2026-27/0002" });
    if (!result.ok) return;
    expect(await freshPlot(held.id)).toMatchObject({ status: "booked", holdFor: null });
    const booking = (await getBooking(db(), result.id))!;
    expect(booking.pricePaise).toBe(rs(1_910_000));
    expect(booking.schedule).toEqual([
      { label: "Token", dueOn: bookedOn, amountPaise: rs(100_000) },
      { label: "At agreement", dueOn: "2026-05-25", amountPaise: rs(91_000) },
      { label: "Balance before registration", dueOn: "2026-07-09", amountPaise: rs(1_719_000) },
    ]);
    // A receipt in the next financial year starts that year's numbers.
    expect(
      await recordPayment(
        db(),
        meena,
        result.id,
        token({ receivedOn: nextYearDay, amountPaise: rs(91_000) }),
      ),
    ).toEqual({
      ok: true,
      message: "Receipt 2027-28/0001 recorded.",
      receipt: "2027-28/0001",
    });
    expect(await receiptNumbers()).toEqual(["2026-27/0001", "2026-27/0002", "2027-28/0001"]);
  });

  it("refuses a plot sold or not for sale, held for another lead, changed since it was seen, or unknown", async () => {
    const projectId = await testProject(db(), "Green Meadows");
    const meena = await staff("Meena", true);
    const leadId = await lead("Priya Raman");
    const sold = await plot(projectId, "1");
    await changePlotStatus(db(), "Meena", { id: sold.id, version: sold.version, status: "sold" });
    expect(await book(meena, draft(await freshPlot(sold.id), leadId))).toEqual({
      ok: false,
      message: m.notBookable("1", "Sold (registered)"),
    });
    const kept = await plot(projectId, "2");
    await changePlotStatus(db(), "Meena", { id: kept.id, version: kept.version, status: "not_for_sale" });
    expect(await book(meena, draft(await freshPlot(kept.id), leadId))).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Plot 2 is not for sale; only an available plot/),
    });

    const held = await plot(projectId, "3");
    const other = await lead("Karthik");
    await holdPlot(db(), "Meena", {
      id: held.id,
      version: held.version,
      holdFor: "",
      leadId: other,
      hours: 24,
    });
    expect(await book(meena, draft(await freshPlot(held.id), leadId))).toEqual({
      ok: false,
      message: m.heldForOther("3", "Karthik"),
    });
    expect(await book(meena, draft(await freshPlot(held.id), null))).toEqual({
      ok: false,
      message: m.heldForOther("3", "Karthik"),
    });

    const seen = await plot(projectId, "4");
    await updatePlot(db(), "Arun", seen.id, seen.version, plotValues({ number: "4", ratePerSqft: "1600" }));
    expect(await book(meena, draft(seen, leadId))).toEqual({
      ok: false,
      message: "Plot 4 was changed by someone else a moment ago. Check it and try again.",
    });

    expect(await book(meena, draft({ id: "not-an-id", version: 1 }, leadId))).toEqual({
      ok: false,
      message: m.plotGone,
    });
    const unknownId = "0b6f8f0e-8d3f-4c4e-9a55-3f1d2a7b9c10";
    expect(await book(meena, draft({ id: unknownId, version: 1 }, leadId))).toEqual({
      ok: false,
      message: m.plotGone,
    });
    expect(await book(meena, draft(await freshPlot(seen.id), unknownId))).toEqual({
      ok: false,
      message: m.lead,
    });

    expect(await db().selectFrom("bookings").select("id").execute()).toEqual([]);
    expect(await db().selectFrom("receipt_counters").selectAll().execute()).toEqual([]);
    expect((await freshPlot(seen.id)).status).toBe("available");
  });

  it("lets a sales executive book only for their own leads, and work only their own bookings", async () => {
    const projectId = await testProject(db(), "Green Meadows");
    const arun = await staff("Arun", false);
    const divya = await staff("Divya", false);
    const manager = await staff("Meena", true);
    const target = await plot(projectId, "1");
    const divyasLead = await lead("Priya Raman", divya.id);
    const nobodysLead = await lead("Karthik");
    expect(await book(arun, draft(target, divyasLead))).toEqual({ ok: false, message: m.ownLeadsOnly });
    expect(await book(arun, draft(target, nobodysLead))).toEqual({ ok: false, message: m.ownLeadsOnly });
    expect(await book(arun, draft(target, null))).toEqual({ ok: false, message: m.ownLeadsOnly });
    expect((await freshPlot(target.id)).status).toBe("available");

    const result = await book(manager, draft(target, divyasLead));
    if (!result.ok) throw new Error("Not booked");
    const payment = token({ amountPaise: rs(10_000) });
    expect(await recordPayment(db(), arun, result.id, payment)).toEqual({ ok: false, message: m.notActive });
    expect(await recordPayment(db(), divya, result.id, payment)).toMatchObject({ ok: true });
    expect(await recordPayment(db(), divya, "nonsense", payment)).toEqual({
      ok: false,
      message: m.notActive,
    });
  });

  it("refuses a discount of the whole price or more, and a token above the price", async () => {
    const projectId = await testProject(db(), "Green Meadows");
    const meena = await staff("Meena", true);
    const target = await plot(projectId, "1");
    const whole = rs(1_860_000);
    expect(await book(meena, draft(target, null, { discountPaise: whole, discountReason: "Free" }))).toEqual({
      ok: false,
      errors: { discount: m.discountTooLarge },
    });
    expect(
      await book(meena, draft(target, null, { discountPaise: whole + 1, discountReason: "Free" })),
    ).toEqual({
      ok: false,
      errors: { discount: m.discountTooLarge },
    });
    expect(await book(meena, draft(target, null, { token: token({ amountPaise: whole + 1 }) }))).toEqual({
      ok: false,
      errors: { tokenAmount: m.tokenTooLarge },
    });
    expect(
      await book(
        meena,
        draft(target, null, { premiumPaise: rs(1), token: token({ amountPaise: whole + rs(1) }) }),
      ),
    ).toMatchObject({ ok: true });
  });

  it("holds a discount above the owner's threshold for approval: no more money until a manager approves it", async () => {
    const { id, manager } = await bookedPlot({
      discountPaise: discountApprovalPaise + 1,
      discountReason: "Festival",
    });
    const booking = (await getBooking(db(), id))!;
    expect(booking).toMatchObject({
      approval: "pending",
      pricePaise: rs(1_860_000) - discountApprovalPaise - 1,
    });
    const payment = token({ amountPaise: rs(365_000), mode: "cheque", reference: "CHQ 118" });
    expect(await recordPayment(db(), manager, id, payment)).toEqual({
      ok: false,
      message: m.pendingApproval,
    });

    expect(await approveDiscount(db(), manager, id)).toEqual({ ok: true, message: "Discount approved." });
    expect(await getBooking(db(), id)).toMatchObject({ approval: "approved", approvedBy: "Meena" });
    expect(await approveDiscount(db(), manager, id)).toEqual({ ok: false, message: m.notActive });
    expect(await recordPayment(db(), manager, id, payment)).toMatchObject({
      ok: true,
      receipt: "2026-27/0002",
    });

    const atThreshold = await bookedPlot(
      { discountPaise: discountApprovalPaise, discountReason: "Festival" },
      "2",
    );
    expect(await getBooking(db(), atThreshold.id)).toMatchObject({ approval: "not-needed" });
    expect(await approveDiscount(db(), manager, atThreshold.id)).toEqual({ ok: false, message: m.notActive });
  });

  it("takes no more money than is left, registers only when paid in full, and then the plot is Sold", async () => {
    const { id, manager, plotId } = await bookedPlot();
    const left = rs(1_760_000);
    expect(await recordPayment(db(), manager, id, token({ amountPaise: left + 1 }))).toEqual({
      ok: false,
      errors: { amount: m.overpaid("₹ 17,60,000") },
    });
    const registration = { registeredOn: "2026-08-01", deedNumber: "4471/2026" };
    expect(await registerBooking(db(), manager, id, registration)).toEqual({
      ok: false,
      message: m.unpaid("₹ 17,60,000"),
    });
    expect(await recordPayment(db(), manager, id, token({ amountPaise: rs(365_000) }))).toMatchObject({
      ok: true,
    });
    expect(await recordPayment(db(), manager, id, token({ amountPaise: rs(1_395_000) - 50 }))).toMatchObject({
      ok: true,
    });
    expect(await registerBooking(db(), manager, id, registration)).toEqual({
      ok: false,
      message: m.unpaid("₹ 0.50"),
    });
    expect(await recordPayment(db(), manager, id, token({ amountPaise: 50 }))).toMatchObject({
      ok: true,
      receipt: "2026-27/0004",
    });
    expect((await getBooking(db(), id))!.paidPaise).toBe(rs(1_860_000));

    expect(await registerBooking(db(), manager, id, registration)).toEqual({
      ok: true,
      message: "Plot 1 registered and sold.",
    });
    expect(await getBooking(db(), id)).toMatchObject({
      status: "registered",
      registeredOn: "2026-08-01",
      deedNumber: "4471/2026",
    });
    expect((await freshPlot(plotId)).status).toBe("sold");
    expect((await plotHistory(db(), plotId))[0]?.summary).toBe(
      "Plot 1: Booked → Sold (registered) (sale deed 4471/2026)",
    );
    expect(await recordPayment(db(), manager, id, token({ amountPaise: 1 }))).toEqual({
      ok: false,
      message: m.notActive,
    });
    expect(await registerBooking(db(), manager, id, registration)).toEqual({
      ok: false,
      message: m.notActive,
    });
    expect(
      await cancelBooking(db(), manager, id, {
        reason: "x",
        refundPaise: 0,
        refundMode: "cash",
        refundReference: "",
      }),
    ).toEqual({ ok: false, message: m.notActive });
    const actions = await db()
      .selectFrom("audit_log")
      .select("action")
      .where("entity_id", "=", id)
      .orderBy("id")
      .execute();
    expect(actions.map((a) => a.action).sort()).toEqual([
      "booking-create",
      "booking-payment",
      "booking-payment",
      "booking-payment",
      "booking-register",
    ]);
  });

  it("keeps a schedule edited per booking only when it adds up to the price", async () => {
    const { id, manager } = await bookedPlot();
    const rows = [
      { label: "Token", dueOn: bookedOn, amountPaise: rs(100_000) },
      { label: "Balance", dueOn: "2026-07-01", amountPaise: rs(1_760_000) },
    ];
    expect(await saveSchedule(db(), manager, id, [rows[0]!])).toEqual({
      ok: false,
      errors: { schedule: m.scheduleTotal("₹ 18,60,000", "₹ 1,00,000") },
    });
    expect(await saveSchedule(db(), manager, id, rows)).toEqual({
      ok: true,
      message: "Payment schedule saved.",
    });
    expect((await getBooking(db(), id))!.schedule).toEqual(rows);
  });

  it("cancels with a refund no more than was paid: the plot is Available again, the booking and its receipts kept", async () => {
    const { id, manager, plotId, projectId } = await bookedPlot();
    await recordPayment(db(), manager, id, token({ amountPaise: rs(50_000) }));
    const cancellation = {
      reason: "Loan refused",
      refundPaise: rs(150_000) + 1,
      refundMode: "cheque",
      refundReference: "CHQ 9",
    } as const;
    expect(await cancelBooking(db(), manager, id, cancellation)).toEqual({
      ok: false,
      errors: { refund: m.refund },
    });
    expect(await cancelBooking(db(), manager, id, { ...cancellation, refundPaise: rs(150_000) })).toEqual({
      ok: true,
      message: "Booking cancelled; plot 1 is available again.",
    });
    expect(await getBooking(db(), id)).toMatchObject({
      status: "cancelled",
      cancelReason: "Loan refused",
      refundPaise: rs(150_000),
      refundMode: "cheque",
      refundReference: "CHQ 9",
      paidPaise: rs(150_000),
      receipts: [{ number: "2026-27/0001" }, { number: "2026-27/0002" }],
    });
    const freed = await freshPlot(plotId);
    expect(freed.status).toBe("available");
    expect(await bookingOfPlot(db(), plotId)).toBeNull();
    expect(await cancelBooking(db(), manager, id, { ...cancellation, refundPaise: 0 })).toEqual({
      ok: false,
      message: m.notActive,
    });

    // Booked again: a second booking of the plot, the first kept beside it.
    const again = await book(manager, draft(freed, null, { token: token({ mode: "cash", reference: "" }) }));
    expect(again).toMatchObject({ ok: true, receipt: "2026-27/0003" });
    expect(
      (await listBookings(db(), { workableBy: null, status: null })).map((b) => b.status).sort(),
    ).toEqual(["booked", "cancelled"]);
    expect((await freshPlot(plotId)).status).toBe("booked");
    expect(projectId).toBeTruthy();
  });

  it("keeps hand status changes, bulk changes and deletion off a plot with a booking", async () => {
    const { id, manager, plotId, projectId } = await bookedPlot();
    const booked = await freshPlot(plotId);
    expect(
      await changePlotStatus(db(), "Meena", { id: plotId, version: booked.version, status: "available" }),
    ).toEqual({
      ok: false,
      message: plotStatusMessages.booked("1"),
    });
    expect(
      await changePlotStatus(db(), "Meena", { id: plotId, version: booked.version, status: "sold" }),
    ).toMatchObject({
      ok: false,
    });
    expect(await bulkChangeStatus(db(), "Meena", projectId, [plotId], "available")).toEqual({
      ok: true,
      changed: 0,
    });
    expect(await deletePlot(db(), "Meena", plotId)).toEqual({
      ok: false,
      message: plotSaveMessages.hasBookings("1"),
    });
    const edited = await updatePlot(
      db(),
      "Meena",
      plotId,
      booked.version,
      plotValues({ number: "1", status: "available" }),
    );
    expect(edited).toMatchObject({ ok: false, errors: { status: plotStatusMessages.booked("1") } });
    expect((await freshPlot(plotId)).status).toBe("booked");
    // Its other fields stay the staff's to edit.
    expect(
      await updatePlot(
        db(),
        "Meena",
        plotId,
        booked.version,
        plotValues({ number: "1", status: "booked", facing: "N" }),
      ),
    ).toMatchObject({ ok: true });

    await cancelBooking(db(), manager, id, {
      reason: "x",
      refundPaise: 0,
      refundMode: "cash",
      refundReference: "",
    });
    // Cancelled: the plot is the staff's to change again, but its booking's history stays, so it is kept.
    expect(await deletePlot(db(), "Meena", plotId)).toEqual({
      ok: false,
      message: plotSaveMessages.hasBookings("1"),
    });
    const freed = await freshPlot(plotId);
    expect(
      await changePlotStatus(db(), "Meena", { id: plotId, version: freed.version, status: "not_for_sale" }),
    ).toEqual({
      ok: true,
    });
  });

  it("books a plot once when two people book it at the same moment", async () => {
    const projectId = await testProject(db(), "Green Meadows");
    const meena = await staff("Meena", true);
    const target = await plot(projectId, "1");
    const leads = await Promise.all(["Priya", "Karthik", "Divya", "Arun"].map((name) => lead(name)));
    const results = await Promise.all(leads.map((leadId) => book(meena, draft(target, leadId))));
    expect(results.filter((r) => r.ok)).toEqual([
      { ok: true, id: expect.any(String), receipt: "2026-27/0001" },
    ]);
    for (const refused of results.filter((r) => !r.ok)) {
      expect(refused).toEqual({
        ok: false,
        message: expect.stringMatching(
          /^Plot 1 was booked by someone else a moment ago|^That plot was booked by someone else|^Plot 1 is booked; only an available plot/,
        ),
      });
    }
    expect(await db().selectFrom("bookings").select("plot_id").execute()).toEqual([{ plot_id: target.id }]);
    expect(await receiptNumbers()).toEqual(["2026-27/0001"]);
    const counter = await db().selectFrom("receipt_counters").selectAll().execute();
    expect(counter.map((c) => [c.financial_year, Number(c.last_number)])).toEqual([["2026-27", 1]]);
    expect((await freshPlot(target.id)).status).toBe("booked");
  });

  it("numbers receipts recorded at once one after the other, with no gap and no number twice", async () => {
    const meena = await staff("Meena", true);
    const projectId = await testProject(db(), "Green Meadows");
    const ids: string[] = [];
    for (let n = 1; n <= 8; n++) {
      const target = await plot(projectId, String(n));
      const result = await book(meena, draft(target, null));
      if (!result.ok) throw new Error("Not booked");
      ids.push(result.id);
    }
    const results = await Promise.all(
      ids.map((id) => recordPayment(db(), meena, id, token({ amountPaise: rs(10_000) }))),
    );
    expect(results.every((r) => r.ok)).toBe(true);
    const numbers = await receiptNumbers();
    expect(numbers).toEqual(
      Array.from({ length: 16 }, (_, i) => `2026-27/${String(i + 1).padStart(4, "0")}`),
    );
    const fromResults = results.map((r) => ("receipt" in r ? r.receipt : "")).sort();
    expect(fromResults).toEqual(numbers.slice(8));
  });

  it("leaves no gap for a receipt whose transaction rolls back, also when others are recorded at once", async () => {
    const { id } = await bookedPlot();
    const attempt = (n: number) =>
      db()
        .transaction()
        .execute(async (trx) => {
          const number = await issueReceipt(
            trx,
            id,
            token({ amountPaise: rs(1000 + n), receivedOn: nextYearDay }),
            "Meena",
            new Date(),
          );
          if (n % 3 === 0) throw new Error(`rolled back ${number}`);
          return number;
        })
        .then(
          (number) => ({ kept: number }),
          (error: unknown) => ({ rolledBack: String(error) }),
        );
    const results = await Promise.all(Array.from({ length: 12 }, (_, n) => attempt(n)));
    const kept = results.flatMap((r) => ("kept" in r ? [r.kept] : []));
    expect(kept).toHaveLength(8);
    expect(results.filter((r) => "rolledBack" in r)).toHaveLength(4);
    const stored = (await receiptNumbers()).filter((n) => n.startsWith("2027-28/"));
    expect(stored).toEqual(Array.from({ length: 8 }, (_, i) => `2027-28/${String(i + 1).padStart(4, "0")}`));
    expect([...kept].sort()).toEqual(stored);
    // The next one follows on.
    const next = await db()
      .transaction()
      .execute((trx) => issueReceipt(trx, id, token({ receivedOn: nextYearDay }), "Meena", new Date()));
    expect(next).toBe("2027-28/0009");
  });

  it.runIf(engine.name === "postgres")(
    "books a plot once and numbers receipts without a gap across two instances of the site",
    async () => {
      const other = await secondInstance(db());
      try {
        const meena = await staff("Meena", true);
        const projectId = await testProject(db(), "Green Meadows");
        const targets = await Promise.all(["1", "2", "3", "4"].map((n) => plot(projectId, n)));
        // Each plot booked at once from both instances, twice from each.
        const results = await Promise.all(
          targets.flatMap((target) =>
            [db(), other, db(), other].map((instance, n) =>
              createBooking(
                instance,
                meena,
                draft(target, null, {
                  buyers: [{ name: `Buyer ${n}`, phone: "+919876543210", address: "Chennai", pan: "" }],
                }),
                {
                  discountApprovalPaise,
                },
              ),
            ),
          ),
        );
        expect(results.filter((r) => r.ok)).toHaveLength(4);
        const plots = (await db().selectFrom("bookings").select("plot_id").execute())
          .map((b) => b.plot_id)
          .sort();
        expect(plots).toEqual(targets.map((t) => t.id).sort());
        const bookings = (await db().selectFrom("bookings").select("id").execute()).map((b) => b.id);
        const payments = await Promise.all(
          bookings.flatMap((id) =>
            [db(), other].map((instance) =>
              recordPayment(instance, meena, id, token({ amountPaise: rs(5_000) })),
            ),
          ),
        );
        expect(payments.every((p) => p.ok)).toBe(true);
        expect(await receiptNumbers()).toEqual(
          Array.from({ length: 12 }, (_, i) => `2026-27/${String(i + 1).padStart(4, "0")}`),
        );
      } finally {
        await other.destroy();
      }
    },
  );
});
