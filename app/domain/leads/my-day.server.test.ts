import { describe, expect, it } from "vitest";

import { leadInput, testProject, testStaffMember } from "#tests/support/lead-test-data.ts";
import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";
import { defaultBusinessHours } from "#app/domain/settings/index.ts";
import { saveVisitPlan } from "#app/domain/visits/index.server.ts";
import { addDays, indiaDayBounds, indiaToday } from "#app/lib/india-time.ts";
import type { MailMessage } from "#app/mail/mailer.server.ts";
import { followUpDigestJob, nextDigestTime } from "./follow-up-digest.server.ts";
import { storeLead } from "./leads.server.ts";
import { getMyDay } from "./my-day.server.ts";
import { saveNextStep } from "./next-step.server.ts";
import { changeVisitByBuyer } from "./visit-changes.server.ts";

/** 2026-12-02 is a Wednesday; 9:00 in India is 03:30 UTC. */
const at = (iso: string) => new Date(iso);
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("when the overdue follow-ups are mailed", () => {
  it("is 9:00 India time on the next business day", () => {
    // Wednesday 08:59 → the same day's 9:00; Wednesday 09:00 → Thursday's.
    expect(nextDigestTime(at("2026-12-02T03:29:00Z"), defaultBusinessHours)).toEqual(
      at("2026-12-02T03:30:00Z"),
    );
    expect(nextDigestTime(at("2026-12-02T03:30:00Z"), defaultBusinessHours)).toEqual(
      at("2026-12-03T03:30:00Z"),
    );
    // Saturday after 9:00 → Monday (Sunday is closed).
    expect(nextDigestTime(at("2026-12-05T06:00:00Z"), defaultBusinessHours)).toEqual(
      at("2026-12-07T03:30:00Z"),
    );
  });
});

