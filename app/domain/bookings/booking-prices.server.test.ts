import { afterEach, describe, expect, it } from "vitest";

import { emptyPlotValues } from "#app/domain/plots/plot-form.ts";
import { addPlot } from "#app/domain/plots/plot-save.server.ts";
import { findPlotByNumber } from "#app/domain/plots/plots.server.ts";
import { recordLead } from "#app/domain/leads/leads.server.ts";
import {
  clearBookingTables,
  leadInput,
  testProject,
  testStaffMember,
} from "#tests/support/lead-test-data.ts";
import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";
import type { BookingDraft } from "./booking-forms.ts";
import { bookingMessages as m } from "./booking-model.ts";
import {
  approveDiscount,
  createBooking,
  getBooking,
  mayWorkBooking,
  registerBooking,
  type Booker,
} from "./index.server.ts";

/**
 * Issue "Site visits and bookings": what the price of a booking weighs. A rate typed below the
 * plot's is a discount like any other; a plot's area may have a fraction; the sample content's
 * receipts count apart; a lead given to another executive takes its booking with it.
 */
describe.each(testEngines)("booking prices on $name", (engine) => {
  const db = useTestDatabase(engine);
  afterEach(() => clearBookingTables(db()));

  /** A plot of `area` sq.ft at ₹ `rate` in a project of its own. */
  async function plot(number: string, area: string, rate: string) {
    const projectId = await testProject(db(), `Prices ${number}`);
    await addPlot(db(), "Meena", projectId, {
      ...emptyPlotValues,
      number,
      areaSqft: area,
      ratePerSqft: rate,
    });
    return (await findPlotByNumber(db(), projectId, number))!;
  }
  const draft = (
    target: { id: string; version: number },
    leadId: string | null,
    over: Partial<BookingDraft>,
  ): BookingDraft => ({
    plotId: target.id,
    plotVersion: target.version,
    leadId,
    buyers: [{ name: "Priya", phone: "+919443100002", address: "Madurai", pan: "" }],
    ratePaise: 0,
    premiumPaise: 0,
    discountPaise: 0,
    discountReason: "",
    token: { amountPaise: 10_000_00, mode: "cash", reference: "", receivedOn: "2026-11-02" },
    ...over,
  });
  const threshold = { discountApprovalPaise: 50_000_00 };

  it("weighs a lower rate as a discount: above the threshold it waits for approval, and registration too", async () => {
    const arun: Booker = { id: await testStaffMember(db(), "Arun"), name: "Arun", allLeads: false };
    const meena = { id: await testStaffMember(db(), "Meena"), name: "Meena", allLeads: true };
    // 1,200 sq.ft at ₹ 2,500: ₹ 30,00,000 listed; booked at ₹ 1,000 a sq.ft, ₹ 12,00,000.
    const target = await plot("21", "1200", "2500");
    const leadId = await recordLead(db(), leadInput({ phone: "+919443100003", assignedTo: arun.id }));
    const whole = {
      amountPaise: 12_00_000_00,
      mode: "cash" as const,
      reference: "",
      receivedOn: "2026-11-02",
    };
    const result = await createBooking(
      db(),
      arun,
      draft(target, leadId, { ratePaise: 1000_00, token: whole }),
      threshold,
    );
    if (!result.ok) throw new Error(JSON.stringify(result));
    const booking = (await getBooking(db(), result.id))!;
    expect(booking).toMatchObject({
      approval: "pending",
      listPricePaise: 30_00_000_00,
      pricePaise: 12_00_000_00,
    });

    // Paid in full by the token, yet not registered while the reduction waits.
    const deed = { registeredOn: "2026-11-20", deedNumber: "88/2026" };
    expect(await registerBooking(db(), meena, result.id, deed)).toEqual({
      ok: false,
      message: m.approveFirst,
    });
    expect(await approveDiscount(db(), meena, result.id)).toMatchObject({ ok: true });
    expect(await registerBooking(db(), meena, result.id, deed)).toMatchObject({ ok: true });

    // The plot's own rate needs no approval.
    const other = await plot("22", "1200", "2500");
    const listed = await createBooking(db(), meena, draft(other, null, { ratePaise: 2500_00 }), threshold);
    if (!listed.ok) throw new Error(JSON.stringify(listed));
    expect((await getBooking(db(), listed.id))!.approval).toBe("not-needed");
  });

  it("books a plot whose area has a fraction at a price to the paisa", async () => {
    const meena = { id: await testStaffMember(db(), "Meena"), name: "Meena", allLeads: true };
    // 1,336.5 sq.ft × ₹ 2,401.37 = ₹ 32,09,431.005, rounded to ₹ 32,09,431.01.
    const target = await plot("5", "1336.5", "2401");
    const result = await createBooking(db(), meena, draft(target, null, { ratePaise: 2401_37 }), {
      discountApprovalPaise: 10_00_000_00,
    });
    if (!result.ok) throw new Error(JSON.stringify(result));
    expect(await getBooking(db(), result.id)).toMatchObject({ areaSqft: 1336.5, pricePaise: 3_20_943_101 });
  });

  it("numbers the sample content's receipts in a series of their own", async () => {
    const meena = { id: await testStaffMember(db(), "Meena"), name: "Meena", allLeads: true };
    const sample = await plot("1", "1000", "2000");
    const real = await plot("2", "1000", "2000");
    const made = await createBooking(db(), meena, draft(sample, null, { ratePaise: 2000_00 }), {
      ...threshold,
      sample: true,
    });
    const ours = await createBooking(db(), meena, draft(real, null, { ratePaise: 2000_00 }), threshold);
    expect(made).toMatchObject({ ok: true, receipt: "SAMPLE-2026-27/0001" });
    expect(ours).toMatchObject({ ok: true, receipt: "2026-27/0001" });
  });
});

describe("who works a booking", () => {
  const lead = (assignedTo: string | null) => ({ id: "lead", name: "Priya", assignedTo });
  it("follows its lead: the executive it is assigned to, not the one who booked it before a reassignment", () => {
    const arun = { id: "arun", allLeads: false };
    expect(mayWorkBooking(arun, { lead: lead("arun"), bookedById: "arun" })).toBe(true);
    expect(mayWorkBooking(arun, { lead: lead("bala"), bookedById: "arun" })).toBe(false);
    expect(mayWorkBooking(arun, { lead: null, bookedById: "arun" })).toBe(true);
    expect(mayWorkBooking(arun, { lead: null, bookedById: "bala" })).toBe(false);
    expect(mayWorkBooking({ id: "meena", allLeads: true }, { lead: lead("bala"), bookedById: "bala" })).toBe(
      true,
    );
  });
});
