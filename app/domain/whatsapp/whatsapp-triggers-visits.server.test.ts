import { describe, expect, it } from "vitest";

import { timestamp } from "#app/db/time.ts";
import { visitLinkPath } from "#app/domain/visits/index.server.ts";
import { newId } from "#app/lib/ids.ts";
import { testProject } from "#tests/support/lead-test-data.ts";
import { insertPlots } from "#tests/support/plot-test-data.ts";
import { testEngines } from "#tests/support/test-engines.ts";
import {
  consent,
  day,
  minute,
  now,
  params,
  secret,
  siteUrl,
  template,
  useWhatsAppTriggers,
} from "#tests/support/whatsapp-test-setup.ts";

/**
 * Issue "WhatsApp channel": what booked visits and receipts queue, each once (new leads:
 * whatsapp-triggers.server.test.ts). The clock is fixed: Monday 2 March 2026, 10:00 in India.
 */
const today = "2026-03-02";
const tomorrow = "2026-03-03";

describe.each(testEngines)("what visits and receipts queue on WhatsApp on $name", (engine) => {
  const { db, run, settings, lead, messages } = useWhatsAppTriggers(engine);

  function visitRow(leadId: string, projectId: string, date: string, time: string, status = "booked") {
    return {
      id: newId(),
      lead_id: leadId,
      project_id: projectId,
      visit_date: date,
      start_time: time,
      visitors: 2,
      pickup_point: null,
      status,
      created_at: timestamp(now),
      updated_at: timestamp(now),
    };
  }

  it("queues nothing of a purpose whose template is not set", async () => {
    await settings({}, ["+919000000002"]);
    const projectId = await testProject(db(), `Untemplated ${engine.name}`);
    const id = await lead({ projectId, phone: "+919876543240" });
    await db()
      .insertInto("site_visits")
      .values(visitRow(id, projectId, tomorrow, "10:00"))
      .execute();
    await run();
    expect(await db().selectFrom("whatsapp_messages").select("id").execute()).toEqual([]);
  });

  it("confirms a booked future visit, reminds the day before, and confirms a moved visit again", async () => {
    await settings({
      "visit-confirmation": template("visit_booked"),
      "visit-reminder": template("visit_tomorrow"),
    });
    const projectId = await testProject(db(), `Visited ${engine.name}`);
    const old = new Date(now.getTime() - 3 * day);
    const visits = [];
    for (const [phone, date, status, agreed] of [
      ["+919876543280", tomorrow, "booked", true],
      ["+919876543281", "2026-03-09", "booked", true],
      ["+919876543282", "2026-03-01", "booked", true],
      ["+919876543283", tomorrow, "cancelled", true],
      ["+919876543284", tomorrow, "booked", false],
    ] as const) {
      const id = await lead({
        kind: "site-visit",
        phone,
        projectId,
        receivedAt: old,
        consent: agreed ? consent : "By sending this form you agree that we may call you.",
      });
      const row = visitRow(id, projectId, date, "10:00", status);
      await db().insertInto("site_visits").values(row).execute();
      visits.push(row);
    }
    await run();
    const link = (id: string) => `${siteUrl}${visitLinkPath(secret, id)}`;
    const [soon, later] = visits;
    const booked = now.toISOString();
    /** A confirmation's phone, dedupe key and parameters, of a visit booked at `now`. */
    const confirmed = (phone: string, visitId: string, when: string) => [
      phone,
      `visit-confirmation:${visitId}:${booked}`,
      "Priya Raman",
      `Visited ${engine.name}`,
      when,
      link(visitId),
    ];
    expect((await messages("visit-confirmation")).map((r) => [r.phone, r.dedupe_key, ...params(r)])).toEqual([
      confirmed("+919876543280", soon!.id, "Tuesday, 3 March 2026 at 10:00 AM"),
      confirmed("+919876543281", later!.id, "Monday, 9 March 2026 at 10:00 AM"),
    ]);
    const reminders = await messages("visit-reminder");
    expect(reminders.map((r) => [r.phone, r.template, r.dedupe_key])).toEqual([
      ["+919876543280", "visit_tomorrow", `visit-reminder:${soon!.id}:${tomorrow}T10:00`],
    ]);
    await run(new Date(now.getTime() + 30_000));
    expect(await db().selectFrom("whatsapp_messages").select("id").execute()).toHaveLength(3);

    // The later visit moves to tomorrow afternoon (moveVisit stamps updated_at): confirmed again,
    // and reminded.
    const movedAt = new Date(now.getTime() + 45_000);
    await db()
      .updateTable("site_visits")
      .set({ visit_date: tomorrow, start_time: "15:30", updated_at: timestamp(movedAt) })
      .where("id", "=", later!.id)
      .execute();
    await run(new Date(now.getTime() + 60_000));
    const moved = (await messages("visit-confirmation")).filter((r) => r.phone === "+919876543281");
    expect(moved.map((r) => r.dedupe_key)).toEqual([
      `visit-confirmation:${later!.id}:${booked}`,
      `visit-confirmation:${later!.id}:${movedAt.toISOString()}`,
    ]);
    expect(params(moved[1]!)[2]).toBe("Tuesday, 3 March 2026 at 3:30 PM");
    const reminded = await messages("visit-reminder");
    expect(reminded.map((r) => [r.phone, r.dedupe_key])).toEqual([
      ["+919876543280", `visit-reminder:${soon!.id}:${tomorrow}T10:00`],
      ["+919876543281", `visit-reminder:${later!.id}:${tomorrow}T15:30`],
    ]);
    await run(new Date(now.getTime() + 90_000));
    expect(await db().selectFrom("whatsapp_messages").select("id").execute()).toHaveLength(5);
  });

  it("confirms a visit again when it moves back to a time it was confirmed for before", async () => {
    await settings({ "visit-confirmation": template("visit_booked") });
    const projectId = await testProject(db(), `Moved Back ${engine.name}`);
    const id = await lead({ kind: "site-visit", phone: "+919876543285", projectId });
    const visit = visitRow(id, projectId, "2026-03-09", "10:00");
    await db().insertInto("site_visits").values(visit).execute();
    const moveTo = (visit_date: string, start_time: string, at: Date) =>
      db()
        .updateTable("site_visits")
        .set({ visit_date, start_time, updated_at: timestamp(at) })
        .where("id", "=", visit.id)
        .execute();
    await run();
    await moveTo("2026-03-10", "11:00", new Date(now.getTime() + minute / 2));
    await run(new Date(now.getTime() + minute));
    await moveTo("2026-03-09", "10:00", new Date(now.getTime() + (3 * minute) / 2));
    await run(new Date(now.getTime() + 2 * minute));
    // The buyer's last confirmation must name the time the visit is at now: 9 March, 10:00.
    const rows = await db()
      .selectFrom("whatsapp_messages")
      .select(["params", "created_at"])
      .where("purpose", "=", "visit-confirmation")
      .orderBy("created_at")
      .execute();
    expect(rows.map((r) => params(r)[2])).toEqual([
      "Monday, 9 March 2026 at 10:00 AM",
      "Tuesday, 10 March 2026 at 11:00 AM",
      "Monday, 9 March 2026 at 10:00 AM",
    ]);
  });

  it("confirms only visits still to come with no outcome, of buyers who agreed to WhatsApp", async () => {
    await settings({
      "visit-confirmation": template("visit_booked"),
      "visit-reminder": template("visit_tomorrow"),
    });
    const projectId = await testProject(db(), `Today ${engine.name}`);
    // `now` is 10:00 in India: a visit at 10:00 today has begun; one at 10:30 is still to come.
    const visits: Record<string, string> = {};
    for (const [phone, date, time, outcome, agreed] of [
      ["+919876543300", today, "09:00", null, true],
      ["+919876543301", today, "10:00", null, true],
      ["+919876543302", today, "10:30", null, true],
      ["+919876543303", tomorrow, "10:00", "visited", true],
      ["+919876543304", today, "11:00", null, false],
      ["+919876543305", tomorrow, "09:00", null, true],
    ] as const) {
      const id = await lead({
        kind: "site-visit",
        phone,
        projectId,
        consent: agreed ? consent : "By sending this form you agree that we may call you.",
      });
      const row = { ...visitRow(id, projectId, date, time), outcome };
      await db().insertInto("site_visits").values(row).execute();
      visits[phone] = row.id;
    }
    await run();
    expect((await messages("visit-confirmation")).map((r) => [r.phone, r.dedupe_key])).toEqual([
      ["+919876543302", `visit-confirmation:${visits["+919876543302"]}:${now.toISOString()}`],
      ["+919876543305", `visit-confirmation:${visits["+919876543305"]}:${now.toISOString()}`],
    ]);
    expect((await messages("visit-reminder")).map((r) => r.phone)).toEqual(["+919876543305"]);
    // At 10:45 the 10:30 visit has begun: had it not been confirmed yet, it is no longer.
    await db().deleteFrom("whatsapp_messages").execute();
    await run(new Date(now.getTime() + 45 * minute));
    expect((await messages("visit-confirmation")).map((r) => r.phone)).toEqual(["+919876543305"]);
  });

  /** A plot of a new project booked by a new lead of `phone` (in `language`), with a receipt of ₹ 2,50,000 each `receipts` asks. */
  async function bookedWithReceipts(
    name: string,
    phone: string,
    receipts: { sequence: number; createdAt: Date }[],
    language: "en" | "ta" = "en",
  ) {
    const projectId = await testProject(db(), name);
    const [plotId] = await insertPlots(db(), projectId, [{ number: `12-${engine.name}` }]);
    const leadId = await lead({ projectId, phone, language, receivedAt: new Date(now.getTime() - 9 * day) });
    const bookingId = newId();
    await db()
      .insertInto("bookings")
      .values({
        id: bookingId,
        project_id: projectId,
        plot_id: plotId!,
        lead_id: leadId,
        area_sqft: 1200,
        rate_paise: 155_000,
        premium_paise: 0,
        discount_paise: 0,
        price_paise: 186_000_000,
        approval: "not-needed",
        booked_by: "Meena",
        booked_on: "2026-02-20",
        created_at: timestamp(now),
        updated_at: timestamp(now),
      })
      .execute();
    const rows = receipts.map(({ sequence, createdAt }) => ({
      id: newId(),
      booking_id: bookingId,
      financial_year: "2025-26",
      sequence,
      number: `2025-26/${String(sequence).padStart(4, "0")}`,
      received_on: today,
      amount_paise: 25_000_000,
      mode: "upi",
      recorded_by: "Meena",
      created_at: timestamp(createdAt),
    }));
    await db().insertInto("booking_receipts").values(rows).execute();
    return { projectId, leadId, receipts: rows };
  }

  it("notes a receipt to the buyer when its template is set", async () => {
    const {
      leadId,
      receipts: [fresh],
    } = await bookedWithReceipts(`Booked ${engine.name}`, "+919876543290", [
      { sequence: 7, createdAt: new Date(now.getTime() - 10 * minute) },
      { sequence: 6, createdAt: new Date(now.getTime() - 2 * 60 * minute) },
    ]);
    await run();
    expect(await messages("receipt")).toEqual([]);
    await settings({ receipt: template("payment_received") });
    await run();
    await run();
    const rows = await messages("receipt");
    expect(rows.map((r) => [r.phone, r.lead_id, r.dedupe_key, ...params(r)])).toEqual([
      [
        "+919876543290",
        leadId,
        `receipt:${fresh!.id}`,
        "Priya Raman",
        "₹ 2,50,000",
        "2025-26/0007",
        `Booked ${engine.name}, plot 12-${engine.name}`,
      ],
    ]);
  });

  it("sends a buyer who wrote from a Tamil page the Tamil translations, with Tamil words and /ta links", async () => {
    await settings({
      receipt: { name: "payment_received", language: "en", tamil: "ta" },
      "visit-confirmation": { name: "visit_booked", language: "en", tamil: "ta" },
    });
    const { projectId, leadId } = await bookedWithReceipts(
      `Tamil Booked ${engine.name}`,
      "+919876543291",
      [{ sequence: 8, createdAt: new Date(now.getTime() - 10 * minute) }],
      "ta",
    );
    await db().updateTable("projects").set({ name_ta: "தமிழ் மனைகள்" }).where("id", "=", projectId).execute();
    const visit = visitRow(leadId, projectId, tomorrow, "10:00");
    await db().insertInto("site_visits").values(visit).execute();
    await run();
    const [receipt] = await messages("receipt");
    expect([receipt!.template, receipt!.language, ...params(receipt!)]).toEqual([
      "payment_received",
      "ta",
      "Priya Raman",
      "₹ 2,50,000",
      "2025-26/0008",
      `தமிழ் மனைகள், மனை எண் 12-${engine.name}`,
    ]);
    const [confirmation] = await messages("visit-confirmation");
    expect([confirmation!.language, ...params(confirmation!)]).toEqual([
      "ta",
      "Priya Raman",
      "தமிழ் மனைகள்",
      "செவ்வாய், 3 மார்ச், 2026, 10:00 AM",
      `${siteUrl}/ta${visitLinkPath(secret, visit.id)}`,
    ]);
  });
});
