import { beforeEach, describe, expect, it } from "vitest";

import { timestamp, toDate } from "#app/db/time.ts";
import { consentLine } from "#app/domain/leads/lead-options.ts";
import { storeLead } from "#app/domain/leads/leads.server.ts";
import { incomingText, signature, whatsAppDelivery } from "#tests/support/fake-whatsapp-cloud.ts";
import { leadInput } from "#tests/support/lead-test-data.ts";
import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";
import { deliverWebhook, minute, now, testWhatsAppConfig } from "#tests/support/whatsapp-test-setup.ts";
import { receiveWhatsAppDelivery, replyStep, verifyWhatsAppSubscription } from "./whatsapp-hooks.server.ts";
import { replyOnWhatsApp } from "./whatsapp-lead.server.ts";
import { whatsAppMessages } from "./whatsapp-model.ts";
import { queueMessage } from "./whatsapp-outbox.server.ts";

/**
 * Issue "WhatsApp channel": the Cloud API's webhook, with deliveries as Meta documents them,
 * signed with the app secret (X-Hub-Signature-256): the buyers' messages, STOP and START. (The
 * statuses of ours: whatsapp-hooks-statuses.server.test.ts.)
 */
const config = testWhatsAppConfig();

describe("the webhook's subscription check", () => {
  const query = (token: string) =>
    new URLSearchParams({
      "hub.mode": "subscribe",
      "hub.verify_token": token,
      "hub.challenge": "1158201444",
    });

  it("echoes the challenge for the right token, refuses a wrong one, and is 404 when not set up", () => {
    expect(verifyWhatsAppSubscription(query("verify-token-123"), config)).toEqual({
      status: 200,
      text: "1158201444",
    });
    expect(verifyWhatsAppSubscription(query("verify-token-124"), config).status).toBe(403);
    expect(verifyWhatsAppSubscription(query(""), config).status).toBe(403);
    expect(verifyWhatsAppSubscription(query("verify-token-123"), undefined).status).toBe(404);
  });
});

