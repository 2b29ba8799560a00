import { beforeEach, describe, expect, it } from "vitest";

import { toDate } from "#app/db/time.ts";
import { statusUpdate } from "#tests/support/fake-whatsapp-cloud.ts";
import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";
import { deliverWebhook, now, testWhatsAppConfig } from "#tests/support/whatsapp-test-setup.ts";
import { statusApplies } from "./whatsapp-hooks.server.ts";
import { queueMessage } from "./whatsapp-outbox.server.ts";
import { interruptedError, notSentAgain } from "./whatsapp-sender.server.ts";

/**
 * Issue "WhatsApp channel": the statuses of our messages that the Cloud API's webhook brings
 * (sent, delivered, read, failed), signed as Meta signs them. (Incoming messages:
 * whatsapp-hooks.server.test.ts.)
 */
const config = testWhatsAppConfig();

describe("which status changes a message", () => {
  // The third column: the message may have gone after all (mayHaveGone: its send was interrupted
  // or never answered). It matters only to a failed message.
  it.each([
    ["queued", "sent", false, true],
    ["sending", "sent", false, true],
    ["sent", "delivered", false, true],
    ["sent", "read", false, true],
    ["delivered", "read", false, true],
    ["failed", "sent", false, false],
    ["failed", "delivered", false, false],
    ["failed", "read", false, false],
    ["failed", "sent", true, true],
    ["failed", "delivered", true, true],
    ["failed", "read", true, true],
    ["sent", "sent", false, false],
    ["delivered", "sent", false, false],
    ["read", "sent", false, false],
    ["read", "delivered", false, false],
    ["read", "read", false, false],
    ["read", "sent", true, false],
    ["sending", "delivered", true, true],
    ["queued", "failed", false, true],
    ["sending", "failed", false, true],
    ["sent", "failed", false, true],
    ["delivered", "failed", false, false],
    ["read", "failed", false, false],
    ["failed", "failed", false, false],
    ["failed", "failed", true, false],
    ["sent", "deleted", false, false],
    ["failed", "deleted", true, false],
  ])("%s + %s (may have gone: %s) → %s", (current, status, mayHaveGone, applies) => {
    expect(statusApplies(current, status, mayHaveGone)).toBe(applies);
  });

  it("keeps a failed message failed when not told it may have gone", () => {
    expect(statusApplies("failed", "delivered")).toBe(false);
  });
});

