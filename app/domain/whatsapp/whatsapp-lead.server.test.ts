import { beforeEach, describe, expect, it } from "vitest";

import { timestamp, toDate } from "#app/db/time.ts";
import { consentLine } from "#app/domain/leads/lead-options.ts";
import { storeLead } from "#app/domain/leads/leads.server.ts";
import { newId } from "#app/lib/ids.ts";
import { leadInput } from "#tests/support/lead-test-data.ts";
import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";
import { leadWhatsApp, replyOnWhatsApp, type WhatsAppLead } from "./whatsapp-lead.server.ts";
import { whatsAppMessages } from "./whatsapp-model.ts";

/**
 * Issue "WhatsApp channel": a lead's WhatsApp panel and the reply staff send from it, with
 * WhatsApp's 24-hour rule on a test clock. (Settings → WhatsApp: whatsapp-settings.server.test.ts.)
 */
const incomingAt = new Date("2026-03-02T04:30:00Z");
const minute = 60_000;
const hour = 60 * minute;
const after = (ms: number) => new Date(incomingAt.getTime() + ms);
const phone = "+919876543210";

describe.each(testEngines)("a lead's WhatsApp on $name", (engine) => {
  const db = useTestDatabase(engine);
  let lead: WhatsAppLead;

  beforeEach(async () => {
    await db().deleteFrom("whatsapp_messages").execute();
    await db().deleteFrom("whatsapp_opt_outs").execute();
    await db().deleteFrom("leads").execute();
    await db().deleteFrom("settings").where("key", "=", "whatsapp").execute();
    const consent = consentLine("Sri Lakshmi Plots");
    const stored = await storeLead(db(), leadInput({ consent, receivedAt: after(-3 * hour) }));
    const row = await db()
      .selectFrom("leads")
      .select("person_id")
      .where("id", "=", stored.id)
      .executeTakeFirstOrThrow();
    // The phone as a buyer may have typed it: the panel and the reply use it as +91….
    lead = {
      id: stored.id,
      name: "Priya Raman",
      phone: "98765 43210",
      consent,
      personId: row.person_id,
      project: null,
      projectTa: null,
      language: "en",
    };
  });

  async function followUp(name: string, tamil?: string) {
    await db()
      .insertInto("settings")
      .values({
        key: "whatsapp",
        value: JSON.stringify({
          templates: { "follow-up": { name, language: "en", tamil } },
          salesNumbers: [],
        }),
        updated_at: timestamp(incomingAt),
      })
      .execute();
  }

  async function message(values: {
    direction: "in" | "out";
    purpose: string;
    body: string;
    state: string;
    at: Date;
    to?: string;
    lastError?: string;
    sentBy?: string;
  }): Promise<string> {
    const id = newId();
    await db()
      .insertInto("whatsapp_messages")
      .values({
        id,
        direction: values.direction,
        phone: values.to ?? phone,
        lead_id: lead.id,
        purpose: values.purpose,
        body: values.body,
        state: values.state,
        next_attempt_at: timestamp(values.at),
        wa_id: `wamid.${id}`,
        last_error: values.lastError ?? null,
        sent_by: values.sentBy ?? null,
        created_at: timestamp(values.at),
        state_at: timestamp(values.at),
      })
      .execute();
    return id;
  }

  const buyerWrote = (at: Date) =>
    message({ direction: "in", purpose: "incoming", body: "Is plot 12 free?", state: "received", at });

  function reply(
    now: Date,
    fields: Record<string, string>,
    overrides: Partial<WhatsAppLead> = {},
    configured = true,
  ) {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    return replyOnWhatsApp(db(), {
      lead: { ...lead, ...overrides },
      staffName: "Meena",
      form,
      configured,
      now,
    });
  }
  const text = (body: string) => ({ whatsapp: "text", text: body });
  const queued = () =>
    db()
      .selectFrom("whatsapp_messages")
      .selectAll()
      .where("direction", "=", "out")
      .orderBy("created_at")
      .execute();

  it("refuses free text when the buyer never wrote", async () => {
    expect(await reply(incomingAt, text("Hello"))).toEqual({
      error: whatsAppMessages.windowClosed,
      text: "Hello",
    });
    expect(await queued()).toEqual([]);
  });

  it("allows free text for 24 hours after the buyer's last message, and not a minute more", async () => {
    await buyerWrote(after(-5 * hour));
    await buyerWrote(incomingAt);
    const late = after(24 * hour + minute);
    expect(await reply(late, text("Still interested?"))).toEqual({
      error: whatsAppMessages.windowClosed,
      text: "Still interested?",
    });
    expect(await queued()).toEqual([]);
    const inTime = after(23 * hour + 59 * minute);
    expect(await reply(inTime, text("  Yes, plot 12 is free.  "))).toEqual({ queued: true });
    const rows = await queued();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      phone,
      purpose: "reply",
      lead_id: lead.id,
      person_id: lead.personId,
      template: null,
      body: "Yes, plot 12 is free.",
      state: "queued",
      sent_by: "Meena",
    });
    expect(toDate(rows[0]!.next_attempt_at).toISOString()).toBe(inTime.toISOString());
  });

  it("refuses an empty or too long text inside the window", async () => {
    await buyerWrote(incomingAt);
    expect(await reply(after(hour), text("   "))).toEqual({ error: whatsAppMessages.reply, text: "" });
    expect(await reply(after(hour), text("x".repeat(1001)))).toMatchObject({ error: whatsAppMessages.reply });
    expect(await queued()).toEqual([]);
  });

  it("queues the follow-up template after the window, and refuses it when none is set", async () => {
    expect(await reply(after(48 * hour), { whatsapp: "template" })).toEqual({
      error: whatsAppMessages.noFollowUp,
    });
    expect(await queued()).toEqual([]);
    await followUp("follow_up_plots");
    expect(await reply(after(48 * hour), { whatsapp: "template" })).toEqual({ queued: true });
    expect(await reply(after(49 * hour), { whatsapp: "template" }, { project: "Green Meadows" })).toEqual({
      queued: true,
    });
    const rows = await queued();
    expect(
      rows.map((r) => [r.phone, r.purpose, r.template, r.language, JSON.parse(r.params), r.sent_by]),
    ).toEqual([
      [phone, "follow-up", "follow_up_plots", "en", ["Priya Raman", "our projects"], "Meena"],
      [phone, "follow-up", "follow_up_plots", "en", ["Priya Raman", "Green Meadows"], "Meena"],
    ]);
  });

  it("sends a buyer who wrote from a Tamil page the follow-up's Tamil translation, with the project's Tamil name", async () => {
    await followUp("follow_up_plots", "ta");
    const tamilBuyer = { language: "ta", project: "Green Meadows", projectTa: "கிரீன் மெடோஸ்" };
    expect(await reply(after(48 * hour), { whatsapp: "template" }, tamilBuyer)).toEqual({ queued: true });
    expect(
      await reply(
        after(49 * hour),
        { whatsapp: "template" },
        { ...tamilBuyer, project: null, projectTa: null },
      ),
    ).toEqual({
      queued: true,
    });
    expect(await reply(after(50 * hour), { whatsapp: "template" }, { project: "Green Meadows" })).toEqual({
      queued: true,
    });
    const rows = await queued();
    expect(rows.map((r) => [r.template, r.language, JSON.parse(r.params)])).toEqual([
      ["follow_up_plots", "ta", ["Priya Raman", "கிரீன் மெடோஸ்"]],
      ["follow_up_plots", "ta", ["Priya Raman", "எங்கள் திட்டங்கள்"]],
      ["follow_up_plots", "en", ["Priya Raman", "Green Meadows"]],
    ]);
  });

  it("refuses when WhatsApp is not set up, or the buyer's form did not agree to it", async () => {
    await buyerWrote(incomingAt);
    await followUp("follow_up_plots");
    expect(await reply(after(hour), text("Hello"), {}, false)).toEqual({
      error: whatsAppMessages.notSetUp,
      text: "Hello",
    });
    expect(await reply(after(hour), text("Hello"), { consent: null })).toEqual({
      error: whatsAppMessages.noConsent,
      text: "Hello",
    });
    const noWhatsApp = "By sending this form you agree that we may call you.";
    expect(await reply(after(hour), { whatsapp: "template" }, { consent: noWhatsApp })).toMatchObject({
      error: whatsAppMessages.noConsent,
    });
    expect(await queued()).toEqual([]);
  });

  it("lists the phone's messages oldest first with their states, and until when free text may go", async () => {
    await followUp("follow_up_plots");
    const ack = await message({
      direction: "out",
      purpose: "acknowledgement",
      body: "Template enquiry_received: Priya Raman",
      state: "delivered",
      at: after(-2 * hour),
    });
    const incoming = await buyerWrote(incomingAt);
    const answer = await message({
      direction: "out",
      purpose: "reply",
      body: "Yes, it is.",
      state: "failed",
      at: after(hour),
      lastError: "The Cloud API answered 404",
      sentBy: "Meena",
    });
    await message({
      direction: "out",
      purpose: "reply",
      body: "Someone else",
      state: "sent",
      at: after(hour),
      to: "+919000000001",
    });
    const view = await leadWhatsApp(db(), lead, true, after(2 * hour));
    expect(view).toMatchObject({
      configured: true,
      consent: true,
      optedOutAt: null,
      followUp: "follow_up_plots",
    });
    expect(view.windowEndsAt).toMatch(/^Mar 3, 2026, 10:00\sAM IST$/u);
    expect(
      view.messages.map((m) => [
        m.id,
        m.incoming,
        m.purpose,
        m.body,
        m.state,
        m.stateLabel,
        m.error,
        m.sentBy,
      ]),
    ).toEqual([
      [
        ack,
        false,
        "Enquiry received",
        "Template enquiry_received: Priya Raman",
        "delivered",
        "Delivered",
        null,
        null,
      ],
      [incoming, true, "From the buyer", "Is plot 12 free?", "received", "Received", null, null],
      [answer, false, "Reply", "Yes, it is.", "failed", "Failed", "The Cloud API answered 404", "Meena"],
    ]);
    expect(view.messages[1]!.when.iso).toBe(incomingAt.toISOString());

    await db()
      .insertInto("whatsapp_opt_outs")
      .values({ phone, opted_out_at: timestamp(after(3 * hour)) })
      .execute();
    const closed = await leadWhatsApp(db(), lead, false, after(25 * hour));
    expect(closed).toMatchObject({ configured: false, windowEndsAt: null });
    expect(closed.optedOutAt).toMatch(/^Mar 2, 2026, 1:00\sPM IST$/u);
    expect(await reply(after(4 * hour), text("Hello"))).toEqual({
      error: whatsAppMessages.optedOut,
      text: "Hello",
    });
  });
});