describe.each(testEngines)("a salesperson's day on $name", (engine) => {
  const db = useTestDatabase(engine);

  it("lists their follow-ups due today and overdue, their new leads, the pool and today's visits", async () => {
    const [kavitha, arun] = await Promise.all([
      testStaffMember(db(), "Kavitha"),
      testStaffMember(db(), "Arun"),
    ]);
    const now = at("2026-12-02T06:30:00Z"); // 12:00 in India
    const lead = async (
      name: string,
      extra: Parameters<typeof storeLead>[1] extends infer T ? Partial<T> : never = {},
    ) =>
      (await storeLead(db(), leadInput({ name, phone: `+9198${Math.floor(Math.random() * 1e8)}`, ...extra })))
        .id;
    const overdue = await lead("Overdue Ravi", {
      assignedTo: kavitha,
      nextStep: { step: "Send the layout", due: at("2026-12-01T10:00:00Z") },
    });
    const laterToday = await lead("Tonight Meena", {
      assignedTo: kavitha,
      nextStep: { step: "Call back", due: at("2026-12-02T14:00:00Z") },
    });
    await lead("Tomorrow Selvi", {
      assignedTo: kavitha,
      nextStep: { step: "Call", due: at("2026-12-02T19:00:00Z") },
    });
    await lead("Arun's buyer", {
      assignedTo: arun,
      nextStep: { step: "Call", due: at("2026-12-01T10:00:00Z") },
    });
    const pool = await lead("Pool Priya");
    const visit = await lead("Visit Gopal", {
      kind: "site-visit",
      details: { visitDate: "2026-12-02", timeSlot: "10:00 AM - 12:00 PM" },
    });
    await lead("Visit later", {
      kind: "site-visit",
      details: { visitDate: "2026-12-03", timeSlot: "10:00 AM - 12:00 PM" },
    });

    const day = await getMyDay(db(), kavitha, now);
    expect(day.today).toBe("2026-12-02");
    expect(day.due.map((item) => [item.id, item.overdue])).toEqual([
      [overdue, true],
      [laterToday, false],
    ]);
    expect(day.due[0]).toMatchObject({ name: "Overdue Ravi", nextStep: "Send the layout" });
    expect(day.fresh.map((item) => item.name)).toEqual(
      expect.arrayContaining(["Overdue Ravi", "Tonight Meena", "Tomorrow Selvi"]),
    );
    expect(day.pool.map((item) => item.id)).toContain(pool);
    expect(day.visits).toEqual([expect.objectContaining({ id: visit, slot: "10:00 AM - 12:00 PM" })]);
  });

  it("lists today's booked visits as the bookings have them: a moved one on its new day, a cancelled one not at all", async () => {
    const [kavitha, arun] = await Promise.all([
      testStaffMember(db(), "Kavitha Visits"),
      testStaffMember(db(), "Arun Visits"),
    ]);
    const projectId = await testProject(db(), `Slots ${engine.name}`);
    const slots = ["10:00", "12:00", "15:00"].flatMap((time) =>
      [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, time, capacity: 10 })),
    );
    await saveVisitPlan(
      db(),
      { name: "Meena" },
      { id: projectId, name: "Slots" },
      { slots, pickupPoints: [] },
    );
    // The visits' day is three days ahead, so every slot of it can still be booked and moved to.
    const day = addDays(indiaToday(), 3);
    const later = addDays(day, 2);
    let n = 0;
    const book = async (date: string, time: string, assignedTo?: string) =>
      (
        await storeLead(
          db(),
          leadInput({
            kind: "site-visit",
            phone: `+9194${String(++n).padStart(8, "0")}`,
            projectId,
            // The form writes the day and time asked for into the details too.
            details: { visitDate: date, timeSlot: time },
            visit: { date, time, visitors: 2, pickupPoint: null },
            ...(assignedTo ? { assignedTo } : {}),
          }),
        )
      ).id;
    const visitOf = async (leadId: string) =>
      (
        await db()
          .selectFrom("site_visits")
          .select("id")
          .where("lead_id", "=", leadId)
          .executeTakeFirstOrThrow()
      ).id;
    const change = async (leadId: string, to: { intent: "move"; slot: string } | { intent: "cancel" }) =>
      expect(await changeVisitByBuyer(db(), await visitOf(leadId), to)).toEqual({ ok: true });

    const afternoon = await book(day, "15:00", kavitha);
    const pool = await book(day, "10:00");
    const movedIn = await book(later, "10:00", kavitha);
    await change(movedIn, { intent: "move", slot: `${day}T12:00` });
    const movedAway = await book(day, "10:00", kavitha);
    await change(movedAway, { intent: "move", slot: `${later}T10:00` });
    const cancelled = await book(day, "15:00", kavitha);
    await change(cancelled, { intent: "cancel" });
    await book(day, "10:00", arun);
    // A project without slots: the visit is a request for the day, with no booking.
    const { id: requested } = await storeLead(
      db(),
      leadInput({
        kind: "site-visit",
        phone: "+919400009999",
        assignedTo: kavitha,
        details: { visitDate: day, timeSlot: "Morning (9 AM – 12 PM)" },
      }),
    );

    const morning = new Date(indiaDayBounds(day)!.start.getTime() + 8 * 60 * 60 * 1000);
    const visits = (await getMyDay(db(), kavitha, morning)).visits;
    expect(visits.map((visit) => [visit.id, visit.slot])).toEqual([
      [pool, "10:00 AM"],
      [movedIn, "12:00 PM"],
      [afternoon, "3:00 PM"],
      [requested, "Morning (9 AM – 12 PM)"],
    ]);
    // On the later day the moved-away visit is there, and nothing was moved from it.
    const laterDay = new Date(indiaDayBounds(later)!.start.getTime() + 8 * 60 * 60 * 1000);
    expect((await getMyDay(db(), kavitha, laterDay)).visits.map((visit) => visit.id)).toEqual([movedAway]);
  });

  it("saves a next step in India time, with its audit entry, and refuses one without what or when", async () => {
    const { id } = await storeLead(db(), leadInput({ phone: "+919811112222" }));
    expect(
      await saveNextStep(db(), id, form({ nextStep: "", nextStepDue: "soon" }), { name: "Meena" }),
    ).toEqual({
      ok: false,
      errors: {
        nextStep: "Please say what is to be done next.",
        nextStepDue: "Please choose when it is due.",
      },
    });
    expect(
      await saveNextStep(db(), id, form({ nextStep: "Send the brochure", nextStepDue: "2026-12-03T10:00" }), {
        name: "Meena",
      }),
    ).toEqual({
      ok: true,
      summary: "Next step: Send the brochure, due 3 Dec 10:00",
    });
    const row = await db()
      .selectFrom("leads")
      .select(["next_step", "next_step_due"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.next_step).toBe("Send the brochure");
    expect(new Date(row.next_step_due!).toISOString()).toBe("2026-12-03T04:30:00.000Z");
    expect(
      await saveNextStep(
        db(),
        "0b6f8f0e-8d3f-4c4e-9a55-3f1d2a7b9c10",
        form({ nextStep: "x", nextStepDue: "2026-12-03T10:00" }),
        { name: "Meena" },
      ),
    ).toBe("gone");
  });

  it("mails each owner of overdue follow-ups once at 9:00 on a business day, and only then", async () => {
    const [owner, quiet] = await Promise.all([
      testStaffMember(db(), "Digest Owner"),
      testStaffMember(db(), "Nothing Due"),
    ]);
    await db().updateTable("leads").set({ next_step_due: null }).execute();
    for (const name of ["Buyer One", "Buyer Two"]) {
      await storeLead(
        db(),
        leadInput({
          name,
          phone: `+9197${Math.floor(Math.random() * 1e8)}`,
          assignedTo: owner,
          nextStep: { step: "Call back", due: at("2026-12-01T05:00:00Z") },
        }),
      );
    }
    await storeLead(
      db(),
      leadInput({
        phone: "+919700000009",
        assignedTo: quiet,
        nextStep: { step: "Call", due: at("2026-12-09T05:00:00Z") },
      }),
    );
    const sent: MailMessage[] = [];
    const job = followUpDigestJob({
      db: db(),
      mailer: { send: async (mail) => void sent.push(mail) },
      siteUrl: "https://plots.example.in",
    });

    expect(await job.run(at("2026-12-02T03:00:00Z"))).toEqual(at("2026-12-02T03:30:00Z"));
    expect(sent).toEqual([]);
    expect(await job.run(at("2026-12-02T03:31:00Z"))).toEqual(at("2026-12-03T03:30:00Z"));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ subject: "2 follow-ups overdue" });
    expect(sent[0]!.text).toContain(
      "- Buyer One: Call back, due 1 Dec 10:30\n  https://plots.example.in/admin/leads/",
    );
    // The same day again (another instance, a restart): nothing more.
    await job.run(at("2026-12-02T05:00:00Z"));
    expect(sent).toHaveLength(1);
    // Sunday: closed, nothing goes; the next mail is Monday's.
    expect(await job.run(at("2026-12-06T04:00:00Z"))).toEqual(at("2026-12-07T03:30:00Z"));
    expect(sent).toHaveLength(1);
  });
});