describe.each(testEngines)("the statuses WhatsApp's webhook brings on $name", (engine) => {
  const db = useTestDatabase(engine);
  beforeEach(async () => {
    await db().deleteFrom("whatsapp_messages").execute();
  });

  const deliver = (body: string, at: Date = now) => deliverWebhook(db(), config, body, at);

  it("moves a status forward only: sent, delivered, read; a late sent changes nothing", async () => {
    await queueMessage(db(), { phone: "+919876543210", purpose: "reply", content: { text: "Hello" } }, now);
    const { id } = await db().selectFrom("whatsapp_messages").select("id").executeTakeFirstOrThrow();
    await db()
      .updateTable("whatsapp_messages")
      .set({ state: "sent", wa_id: "wamid.status1", attempts: 1 })
      .where("id", "=", id)
      .execute();
    const state = async () =>
      db()
        .selectFrom("whatsapp_messages")
        .select(["state", "state_at", "wa_id"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
    const later = new Date("2026-03-02T05:00:00Z");
    await deliver(statusUpdate("wamid.status1", "delivered", "919876543210"), later);
    expect((await state()).state).toBe("delivered");
    // The status's own time (its timestamp, 1764655260 s), as it is before `now`.
    expect(toDate((await state()).state_at).toISOString()).toBe(new Date(1764655260 * 1000).toISOString());
    await deliver(statusUpdate("wamid.status1", "read", "919876543210"), later);
    expect((await state()).state).toBe("read");
    await deliver(statusUpdate("wamid.status1", "sent", "919876543210"), later);
    await deliver(statusUpdate("wamid.status1", "delivered", "919876543210"), later);
    expect((await state()).state).toBe("read");
  });

  it("records why WhatsApp failed a message, and finds a message by our id before it has a wamid", async () => {
    await queueMessage(db(), { phone: "+919876543210", purpose: "reply", content: { text: "Hello" } }, now);
    const { id } = await db().selectFrom("whatsapp_messages").select("id").executeTakeFirstOrThrow();
    await db().updateTable("whatsapp_messages").set({ state: "sent" }).where("id", "=", id).execute();
    // Another message's wamid names nothing of ours: no change.
    await deliver(statusUpdate("wamid.nobody", "delivered", "919876543210"));
    expect((await db().selectFrom("whatsapp_messages").select("state").executeTakeFirstOrThrow()).state).toBe(
      "sent",
    );
    await deliver(statusUpdate("wamid.failed1", "failed", "919876543210", id));
    expect(
      await db()
        .selectFrom("whatsapp_messages")
        .select(["state", "wa_id", "last_error"])
        .executeTakeFirstOrThrow(),
    ).toEqual({
      state: "failed",
      wa_id: "wamid.failed1",
      last_error: "WhatsApp: Message undeliverable (error 131026)",
    });
  });

  it("keeps WhatsApp's own failure when a sent status of the message arrives after it", async () => {
    // Webhooks are not delivered in order: the message's "sent" may come after its "failed".
    await queueMessage(db(), { phone: "+919876543210", purpose: "reply", content: { text: "Hello" } }, now);
    const { id } = await db().selectFrom("whatsapp_messages").select("id").executeTakeFirstOrThrow();
    await db()
      .updateTable("whatsapp_messages")
      .set({ state: "sent", wa_id: "wamid.unordered1" })
      .where("id", "=", id)
      .execute();
    await deliver(statusUpdate("wamid.unordered1", "failed", "919876543210", id));
    await deliver(statusUpdate("wamid.unordered1", "sent", "919876543210", id));
    expect(
      await db().selectFrom("whatsapp_messages").select(["state", "last_error"]).executeTakeFirstOrThrow(),
    ).toEqual({
      state: "failed",
      last_error: "WhatsApp: Message undeliverable (error 131026)",
    });
  });

  it("believes a status of a message failed only because it may have gone, not of one refused or stopped", async () => {
    const failed = async (phone: string, lastError: string) => {
      await queueMessage(db(), { phone, purpose: "reply", content: { text: "Hello" } }, now);
      const { id } = await db()
        .selectFrom("whatsapp_messages")
        .select("id")
        .where("phone", "=", phone)
        .executeTakeFirstOrThrow();
      await db()
        .updateTable("whatsapp_messages")
        .set({ state: "failed", last_error: lastError, attempts: 1 })
        .where("id", "=", id)
        .execute();
      return id;
    };
    const unanswered = await failed("+919876543210", `The Cloud API did not answer in time; ${notSentAgain}`);
    const interrupted = await failed("+919876543211", interruptedError);
    const refused = await failed("+919876543212", "The Cloud API answered 404 (error 132001): No template");
    const stopped = await failed("+919876543213", "The buyer wrote STOP.");
    for (const [n, id] of [unanswered, interrupted, refused, stopped].entries()) {
      await deliver(statusUpdate(`wamid.gone${n}`, "delivered", "919876543210", id));
    }
    const rows = await db()
      .selectFrom("whatsapp_messages")
      .select(["phone", "state", "last_error"])
      .orderBy("phone")
      .execute();
    expect(rows).toEqual([
      { phone: "+919876543210", state: "delivered", last_error: null },
      { phone: "+919876543211", state: "delivered", last_error: null },
      {
        phone: "+919876543212",
        state: "failed",
        last_error: "The Cloud API answered 404 (error 132001): No template",
      },
      { phone: "+919876543213", state: "failed", last_error: "The buyer wrote STOP." },
    ]);
  });
});
