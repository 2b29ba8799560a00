import { describe, expect, it } from "vitest";

import { visitFromToken } from "#app/domain/visits/index.server.ts";
import { saveVisitPlan } from "#app/domain/visits/index.server.ts";
import { addDays, formatCalendarDayIn, indiaDayBounds, indiaToday } from "#app/lib/india-time.ts";
import type { MailMessage } from "#app/mail/mailer.server.ts";
import { leadInput, testProject } from "#tests/support/lead-test-data.ts";
import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";
import { storeLead } from "./leads.server.ts";
import { buyerVisit, changeVisitByBuyer } from "./visit-changes.server.ts";
import { visitChangeMessages } from "./visit-change-view.ts";
import { leadVisit, saveVisitOutcome } from "./lead-visit.server.ts";
import { outcomeMessages } from "./lead-visit-view.ts";
import { sendVisitMails } from "./visit-mails.server.ts";

const secret = "test-secret-of-thirty-two-characters!";
const siteUrl = "https://plots.example.in";
/** A day two weeks ahead and its weekday, and the week after: the slots the tests book. */
const day = addDays(indiaToday(), 14);
const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
/** 10:00 on the day before the visit, India time. */
const dayBefore = new Date(indiaDayBounds(addDays(day, -1))!.start.getTime() + 10 * 3_600_000);

