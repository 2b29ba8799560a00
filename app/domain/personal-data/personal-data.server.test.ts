import { describe, expect, it } from "vitest";

import { addDays, indiaToday } from "#app/lib/india-time.ts";
import { leadInput, testProject } from "#tests/support/lead-test-data.ts";
import { insertPlots } from "#tests/support/plot-test-data.ts";
import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";
import { listRecentActivity, recordAudit } from "#app/domain/audit/audit.server.ts";
import { plainSummary } from "#app/domain/dashboard/activity-words.ts";
import { createBooking } from "#app/domain/bookings/index.server.ts";
import { addLeadNote, deleteLead, purgeClosedLeads } from "#app/domain/leads/lead-actions.server.ts";
import { recordLeadExport, recordLeadView } from "#app/domain/leads/lead-access.server.ts";
import { recordLead, storeLead } from "#app/domain/leads/leads.server.ts";
import { personKeyOf } from "#app/domain/leads/person-leads.server.ts";
import { holdPlot } from "#app/domain/plots/plot-holds.server.ts";
import { recordVisitOutcome, saveVisitPlan } from "#app/domain/visits/index.server.ts";
import {
  erasePersonData,
  findExportedLeads,
  findPersonData,
  listDataAccess,
  personDataFile,
  personalDataReads,
} from "./personal-data.server.ts";

const owner = { name: "Meena Raman" };

/** A day two weeks ahead, and its weekday: the slot the site visits are booked into. */
const visitDay = addDays(indiaToday(), 14);
const visitWeekday = new Date(`${visitDay}T00:00:00Z`).getUTCDay();

describe("reading a phone number or an e-mail typed to find a person", () => {
  it("takes a phone however it is typed, and an e-mail in any case", () => {
    for (const typed of ["98765 43210", "+91-98765-43210", "098765 43210", " +919876543210 "]) {
      expect(personKeyOf(typed), typed).toEqual({ phone: "+919876543210" });
    }
    expect(personKeyOf("Priya@Example.IN")).toEqual({ email: "priya@example.in" });
    expect(personKeyOf("not a number")).toBeNull();
    expect(personKeyOf("a@b")).toEqual({ email: "a@b" });
    expect(personKeyOf("@example.in")).toBeNull();
  });
});

