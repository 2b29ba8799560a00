import { afterAll, beforeAll, beforeEach, expect } from "vitest";

import type { DB } from "#app/db/database.server.ts";
import { timestamp } from "#app/db/time.ts";
import { consentLine } from "#app/domain/leads/lead-options.ts";
import { storeLead, type LeadInput } from "#app/domain/leads/leads.server.ts";
import type { WhatsAppConfig } from "#app/domain/whatsapp/whatsapp-config.ts";
import { receiveWhatsAppDelivery } from "#app/domain/whatsapp/whatsapp-hooks.server.ts";
import type { TemplatePurpose } from "#app/domain/whatsapp/whatsapp-model.ts";
import { queueMessage, type OutgoingMessage } from "#app/domain/whatsapp/whatsapp-outbox.server.ts";
import { sendDueMessages } from "#app/domain/whatsapp/whatsapp-sender.server.ts";
import type { TemplateSetting } from "#app/domain/whatsapp/whatsapp-settings.server.ts";
import { queueTriggeredMessages } from "#app/domain/whatsapp/whatsapp-triggers.server.ts";
import { signature, startFakeWhatsAppCloud, type FakeWhatsAppCloud } from "./fake-whatsapp-cloud.ts";
import { leadInput } from "./lead-test-data.ts";
import { useTestDatabase, type TestEngine } from "./test-engines.ts";

/** The fixed clock of the WhatsApp tests: Monday 2 March 2026, 10:00 in India. */
export const now = new Date("2026-03-02T04:30:00Z");
export const second = 1000;
export const minute = 60 * second;
export const day = 24 * 60 * minute;
/** The business number and token the tests send with, the buyer they send to, and a log that says nothing. */
export const phoneNumberId = "106540352242922";
export const token = "EAAG-test-system-user-token";
export const buyer = "+919876543210";
export const quiet = { error() {} };

/** The time `ms` after `now`. */
export const at = (ms: number) => new Date(now.getTime() + ms);

/** The WhatsApp set-up the tests use, sending to `apiUrl` (by default a port where nothing listens). */
export function testWhatsAppConfig(apiUrl = "http://127.0.0.1:9/v26.0"): WhatsAppConfig {
  return {
    token,
    appSecret: "whatsapp-app-secret-0123456789",
    verifyToken: "verify-token-123",
    phoneNumberId,
    apiUrl,
  };
}

/** Hands a webhook delivery to the app as WhatsApp sends it, signed with the app secret unless told otherwise. */
export function deliverWebhook(
  db: DB,
  config: WhatsAppConfig,
  body: string,
  when: Date = now,
  sig: string | null = signature(body, config.appSecret),
) {
  return receiveWhatsAppDelivery(db, Buffer.from(body), sig, config, when);
}

/**
 * For a describe block of the sender's tests: a fake Cloud API for the block, an empty outbox and
 * a fake answering "ok" before each test, and helpers that send, queue a message and read it back.
 */
export function useWhatsAppSender(engine: TestEngine) {
  const db = useTestDatabase(engine);
  const fake: { cloud?: FakeWhatsAppCloud; config?: WhatsAppConfig } = {};
  const cloud = () => fake.cloud!;
  const config = () => fake.config!;
  beforeAll(async () => {
    fake.cloud = await startFakeWhatsAppCloud();
    fake.config = testWhatsAppConfig(fake.cloud.url);
  });
  afterAll(() => fake.cloud?.close());
  beforeEach(async () => {
    cloud().mode = "ok";
    cloud().requests.length = 0;
    await db().deleteFrom("whatsapp_messages").execute();
    await db().deleteFrom("whatsapp_opt_outs").execute();
  });

  const send = (when: Date, timeoutMs = 5_000, using: WhatsAppConfig = config()) =>
    sendDueMessages({ db: db(), config: using, timeoutMs, log: quiet }, when);

  let n = 0;
  /** Queues one lead alert due at `now` (under a dedupe key of its own); its id. */
  async function queued(message: Partial<OutgoingMessage> = {}): Promise<string> {
    const dedupeKey = `test:${++n}`;
    const outcome = await queueMessage(
      db(),
      {
        phone: buyer,
        purpose: "lead-alert",
        content: {
          template: { name: "new_lead_alert", language: "en" },
          params: ["Priya Raman", "Green Meadows", "https://plots.example.in/x"],
        },
        dedupeKey,
        ...message,
      },
      now,
    );
    expect(outcome).toBe("queued");
    const stored = await db()
      .selectFrom("whatsapp_messages")
      .select("id")
      .where("dedupe_key", "=", dedupeKey)
      .executeTakeFirstOrThrow();
    return stored.id;
  }

  const row = (id: string) =>
    db().selectFrom("whatsapp_messages").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

  return { db, cloud, config, send, queued, row };
}

/** The site and signing secret the triggers' links use, and a consent line that names WhatsApp. */
export const siteUrl = "https://plots.example.in";
export const secret = "test-secret-of-thirty-two-characters!";
export const consent = consentLine("Sri Lakshmi Plots");

/** A template setting of `name`, in English. */
export const template = (name: string): TemplateSetting => ({ name, language: "en" });

/** The parameters a queued template message fills in. */
export const params = (row: { params: string }) => JSON.parse(row.params) as string[];

/**
 * For a describe block of what leads, visits and receipts queue: no messages, leads, bookings or
 * WhatsApp settings before each test, and helpers that save the settings, store a lead, run the
 * triggers and read what they queued.
 */
export function useWhatsAppTriggers(engine: TestEngine) {
  const db = useTestDatabase(engine);
  const run = (when: Date = now) =>
    queueTriggeredMessages({ db: db(), siteUrl, signingSecret: secret }, when);

  beforeEach(async () => {
    await db().deleteFrom("whatsapp_messages").execute();
    await db().deleteFrom("whatsapp_opt_outs").execute();
    await db().deleteFrom("staff_phones").execute();
    await db().deleteFrom("site_visits").execute();
    await db().deleteFrom("booking_receipts").execute();
    await db().deleteFrom("bookings").execute();
    await db().deleteFrom("leads").execute();
    await db().deleteFrom("settings").where("key", "=", "whatsapp").execute();
  });

  async function settings(
    templates: Partial<Record<TemplatePurpose, TemplateSetting>>,
    salesNumbers: string[] = [],
  ) {
    await db()
      .insertInto("settings")
      .values({
        key: "whatsapp",
        value: JSON.stringify({ templates, salesNumbers }),
        updated_at: timestamp(now),
      })
      .execute();
  }

  /**
   * A lead received five minutes before `now`, and stored here at `storedAt` (its alert's time:
   * storeLead writes the real clock's, so it is set here to the tests' clock).
   */
  async function lead(
    overrides: Partial<LeadInput> = {},
    storedAt: Date = new Date(now.getTime() - 5 * minute),
  ): Promise<string> {
    const stored = await storeLead(
      db(),
      leadInput({
        consent,
        receivedAt: new Date(now.getTime() - 5 * minute),
        assignedTo: null,
        ...overrides,
      }),
    );
    await db()
      .updateTable("lead_alerts")
      .set({ created_at: timestamp(storedAt) })
      .where("lead_id", "=", stored.id)
      .execute();
    return stored.id;
  }

  const messages = (purpose: string) =>
    db()
      .selectFrom("whatsapp_messages")
      .selectAll()
      .where("purpose", "=", purpose)
      .orderBy("phone")
      .orderBy("dedupe_key")
      .execute();

  return { db, run, settings, lead, messages };
}
