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
import { bookingPageAction, createBooking, listBookings, loadBookingPage } from "./index.server.ts";

/**
 * Issue "Site visits and bookings": who works a booking's page. A sales executive opens, pays and
 * sees in the list the bookings of their own leads only; approving, registering and cancelling are
 * a manager's, refused on the server whatever the form posts.
 */
describe.each(testEngines)("the booking page's access on $name", (engine) => {
  const db = useTestDatabase(engine);
  afterEach(() => clearBookingTables(db()));

  it("opens a booking to its lead's executive and the managers, and keeps the manager's changes theirs", async () => {
    const projectId = await testProject(db(), "Access Project");
    const arun = { id: await testStaffMember(db(), "Arun"), name: "Arun", allLeads: false, manages: false };
    const bala = { id: await testStaffMember(db(), "Bala"), name: "Bala", allLeads: false, manages: false };
    const meena = { id: await testStaffMember(db(), "Meena"), name: "Meena", allLeads: true, manages: true };
    await addPlot(db(), "Meena", projectId, {
      ...emptyPlotValues,
      number: "4",
      areaSqft: "1000",
      ratePerSqft: "2000",
    });
    const plot = (await findPlotByNumber(db(), projectId, "4"))!;
    const leadId = await recordLead(
      db(),
      leadInput({ name: "Priya", phone: "+919443100001", assignedTo: arun.id }),
    );
    const booked = await createBooking(
      db(),
      arun,
      {
        plotId: plot.id,
        plotVersion: plot.version,
        leadId,
        buyers: [{ name: "Priya", phone: "+919443100001", address: "Madurai", pan: "" }],
        ratePaise: 2000_00,
        premiumPaise: 0,
        discountPaise: 0,
        discountReason: "",
        token: { amountPaise: 50_000_00, mode: "cash", reference: "", receivedOn: "2026-11-02" },
      },
      { discountApprovalPaise: 0 },
    );
    if (!booked.ok) throw new Error(JSON.stringify(booked));

    expect(await loadBookingPage(db(), arun, booked.id)).toMatchObject({ manages: false });
    expect(await loadBookingPage(db(), bala, booked.id)).toEqual({ forbidden: true });
    expect(await loadBookingPage(db(), meena, booked.id)).toMatchObject({ manages: true });
    expect(await loadBookingPage(db(), meena, "00000000-0000-4000-8000-000000000000")).toEqual({
      notFound: true,
    });
    expect((await listBookings(db(), { workableBy: arun.id, status: null })).map((b) => b.id)).toEqual([
      booked.id,
    ]);
    expect(await listBookings(db(), { workableBy: bala.id, status: null })).toEqual([]);

    const form = (fields: Record<string, string>) => {
      const data = new FormData();
      for (const [key, value] of Object.entries(fields)) data.set(key, value);
      return data;
    };
    const registration = form({ intent: "register", registeredOn: "2026-11-20", deedNumber: "77/2026" });
    expect(await bookingPageAction(db(), arun, booked.id, registration)).toEqual({ forbidden: true });
    const cancellation = form({ intent: "cancel", cancelReason: "Changed mind", refund: "0" });
    expect(await bookingPageAction(db(), arun, booked.id, cancellation)).toEqual({ forbidden: true });
    expect(await bookingPageAction(db(), arun, booked.id, form({ intent: "unknown" }))).toEqual({
      forbidden: true,
    });

    const payment = form({
      intent: "payment",
      amount: "10000",
      mode: "cash",
      reference: "",
      receivedOn: "2026-11-10",
    });
    expect(await bookingPageAction(db(), arun, booked.id, payment)).toEqual({
      toast: { type: "success", message: expect.stringMatching(/^Receipt 2026-27\/\d{4} recorded\.$/) },
    });
    expect(await bookingPageAction(db(), bala, booked.id, payment)).toEqual({
      toast: { type: "error", message: "This booking is no longer open to that change." },
    });
    expect(await bookingPageAction(db(), meena, booked.id, cancellation)).toEqual({
      toast: { type: "success", message: "Booking cancelled; plot 4 is available again." },
    });
  });
});