describe.each(testEngines)("a buyer's visit mails and link on $name", (engine) => {
  const db = useTestDatabase(engine);
  const sent: MailMessage[] = [];
  const services = () => ({
    db: db(),
    mailer: { send: async (m: MailMessage) => void sent.push(m) },
    siteUrl,
    signingSecret: secret,
  });
  let n = 0;

  async function bookedVisit(email: string | null, capacity = 6, language: "en" | "ta" = "en") {
    const projectId = await testProject(db(), `Mailed ${engine.name} ${++n}`);
    await saveVisitPlan(
      db(),
      { name: "Meena" },
      { id: projectId, name: "Mailed" },
      {
        slots: [{ weekday, time: "10:00", capacity }],
        pickupPoints: ["Tambaram Railway Station"],
      },
    );
    const { id: leadId } = await storeLead(
      db(),
      leadInput({
        kind: "site-visit",
        email,
        phone: `+9191${String(n).padStart(8, "0")}`,
        projectId,
        visit: { date: day, time: "10:00", visitors: 2, pickupPoint: "Tambaram Railway Station" },
        language,
      }),
    );
    const visit = await db()
      .selectFrom("site_visits")
      .select("id")
      .where("lead_id", "=", leadId)
      .executeTakeFirstOrThrow();
    return { projectId, leadId, visitId: visit.id };
  }

  it("confirms once with the calendar file and the signed link, reminds once the day before, and mails nobody without an e-mail", async () => {
    sent.length = 0;
    const { visitId } = await bookedVisit("priya@example.in");
    await bookedVisit(null);
    expect(await sendVisitMails(services(), new Date())).toBe(1);
    expect(await sendVisitMails(services(), new Date())).toBe(0);
    const [mail] = sent;
    expect(mail).toMatchObject({
      to: "priya@example.in",
      subject: expect.stringMatching(/^Your site visit to Mailed .*: .* at 10:00 AM$/),
    });
    expect(mail!.text).toContain("Pickup: Tambaram Railway Station");
    const link = /To move or cancel the visit: (\S+)/.exec(mail!.text)![1]!;
    expect(link.startsWith(`${siteUrl}/visit/`)).toBe(true);
    expect(visitFromToken(secret, link.split("/visit/")[1])).toBe(visitId);
    expect(visitFromToken("another-secret-of-thirty-two-chars!!", link.split("/visit/")[1])).toBeNull();
    // The calendar file: the visit from 10:00 India time (04:30 UTC) for an hour and a half.
    const ics = mail!.attachments![0]!;
    expect(ics).toMatchObject({ filename: "site-visit.ics", contentType: "text/calendar; charset=utf-8" });
    const compact = day.replaceAll("-", "");
    expect(ics.content).toMatch(new RegExp(`DTSTART:${compact}T043000Z`));
    expect(ics.content).toMatch(new RegExp(`DTEND:${compact}T060000Z`));
    expect(ics.content).toContain(`UID:site-visit-${visitId}@plots.example.in`);

    sent.length = 0;
    expect(await sendVisitMails(services(), dayBefore)).toBe(1);
    expect(sent[0]!.subject).toMatch(/^Tomorrow at 10:00 AM: your site visit to Mailed/);
    expect(sent[0]!.attachments).toBeUndefined();
    expect(await sendVisitMails(services(), dayBefore)).toBe(0);
  });

  it("writes to a buyer who booked from a Tamil page in Tamil, with the Tamil visit page's link", async () => {
    sent.length = 0;
    const { projectId, visitId } = await bookedVisit("kavitha@example.in", 6, "ta");
    await db().updateTable("projects").set({ name_ta: "தமிழ் மனைகள்" }).where("id", "=", projectId).execute();
    expect(await sendVisitMails(services(), new Date())).toBe(1);
    const [mail] = sent;
    const tamilDay = formatCalendarDayIn(day, "ta");
    expect(mail!.subject).toBe(`உங்கள் தமிழ் மனைகள் தள வருகை: ${tamilDay}, 10:00 AM`);
    expect(mail!.text).toContain("வாகன வசதி: Tambaram Railway Station");
    const link = /மாற்றவோ ரத்துசெய்யவோ: (\S+)/.exec(mail!.text)![1]!;
    expect(link.startsWith(`${siteUrl}/ta/visit/`)).toBe(true);
    expect(visitFromToken(secret, link.split("/visit/")[1])).toBe(visitId);
    expect(mail!.attachments![0]!.content).toContain("SUMMARY:தள வருகை: தமிழ் மனைகள்");
    // The visit's own page names the project as the mail did.
    expect(await buyerVisit(db(), visitId, new Date(), "ta")).toMatchObject({ project: "தமிழ் மனைகள்" });
    expect(await buyerVisit(db(), visitId)).toMatchObject({ project: expect.stringMatching(/^Mailed /) });

    sent.length = 0;
    expect(await sendVisitMails(services(), dayBefore)).toBe(1);
    expect(sent[0]!.subject).toBe("நாளை 10:00 AM: உங்கள் தமிழ் மனைகள் தள வருகை");
  });

  it("the buyer moves the visit (confirmed again for the new time) and cancels it; each change is a note, and a cancelled one stays cancelled", async () => {
    sent.length = 0;
    const { projectId, leadId, visitId } = await bookedVisit("kannan@example.in", 3);
    await sendVisitMails(services(), new Date());
    const next = addDays(day, 7);
    // Another buyer takes two of the three places of the week after: two visitors do not fit.
    await storeLead(
      db(),
      leadInput({
        kind: "site-visit",
        email: null,
        phone: "+919100000999",
        projectId,
        visit: { date: next, time: "10:00", visitors: 2, pickupPoint: null },
      }),
    );
    expect((await buyerVisit(db(), visitId))?.slots.map((slot) => slot.date)).not.toContain(next);
    expect(await changeVisitByBuyer(db(), visitId, { intent: "move", slot: `${next}T10:00` })).toMatchObject({
      ok: false,
      field: "slot",
      message: expect.stringMatching(/^Only 1 place is left/),
    });
    const later = addDays(day, 21);
    expect(await changeVisitByBuyer(db(), visitId, { intent: "move", slot: `${later}T10:00` })).toEqual({
      ok: true,
    });
    expect(await buyerVisit(db(), visitId)).toMatchObject({ date: later, time: "10:00", changeable: true });
    sent.length = 0;
    expect(await sendVisitMails(services(), new Date())).toBe(1);
    expect(sent[0]!.subject).toContain("10:00 AM");
    expect(sent[0]!.messageId).toContain(later);

    expect(await changeVisitByBuyer(db(), visitId, { intent: "cancel" })).toEqual({ ok: true });
    expect(await buyerVisit(db(), visitId)).toMatchObject({ cancelled: true, changeable: false, slots: [] });
    expect(await changeVisitByBuyer(db(), visitId, { intent: "cancel" })).toEqual({
      ok: false,
      field: null,
      message: visitChangeMessages.unchangeable,
    });
    const notes = await db()
      .selectFrom("lead_notes")
      .select(["author", "body"])
      .where("lead_id", "=", leadId)
      .orderBy("created_at")
      .execute();
    expect(notes.map((note) => note.body)).toEqual([
      expect.stringMatching(/^Moved the site visit from .* at 10:00 AM to .* at 10:00 AM\.$/),
      expect.stringMatching(/^Cancelled the site visit of /),
    ]);
    expect(notes[0]!.author).toBe("Buyer (visit link)");
    // Its places are free again.
    expect(await changeVisitByBuyer(db(), visitId, { intent: "move", slot: `${later}T10:00` })).toMatchObject(
      { ok: false },
    );
  });

  it("the executive records the visit's outcome from its day on, which is a note on the lead", async () => {
    const { leadId, visitId } = await bookedVisit(null);
    const form = (fields: Record<string, string>) => {
      const data = new FormData();
      for (const [key, value] of Object.entries(fields)) data.set(key, value);
      return data;
    };
    const meena = { name: "Meena" };
    const came = form({ outcome: "came", plotsLiked: "12, 14", outcomeNote: "Wants east facing." });
    expect(await saveVisitOutcome(db(), leadId, came, meena, dayBefore)).toEqual({
      ok: false,
      errors: { outcome: outcomeMessages.notYet },
    });
    expect(
      await saveVisitOutcome(db(), leadId, form({ outcome: "maybe", plotsLiked: "x".repeat(201) }), meena),
    ).toEqual({
      ok: false,
      errors: { outcome: outcomeMessages.outcome, plotsLiked: outcomeMessages.plotsLiked },
    });
    const onTheDay = new Date(indiaDayBounds(day)!.start.getTime() + 13 * 3_600_000);
    expect(await saveVisitOutcome(db(), leadId, came, meena, onTheDay)).toEqual({ ok: true });
    expect(await leadVisit(db(), leadId, onTheDay)).toMatchObject({
      id: visitId,
      outcome: "came",
      plotsLiked: "12, 14",
      note: "Wants east facing.",
      due: true,
    });
    const notes = await db()
      .selectFrom("lead_notes")
      .select(["author", "body"])
      .where("lead_id", "=", leadId)
      .execute();
    expect(notes).toEqual([
      {
        author: "Meena",
        body: expect.stringMatching(
          /^Site visit of .* at 10:00 AM: Came\. Plots liked: 12, 14\. Wants east facing\.$/,
        ),
      },
    ]);
  });
});
