import type { Transaction } from "kysely";

import type { DB } from "#app/db/database.server.ts";
import type { Database } from "#app/db/schema.ts";
import { timestamp } from "#app/db/time.ts";
import { newId } from "#app/lib/ids.ts";
import type { MessagePurpose } from "./whatsapp-model.ts";
import type { TemplateSetting } from "./whatsapp-settings.server.ts";

/**
 * The outbox of WhatsApp messages: a message is queued as a row, and the whatsapp job sends it
 * (whatsapp-sender.server.ts). A message with a `dedupeKey` is queued once whoever asks again; a
 * phone that wrote STOP gets nothing queued, and what was queued for it is cancelled.
 */

type Db = DB | Transaction<Database>;

export type OutgoingContent = { template: TemplateSetting; params: readonly string[] } | { text: string };

export interface OutgoingMessage {
  /** +91…, as people and leads store it. */
  phone: string;
  purpose: Exclude<MessagePurpose, "incoming">;
  content: OutgoingContent;
  leadId?: string | null;
  personId?: string | null;
  dedupeKey?: string;
  sentBy?: string;
}

/** What staff read of a template message: its filled-in parameters in order. */
export function templateText(name: string, params: readonly string[]): string {
  return params.length === 0 ? `Template ${name}` : `Template ${name}: ${params.join(" · ")}`;
}

export async function isOptedOut(db: Db, phone: string): Promise<boolean> {
  const row = await db
    .selectFrom("whatsapp_opt_outs")
    .select("phone")
    .where("phone", "=", phone)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Queues one message, due now; "opted-out" when the phone wrote STOP, "repeat" when a message of
 * its dedupe key is queued already.
 */
export async function queueMessage(
  db: Db,
  message: OutgoingMessage,
  now: Date,
): Promise<"queued" | "opted-out" | "repeat"> {
  if (await isOptedOut(db, message.phone)) return "opted-out";
  const { content } = message;
  const inserted = await db
    .insertInto("whatsapp_messages")
    .values({
      id: newId(),
      direction: "out",
      phone: message.phone,
      person_id: message.personId ?? null,
      lead_id: message.leadId ?? null,
      purpose: message.purpose,
      dedupe_key: message.dedupeKey ?? null,
      template: "template" in content ? content.template.name : null,
      language: "template" in content ? content.template.language : null,
      params: JSON.stringify("template" in content ? content.params : []),
      body: "template" in content ? templateText(content.template.name, content.params) : content.text,
      state: "queued",
      next_attempt_at: timestamp(now),
      sent_by: message.sentBy ?? null,
      created_at: timestamp(now),
      state_at: timestamp(now),
    })
    .onConflict((oc) => oc.column("dedupe_key").doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 ? "queued" : "repeat";
}

/** The buyer wrote STOP: stored, and every message still queued for them is cancelled. */
export async function optOut(db: Db, phone: string, now: Date): Promise<void> {
  await db
    .insertInto("whatsapp_opt_outs")
    .values({ phone, opted_out_at: timestamp(now) })
    .onConflict((oc) => oc.column("phone").doNothing())
    .execute();
  await db
    .updateTable("whatsapp_messages")
    .set({ state: "failed", last_error: "The buyer wrote STOP.", state_at: timestamp(now) })
    .where("phone", "=", phone)
    .where("direction", "=", "out")
    .where("state", "=", "queued")
    .execute();
}

/** The buyer wrote START: messages may go to them again. */
export async function optIn(db: Db, phone: string): Promise<void> {
  await db.deleteFrom("whatsapp_opt_outs").where("phone", "=", phone).execute();
}
