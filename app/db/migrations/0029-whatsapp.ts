import type { Kysely } from "kysely";

import { timestampType } from "./dialect.ts";

/**
 * Issue "WhatsApp channel": every message to or from WhatsApp, the buyers who wrote STOP, and the
 * number each staff member takes new-lead alerts on.
 *
 * - `whatsapp_messages`: one row a message, out (queued by the site, sent by the whatsapp-send
 *   job) or in (from the webhook). `dedupe_key` is unique, so the enquiry that asks for an
 *   acknowledgement queues it once whichever instance sees it first; `wa_id` is the Cloud API's
 *   message id (wamid), unique, so a delivery sent twice by Meta is stored once and each status
 *   finds its message. The state runs queued → sending → sent → delivered → read, or failed; an
 *   incoming message is `received`.
 * - `whatsapp_opt_outs`: one row a phone (+91…) that wrote STOP; nothing more is sent to it.
 * - `staff_phones`: a staff member's WhatsApp number for the alert of each new lead given to them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestampType(db);
  await db.schema
    .createTable("whatsapp_messages")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("direction", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    // A buyer's messages go with their lead or person (the retention period, an erasure).
    .addColumn("person_id", "text", (c) => c.references("people.id").onDelete("cascade"))
    .addColumn("lead_id", "text", (c) => c.references("leads.id").onDelete("cascade"))
    .addColumn("purpose", "text", (c) => c.notNull())
    .addColumn("dedupe_key", "text")
    .addColumn("template", "text")
    .addColumn("language", "text")
    .addColumn("params", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", ts, (c) => c.notNull())
    .addColumn("wa_id", "text")
    .addColumn("last_error", "text")
    .addColumn("sent_by", "text")
    .addColumn("created_at", ts, (c) => c.notNull())
    .addColumn("state_at", ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("whatsapp_messages_dedupe")
    .on("whatsapp_messages")
    .column("dedupe_key")
    .unique()
    .execute();
  await db.schema
    .createIndex("whatsapp_messages_wa_id")
    .on("whatsapp_messages")
    .column("wa_id")
    .unique()
    .execute();
  await db.schema
    .createIndex("whatsapp_messages_due")
    .on("whatsapp_messages")
    .columns(["state", "next_attempt_at"])
    .execute();
  await db.schema
    .createIndex("whatsapp_messages_phone")
    .on("whatsapp_messages")
    .columns(["phone", "direction", "created_at"])
    .execute();
  await db.schema
    .createIndex("whatsapp_messages_lead")
    .on("whatsapp_messages")
    .columns(["lead_id", "created_at"])
    .execute();
  await db.schema
    .createIndex("whatsapp_messages_person")
    .on("whatsapp_messages")
    .columns(["person_id", "created_at"])
    .execute();

  await db.schema
    .createTable("whatsapp_opt_outs")
    .addColumn("phone", "text", (c) => c.primaryKey())
    .addColumn("opted_out_at", ts, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("staff_phones")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("auth_user.id").onDelete("cascade"))
    .addColumn("whatsapp", "text", (c) => c.notNull())
    .addColumn("updated_at", ts, (c) => c.notNull())
    .execute();
}