describe.each(testEngines)("a person's data on $name", (engine) => {
  const db = useTestDatabase(engine);
  /** The summary of the newest audit entry of `action`. */
  const lastSummary = async (action: string) =>
    (
      await db()
        .selectFrom("audit_log")
        .select("summary")
        .where("action", "=", action)
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow()
    ).summary;

  /** Priya's two leads (one named by e-mail only in capitals), a note, a plot held for her; and Arun's lead. */
  async function people() {
    const projectId = await testProject(db(), `Green Meadows ${Math.random()}`);
    const phone = `+9198765${String(Math.floor(Math.random() * 1e5)).padStart(5, "0")}`;
    const email = `priya-${Math.random().toString(36).slice(2, 8)}@example.in`;
    const first = await recordLead(db(), leadInput({ phone, email, projectId, name: "Priya Raman" }));
    const second = await recordLead(db(), leadInput({ phone, email: email.toUpperCase(), name: "Priya R" }));
    const other = await recordLead(
      db(),
      leadInput({ phone: "+919000000001", email: "arun@example.in", name: "Arun" }),
    );
    await addLeadNote(db(), first, "Prefers an east facing plot near the gate.", owner);
    const [plotId] = await insertPlots(db(), projectId, [{ number: "12" }]);
    expect(
      await holdPlot(db(), "Meena Raman", { id: plotId!, version: 1, holdFor: "", leadId: first, hours: 24 }),
    ).toEqual({ ok: true });
    return { projectId, phone, email, first, second, other, plotId: plotId! };
  }

  it("finds the leads, notes and holds under a phone number or an e-mail", async () => {
    const { phone, email, first, second } = await people();
    const byPhone = await findPersonData(db(), { phone });
    expect(byPhone.leads.map((lead) => lead.id).sort()).toEqual([first, second].sort());
    expect(byPhone.notes).toBe(1);
    expect(byPhone.holds).toMatchObject([{ plot: "12", holdFor: "Priya Raman" }]);
    const byEmail = await findPersonData(db(), personKeyOf(email.toUpperCase())!);
    expect(byEmail.leads).toHaveLength(2);
    expect(await findPersonData(db(), { phone: "+919111111111" })).toMatchObject({ leads: [], holds: [] });
  });

  it("downloads everything held as one file, and logs the download without whose it was", async () => {
    const { phone, first } = await people();
    const { json, filename } = await personDataFile(db(), { phone }, owner, new Date("2026-12-02T06:00:00Z"));
    expect(filename).toBe("personal-data-2026-12-02.json");
    const file = JSON.parse(json);
    expect(file.heldUnder).toBe(phone);
    expect(file.leads).toHaveLength(2);
    expect(file.leads.find((lead: { id: string }) => lead.id === first)).toMatchObject({
      name: "Priya Raman",
      phone,
      details: { location: "Coimbatore", budget: "25-50L" },
    });
    expect(file.notes[0].body).toBe("Prefers an east facing plot near the gate.");
    expect(file.plotHolds[0].number).toBe("12");
    expect(file.history.some((entry: { what: string }) => entry.what.includes("note"))).toBe(true);
    const { rows } = await listDataAccess(db(), { page: 1, pageSize: 5 });
    expect(rows[0]).toMatchObject({ who: "Meena Raman", what: "Downloaded a person's data", leadId: null });
    expect(await lastSummary("person-exported")).toBe(
      "Downloaded the data held for one person: 2 leads, 1 note and 1 plot hold",
    );
  });

  it("erases everything under the phone number in one go, and leaves no name in the log", async () => {
    const { phone, first, second, other, plotId } = await people();
    await recordLeadView(db(), owner, first);
    const erased = await erasePersonData(db(), { phone }, owner);
    expect(erased).toEqual({ leads: 2, notes: 1, visits: 0, holds: 1, bookingsKept: 0 });
    expect(await db().selectFrom("leads").select("id").where("id", "in", [first, second]).execute()).toEqual(
      [],
    );
    expect(await db().selectFrom("lead_notes").select("id").where("lead_id", "=", first).execute()).toEqual(
      [],
    );
    expect(await db().selectFrom("leads").select("id").where("id", "=", other).execute()).toHaveLength(1);
    expect(await db().selectFrom("people").select("id").where("phone", "=", phone).execute()).toEqual([]);
    const plot = await db()
      .selectFrom("plots")
      .selectAll()
      .where("id", "=", plotId)
      .executeTakeFirstOrThrow();
    expect(plot).toMatchObject({ status: "available", hold_for: null, hold_lead_id: null });
    // Earlier tests' people share this database: only this person's entries are read.
    const log = await db().selectFrom("audit_log").select(["action", "summary", "entity_id"]).execute();
    const hers = log.filter((entry) => [first, second, plotId].includes(entry.entity_id ?? ""));
    expect(hers.map((entry) => entry.summary)).toContain(
      "Plot 12: On hold → Available (the buyer's data was erased at their request)",
    );
    const held = hers.map((entry) => entry.summary).filter((summary) => summary.includes("→ On hold"));
    expect(held).toEqual([
      expect.stringMatching(/^Plot 12: Available → On hold \(for an erased buyer, until .+\)$/),
    ]);
    expect(JSON.stringify(hers)).not.toContain("Priya");
    expect(JSON.stringify(log)).not.toContain(phone);
    expect(log).toContainEqual({
      action: "person-erased",
      summary: "Erased a person's data at their request: 2 leads, 1 note and 1 plot hold",
      entity_id: null,
    });
    // Nothing is left to find; the erased lead's views stay in the log without a link.
    expect(await erasePersonData(db(), { phone }, owner)).toEqual({
      leads: 0,
      notes: 0,
      visits: 0,
      holds: 0,
      bookingsKept: 0,
    });
    const { rows } = await listDataAccess(db(), { page: 1, pageSize: 50 });
    expect(rows.find((row) => row.what === "Opened a lead")).toMatchObject({
      leadId: first,
      leadExists: false,
    });
  });

  /**
   * Priya's people, and two bookings she is on: plot 14 booked for her first lead, with a co-buyer,
   * and plot 15 booked with no lead, found only by her phone as its buyer's.
   */
  async function booked() {
    const found = await people();
    const [plot14, plot15] = await insertPlots(db(), found.projectId, [{ number: "14" }, { number: "15" }]);
    const coBuyerPhone = `+9198000${String(Math.floor(Math.random() * 1e5)).padStart(5, "0")}`;
    const book = async (plotId: string, leadId: string | null, buyers: { name: string; phone: string }[]) => {
      const result = await createBooking(
        db(),
        { id: null, name: "Meena Raman", allLeads: true },
        {
          plotId,
          plotVersion: 1,
          leadId,
          buyers: buyers.map((buyer) => ({ ...buyer, address: "12 Anna Nagar, Chennai", pan: "ABCDE1234F" })),
          ratePaise: 155_000,
          premiumPaise: 0,
          discountPaise: 0,
          discountReason: "",
          token: { amountPaise: 10_000_000, mode: "upi", reference: "UPI-4471", receivedOn: "2026-05-10" },
        },
        { discountApprovalPaise: 5_000_000 },
      );
      if (!result.ok) throw new Error(`Not booked: ${JSON.stringify(result)}`);
      return result;
    };
    const withLead = await book(plot14!, found.first, [
      { name: "Priya Raman", phone: found.phone },
      { name: "Ravi Raman", phone: coBuyerPhone },
    ]);
    const walkIn = await book(plot15!, null, [{ name: "Priya Raman", phone: found.phone }]);
    return { ...found, withLead, walkIn, coBuyerPhone };
  }

  it("finds the bookings she is a buyer on, or made for her leads, with their receipts", async () => {
    const { phone, email, projectId, withLead, walkIn, coBuyerPhone } = await booked();
    const project = await db()
      .selectFrom("projects")
      .select("name")
      .where("id", "=", projectId)
      .executeTakeFirstOrThrow();
    const byPhone = await findPersonData(db(), { phone });
    expect(byPhone.bookings.map((booking) => booking.id).sort()).toEqual([withLead.id, walkIn.id].sort());
    expect(byPhone.bookings.find((booking) => booking.id === withLead.id)).toEqual({
      id: withLead.id,
      project: project.name,
      plot: "14",
      status: "booked",
      pricePaise: 1200 * 155_000,
      bookedOn: "2026-05-10",
      receipts: [{ number: withLead.receipt, receivedOn: "2026-05-10", amountPaise: 10_000_000 }],
    });
    // By e-mail, through her leads: the one made for her lead, and the one of her leads' phone.
    expect((await findPersonData(db(), { email })).bookings).toHaveLength(2);
    // The co-buyer's own phone finds the booking they are on, not Priya's leads.
    const coBuyer = await findPersonData(db(), { phone: coBuyerPhone });
    expect(coBuyer).toMatchObject({ leads: [], bookings: [{ id: withLead.id }] });
    expect((await findPersonData(db(), { phone: "+919111111111" })).bookings).toEqual([]);
  });

  it("downloads the bookings with buyers, schedule and receipts, a co-buyer by name only", async () => {
    const { phone, withLead, walkIn } = await booked();
    const file = JSON.parse((await personDataFile(db(), { phone }, owner)).json);
    expect(file.bookings.map((booking: { id: string }) => booking.id).sort()).toEqual(
      [withLead.id, walkIn.id].sort(),
    );
    const booking = file.bookings.find((row: { id: string }) => row.id === withLead.id);
    expect(booking).toMatchObject({
      plot: "14",
      status: "booked",
      pricePaise: 1200 * 155_000,
      bookedOn: "2026-05-10",
      buyers: [
        { name: "Priya Raman", phone, address: "12 Anna Nagar, Chennai", pan: "ABCDE1234F" },
        { name: "Ravi Raman", coBuyer: true },
      ],
      receipts: [
        { number: withLead.receipt, receivedOn: "2026-05-10", amountPaise: 10_000_000, mode: "upi" },
      ],
    });
    expect(booking.schedule.length).toBeGreaterThan(0);
    expect(JSON.stringify(booking.buyers[1])).not.toContain("+91");
    expect(file.history.some((entry: { what: string }) => entry.what.startsWith("Booked plot 14"))).toBe(
      true,
    );
    expect(await lastSummary("person-exported")).toBe(
      "Downloaded the data held for one person: 2 leads, 2 notes, 1 plot hold and 2 bookings",
    );
  });

  it("erases all but the bookings, which the law requires kept, and says so without her name", async () => {
    const { phone, first, second, withLead, walkIn } = await booked();
    const erased = await erasePersonData(db(), { phone }, owner);
    // The second note is the booking's, on her first lead.
    expect(erased).toEqual({ leads: 2, notes: 2, visits: 0, holds: 1, bookingsKept: 2 });
    expect(await db().selectFrom("leads").select("id").where("id", "in", [first, second]).execute()).toEqual(
      [],
    );
    const bookings = await db()
      .selectFrom("bookings")
      .select(["id", "lead_id", "status"])
      .where("id", "in", [withLead.id, walkIn.id])
      .orderBy("id")
      .execute();
    expect(bookings).toEqual(
      [withLead.id, walkIn.id].sort().map((id) => ({ id, lead_id: null, status: "booked" })),
    );
    const buyers = await db()
      .selectFrom("booking_buyers")
      .select(["booking_id", "name", "phone"])
      .where("booking_id", "=", withLead.id)
      .orderBy("position")
      .execute();
    expect(buyers.map((buyer) => buyer.phone)[0]).toBe(phone);
    expect(buyers).toHaveLength(2);
    const receipts = await db()
      .selectFrom("booking_receipts")
      .select("number")
      .where("booking_id", "in", [withLead.id, walkIn.id])
      .execute();
    expect(receipts.map((receipt) => receipt.number).sort()).toEqual(
      [withLead.receipt, walkIn.receipt].sort(),
    );
    const entry = await db()
      .selectFrom("audit_log")
      .select(["summary", "entity_id"])
      .where("action", "=", "person-erased")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(entry).toEqual({
      summary:
        "Erased a person's data at their request: 2 leads, 2 notes and 1 plot hold; kept 2 bookings the law requires",
      entity_id: null,
    });
    // What is left under her phone is the kept bookings, and erasing again keeps them still.
    expect(await findPersonData(db(), { phone })).toMatchObject({ leads: [], holds: [], notes: 0 });
    expect((await findPersonData(db(), { phone })).bookings).toHaveLength(2);
    expect(await erasePersonData(db(), { phone }, owner)).toEqual({
      leads: 0,
      notes: 0,
      visits: 0,
      holds: 0,
      bookingsKept: 2,
    });
  });

  /**
   * Priya's people, and a site visit her third lead booked into the project's slot two weeks ahead
   * (three visitors, picked up at Tambaram); and another buyer's visit in the same slot.
   */
  async function visiting() {
    const found = await people();
    const arunPhone = `+9197000${String(Math.floor(Math.random() * 1e5)).padStart(5, "0")}`;
    const project = { id: found.projectId, name: "Green Meadows" };
    await saveVisitPlan(db(), owner, project, {
      slots: [{ weekday: visitWeekday, time: "10:00", capacity: 20 }],
      pickupPoints: ["Tambaram", "Guindy"],
    });
    const booking = (visitors: number, pickupPoint: string) => ({
      date: visitDay,
      time: "10:00",
      visitors,
      pickupPoint,
    });
    const lead = await storeLead(
      db(),
      leadInput({
        kind: "site-visit",
        phone: found.phone,
        email: found.email,
        projectId: found.projectId,
        visit: booking(3, "Tambaram"),
      }),
    );
    const arun = await storeLead(
      db(),
      leadInput({
        kind: "site-visit",
        name: "Arun",
        phone: arunPhone,
        email: null,
        projectId: found.projectId,
        visit: booking(1, "Guindy"),
      }),
    );
    const visitOf = async (leadId: string) =>
      (
        await db()
          .selectFrom("site_visits")
          .select("id")
          .where("lead_id", "=", leadId)
          .executeTakeFirstOrThrow()
      ).id;
    return {
      ...found,
      arunPhone,
      visitLead: lead.id,
      visitId: await visitOf(lead.id),
      arunVisit: await visitOf(arun.id),
    };
  }

  it("finds the site visits her leads booked, and downloads each with every column", async () => {
    const { phone, email, projectId, arunPhone, visitLead, visitId, arunVisit } = await visiting();
    const project = await db()
      .selectFrom("projects")
      .select("name")
      .where("id", "=", projectId)
      .executeTakeFirstOrThrow();
    const found = await findPersonData(db(), { phone });
    expect(found.leads.map((lead) => lead.id)).toContain(visitLead);
    expect(found.visits).toEqual([
      {
        id: visitId,
        leadId: visitLead,
        project: project.name,
        date: visitDay,
        time: "10:00",
        visitors: 3,
        pickupPoint: "Tambaram",
        status: "booked",
        outcome: null,
      },
    ]);
    expect((await findPersonData(db(), { email })).visits.map((visit) => visit.id)).toEqual([visitId]);
    expect((await findPersonData(db(), { phone: arunPhone })).visits.map((visit) => visit.id)).toEqual([
      arunVisit,
    ]);

    const came = new Date("2026-12-02T06:00:00Z");
    await db()
      .transaction()
      .execute((trx) =>
        recordVisitOutcome(
          trx,
          visitId,
          { outcome: "came", plotsLiked: "12, 14", note: "Liked the corner plots." },
          came,
        ),
      );
    expect((await findPersonData(db(), { phone })).visits[0]).toMatchObject({ outcome: "came" });
    const file = JSON.parse((await personDataFile(db(), { phone }, owner)).json);
    expect(file.siteVisits).toEqual([
      {
        id: visitId,
        leadId: visitLead,
        projectId,
        project: project.name,
        visitDate: visitDay,
        startTime: "10:00",
        visitors: 3,
        pickupPoint: "Tambaram",
        status: "booked",
        outcome: "came",
        outcomeNote: "Liked the corner plots.",
        plotsLiked: "12, 14",
        confirmedAt: null,
        remindedAt: null,
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        updatedAt: came.toISOString(),
      },
    ]);
    expect(await lastSummary("person-exported")).toBe(
      "Downloaded the data held for one person: 3 leads, 1 note, 1 site visit and 1 plot hold",
    );
  });

  it("erases her site visits with her leads, counts them, and leaves the other buyer's", async () => {
    const { phone, visitLead, visitId, arunVisit } = await visiting();
    const erased = await erasePersonData(db(), { phone }, owner);
    expect(erased).toEqual({ leads: 3, notes: 1, visits: 1, holds: 1, bookingsKept: 0 });
    expect(await db().selectFrom("leads").select("id").where("id", "=", visitLead).execute()).toEqual([]);
    expect(await db().selectFrom("site_visits").select("id").where("id", "=", visitId).execute()).toEqual([]);
    expect(
      await db().selectFrom("site_visits").select("id").where("id", "=", arunVisit).execute(),
    ).toHaveLength(1);
    const entry = await db()
      .selectFrom("audit_log")
      .select(["summary", "entity_id"])
      .where("action", "=", "person-erased")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(entry).toEqual({
      summary: "Erased a person's data at their request: 3 leads, 1 note, 1 site visit and 1 plot hold",
      entity_id: null,
    });
    const log = JSON.stringify(await db().selectFrom("audit_log").select(["summary", "entity_id"]).execute());
    expect(log).not.toContain(phone);
    expect(log).not.toContain(visitId);
    expect(await findPersonData(db(), { phone })).toMatchObject({ leads: [], visits: [] });
  });

  it("logs lead views once a visit and exports by lead id, apart from Recent Activity", async () => {
    const { first, second, other } = await people();
    const at = new Date();
    await recordLeadView(db(), owner, first, at);
    await recordLeadView(db(), owner, first, new Date(at.getTime() + 60_000));
    await recordLeadView(db(), { name: "Arun" }, first, at);
    await recordLeadExport(db(), owner, [first, second, other]);
    const views = await db()
      .selectFrom("audit_log")
      .select("actor")
      .where("action", "=", "lead-viewed")
      .where("entity_id", "=", first)
      .execute();
    expect(views.map((view) => view.actor).sort()).toEqual(["Arun", "Meena Raman"]);
    const { rows } = await listDataAccess(db(), { page: 1, pageSize: 3 });
    expect(rows[0]).toMatchObject({
      who: "Meena Raman",
      what: "Exported 3 leads to CSV",
      leadId: null,
      exportedIds: 3,
    });
    expect(rows[1]).toMatchObject({ what: "Opened a lead", leadId: first, leadExists: true, exportedIds: 0 });
    expect(await findExportedLeads(db(), rows[0]!.id)).toEqual({
      entryId: rows[0]!.id,
      when: rows[0]!.when,
      who: "Meena Raman",
      what: "Exported 3 leads to CSV",
      leadIds: [first, second, other],
    });
    // The export names its leads by id only: no name, phone or e-mail in the log.
    const summary = await lastSummary("lead-export");
    expect(summary).toBe(`Exported 3 leads to CSV\n${first} ${second} ${other}`);
    expect(summary).not.toMatch(/Priya|Arun|\+91|@/);
    expect(await findExportedLeads(db(), rows[1]!.id)).toBeNull();
    const recent = await listRecentActivity(db(), { limit: 20, reads: personalDataReads });
    expect(recent.map((entry) => entry.action)).not.toContain("lead-viewed");
    expect(recent.map((entry) => entry.action)).not.toContain("lead-export");
    expect(recent.map((entry) => entry.action)).toContain("lead-note");
  });

  it("reads an export logged before exports named their leads as a count alone", async () => {
    await recordAudit(db(), {
      actor: "Meena Raman",
      action: "lead-export",
      entity: "lead",
      summary: "Exported 42 leads to CSV",
    });
    const { rows } = await listDataAccess(db(), { page: 1, pageSize: 1 });
    expect(rows[0]).toMatchObject({ what: "Exported 42 leads to CSV", exportedIds: 0 });
    expect(await findExportedLeads(db(), rows[0]!.id)).toMatchObject({ leadIds: [] });
  });

  it("lists a deleted lead by its id, who deleted it and when, without the buyer's name", async () => {
    const { first } = await people();
    await recordLeadView(db(), owner, first);
    expect(await deleteLead(db(), first, { name: "Arun" })).toBe(true);
    const { rows } = await listDataAccess(db(), { page: 1, pageSize: 2 });
    expect(rows[0]).toEqual({
      id: expect.any(Number),
      when: expect.stringMatching(/\d{4}, \d{1,2}:\d{2}/),
      who: "Arun",
      what: "Deleted a lead",
      leadId: first,
      leadExists: false,
      exportedIds: 0,
    });
    expect(rows[1]).toMatchObject({ who: "Meena Raman", what: "Opened a lead", leadId: first });
    expect(JSON.stringify(rows)).not.toContain("Priya");
  });

  it("lists the retention period's deletions with the ids of the leads deleted, and Recent Activity says how many", async () => {
    const { first, second } = await people();
    await db()
      .updateTable("leads")
      .set({ status: "Won", status_changed_at: "2020-01-01T00:00:00.000Z" })
      .execute();
    expect(await purgeClosedLeads(db(), 6)).toBeGreaterThanOrEqual(2);
    const { rows } = await listDataAccess(db(), { page: 1, pageSize: 1 });
    expect(rows[0]).toMatchObject({ who: "System", leadId: null });
    expect(rows[0]!.what).toMatch(/^Deleted \d+ closed leads past the 6-month retention period$/);
    const named = await findExportedLeads(db(), rows[0]!.id);
    expect(named?.leadIds).toEqual(expect.arrayContaining([first, second]));
    expect(rows[0]!.exportedIds).toBe(named?.leadIds.length);
    const recent = await listRecentActivity(db(), { limit: 5, reads: personalDataReads });
    // Recent Activity says what happened, not the list of ids.
    expect(plainSummary(recent.find((entry) => entry.action === "lead-retention")!.summary)).toBe(
      rows[0]!.what,
    );
  });
});