describe.each(testEngines)("WhatsApp's webhook on $name", (engine) => {
  const db = useTestDatabase(engine);
  beforeEach(async () => {
    await db().deleteFrom("whatsapp_messages").execute();
    await db().deleteFrom("whatsapp_opt_outs").execute();
    await db().deleteFrom("leads").execute();
  });

  const deliver = (body: string, at: Date = now, sig?: string | null) =>
    deliverWebhook(db(), config, body, at, sig);
  const stored = () => db().selectFrom("whatsapp_messages").selectAll().orderBy("created_at").execute();
  const leadRow = (id: string) =>
    db().selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

  it("refuses a delivery when not set up, unsigned, wrongly signed or not JSON, and stores nothing", async () => {
    const body = incomingText("919876543210", "Is plot 12 free?", "wamid.refused1");
    expect(
      await receiveWhatsAppDelivery(
        db(),
        Buffer.from(body),
        signature(body, config.appSecret),
        undefined,
        now,
      ),
    ).toMatchObject({ status: 404, news: false });
    expect(await deliver(body, now, null)).toMatchObject({ status: 401, news: false });
    expect(await deliver(body, now, signature(body, "another-app-secret-0123"))).toMatchObject({
      status: 401,
    });
    expect(await deliver(body, now, signature(`${body} `, config.appSecret))).toMatchObject({ status: 401 });
    expect(await deliver("not json {")).toMatchObject({
      status: 400,
      body: { error: "The body is not JSON." },
    });
    expect(await deliver(JSON.stringify({ object: "whatsapp_business_account" }))).toMatchObject({
      status: 400,
    });
    expect(await stored()).toEqual([]);
    expect(await db().selectFrom("leads").select("id").execute()).toEqual([]);
  });

  it("joins a known buyer's message to their newest lead, asks for an answer, and stores it once", async () => {
    const older = await storeLead(
      db(),
      leadInput({ consent: null, receivedAt: new Date(now.getTime() - 90 * minute) }),
    );
    const newer = await storeLead(
      db(),
      leadInput({ consent: null, receivedAt: new Date(now.getTime() - 30 * minute) }),
    );
    const before = await leadRow(older.id);
    const body = incomingText("919876543210", "Is plot 12 still free?", "wamid.known1");
    expect(await deliver(body)).toEqual({ status: 200, body: { received: 1 }, news: true });
    expect(await deliver(body, new Date(now.getTime() + minute))).toEqual({
      status: 200,
      body: { received: 0 },
      news: false,
    });
    const rows = await stored();
    const newest = await leadRow(newer.id);
    expect(
      rows.map((r) => [r.direction, r.phone, r.lead_id, r.person_id, r.purpose, r.body, r.state, r.wa_id]),
    ).toEqual([
      [
        "in",
        "+919876543210",
        newer.id,
        newest.person_id,
        "incoming",
        "Is plot 12 still free?",
        "received",
        "wamid.known1",
      ],
    ]);
    expect(newest.next_step).toBe(replyStep);
    expect(toDate(newest.next_step_due).toISOString()).toBe(now.toISOString());
    expect((await leadRow(older.id)).next_step).toBe(before.next_step);
    expect(await db().selectFrom("leads").select("id").execute()).toHaveLength(2);
  });

  it("makes a lead of source whatsapp of an unknown phone, once however often the delivery comes", async () => {
    const body = incomingText("919123456789", "I saw your plots on Instagram", "wamid.unknown1", "Kavitha R");
    expect(await deliver(body)).toMatchObject({ status: 200, body: { received: 1 }, news: true });
    expect(await deliver(body)).toMatchObject({ status: 200, body: { received: 0 }, news: false });
    const leads = await db().selectFrom("leads").selectAll().execute();
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      source: "whatsapp",
      source_ref: "wamid.unknown1",
      name: "Kavitha R",
      phone: "+919123456789",
      message: "I saw your plots on Instagram",
      next_step: replyStep,
    });
    expect(leads[0]!.person_id).not.toBeNull();
    const rows = await stored();
    expect(rows.map((r) => [r.lead_id, r.person_id, r.body])).toEqual([
      [leads[0]!.id, leads[0]!.person_id, "I saw your plots on Instagram"],
    ]);
  });

  it("opts a buyer out on STOP, cancels what was queued and refuses replies, then back in on START", async () => {
    const phone = "+919876543210";
    const lead = await storeLead(
      db(),
      leadInput({ consent: consentLine("Sri Lakshmi Plots"), receivedAt: now }),
    );
    const other = await queueMessage(
      db(),
      { phone: "+919000000001", purpose: "reply", content: { text: "Hi" } },
      now,
    );
    expect(other).toBe("queued");
    await queueMessage(
      db(),
      {
        phone,
        purpose: "acknowledgement",
        leadId: lead.id,
        content: { template: { name: "ack", language: "en" }, params: [] },
      },
      now,
    );
    expect(await deliver(incomingText("919876543210", " stop ", "wamid.stop1"), now)).toMatchObject({
      status: 200,
    });
    const optOut = await db().selectFrom("whatsapp_opt_outs").selectAll().execute();
    expect(optOut.map((r) => [r.phone, toDate(r.opted_out_at).toISOString()])).toEqual([
      [phone, now.toISOString()],
    ]);
    const out = await db()
      .selectFrom("whatsapp_messages")
      .select(["phone", "state", "last_error"])
      .where("direction", "=", "out")
      .orderBy("phone")
      .execute();
    expect(out).toEqual([
      { phone: "+919000000001", state: "queued", last_error: null },
      { phone, state: "failed", last_error: "The buyer wrote STOP." },
    ]);
    expect((await leadRow(lead.id)).next_step).not.toBe(replyStep);
    const whatsAppLead = {
      id: lead.id,
      name: "Priya Raman",
      phone,
      consent: consentLine("Sri"),
      personId: null,
      project: null,
      projectTa: null,
      language: "en",
    };
    const form = new FormData();
    form.set("whatsapp", "text");
    form.set("text", "Shall I call you?");
    const reply = () =>
      replyOnWhatsApp(db(), {
        lead: whatsAppLead,
        staffName: "Meena",
        form,
        configured: true,
        now: new Date(now.getTime() + minute),
      });
    expect(await reply()).toEqual({ error: whatsAppMessages.optedOut, text: "Shall I call you?" });

    await deliver(incomingText("919876543210", "START", "wamid.start1"), new Date(now.getTime() + minute));
    expect(await db().selectFrom("whatsapp_opt_outs").selectAll().execute()).toEqual([]);
    expect(await reply()).toEqual({ queued: true });
  });

  it("leaves other fields' changes and staff numbers' messages out of the leads", async () => {
    await db()
      .insertInto("settings")
      .values({
        key: "whatsapp",
        value: JSON.stringify({ templates: {}, salesNumbers: ["+919000000002"] }),
        updated_at: timestamp(now),
      })
      .execute();
    const staff = incomingText("919000000002", "Got it, calling now", "wamid.staff1", "Meena");
    expect(await deliver(staff)).toMatchObject({ status: 200, body: { received: 1 } });
    const other = whatsAppDelivery({}).replace('"field":"messages"', '"field":"account_update"');
    expect(await deliver(other)).toMatchObject({ status: 200, body: { received: 0 } });
    expect(await db().selectFrom("leads").select("id").execute()).toEqual([]);
    expect((await stored()).map((r) => [r.phone, r.lead_id, r.person_id])).toEqual([
      ["+919000000002", null, null],
    ]);
    await db().deleteFrom("settings").where("key", "=", "whatsapp").execute();
  });
});
