import type { DB } from "#app/db/database.server.ts";
import { toDate } from "#app/db/time.ts";
import { normalizeIndianPhone } from "#app/domain/leads/index.ts";
import { formatShortDateTime } from "#app/lib/india-time.ts";
import { describeWhen } from "#app/lib/when.ts";
import { isOptedOut, queueMessage } from "./whatsapp-outbox.server.ts";
import { agreedToWhatsApp } from "./whatsapp-triggers.server.ts";
import {
  maxReplyLength,
  messagePurposeLabels,
  messageStateLabels,
  replyWindowMs,
  whatsAppMessages,
  type MessagePurpose,
  type MessageState,
} from "./whatsapp-model.ts";
import type { WhatsAppPanelView } from "./whatsapp-view.ts";
import { getWhatsAppSettings } from "./whatsapp-settings.server.ts";
import { buyerWording } from "./whatsapp-wording.ts";

/**
 * A lead's WhatsApp on its page: every message to and from the buyer's phone with its state, the
 * opt-out, and the reply staff may send. WhatsApp's rule: free text only within 24 hours of the
 * buyer's last message (the customer service window); after that, an approved template only.
 */

export interface WhatsAppLead {
  id: string;
  name: string;
  phone: string;
  consent: string | null;
  personId: string | null;
  project: string | null;
  /** The project's Tamil name and the buyer's language, for the follow-up in Tamil (whatsapp-wording.ts). */
  projectTa: string | null;
  language: string;
}

const buyerPhone = (lead: WhatsAppLead) => normalizeIndianPhone(lead.phone) ?? lead.phone.trim();

async function lastIncoming(db: DB, phone: string): Promise<Date | null> {
  const row = await db
    .selectFrom("whatsapp_messages")
    .select("created_at")
    .where("phone", "=", phone)
    .where("direction", "=", "in")
    .orderBy("created_at", "desc")
    .executeTakeFirst();
  return row ? toDate(row.created_at) : null;
}

/** Until when free text may go to this phone; null: the window is closed (or never opened). */
export async function replyWindowEnd(db: DB, phone: string, now: Date): Promise<Date | null> {
  const last = await lastIncoming(db, phone);
  if (!last) return null;
  const end = new Date(last.getTime() + replyWindowMs);
  return end > now ? end : null;
}

export async function leadWhatsApp(
  db: DB,
  lead: WhatsAppLead,
  configured: boolean,
  now: Date,
): Promise<WhatsAppPanelView> {
  const phone = buyerPhone(lead);
  const [rows, optOut, windowEnd, settings] = await Promise.all([
    db
      .selectFrom("whatsapp_messages")
      .select(["id", "direction", "purpose", "body", "state", "last_error", "sent_by", "created_at"])
      .where("phone", "=", phone)
      .orderBy("created_at", "desc")
      .limit(50)
      .execute(),
    db.selectFrom("whatsapp_opt_outs").select("opted_out_at").where("phone", "=", phone).executeTakeFirst(),
    replyWindowEnd(db, phone, now),
    getWhatsAppSettings(db),
  ]);
  return {
    configured,
    consent: agreedToWhatsApp(lead.consent),
    optedOutAt: optOut ? `${formatShortDateTime(toDate(optOut.opted_out_at))} IST` : null,
    windowEndsAt: windowEnd ? `${formatShortDateTime(windowEnd)} IST` : null,
    followUp: settings.templates["follow-up"]?.name ?? null,
    messages: rows.reverse().map((row) => ({
      id: row.id,
      incoming: row.direction === "in",
      purpose: messagePurposeLabels[row.purpose as MessagePurpose] ?? row.purpose,
      body: row.body,
      state: row.state as MessageState,
      stateLabel: messageStateLabels[row.state as MessageState] ?? row.state,
      error: row.last_error,
      sentBy: row.sent_by,
      when: describeWhen(toDate(row.created_at), now),
    })),
  };
}

export type WhatsAppReplyResult = { queued: true } | { error: string; text?: string };

/**
 * Staff's message to the buyer from the lead's page: free text (`text`) within the 24 hours, else
 * the follow-up template; queued for the whatsapp job. Refused when WhatsApp is off, the buyer
 * did not agree to it or wrote STOP.
 */
export async function replyOnWhatsApp(
  db: DB,
  {
    lead,
    staffName,
    form,
    configured,
    now,
  }: {
    lead: WhatsAppLead;
    staffName: string;
    form: FormData;
    configured: boolean;
    now: Date;
  },
): Promise<WhatsAppReplyResult> {
  const phone = buyerPhone(lead);
  const kind = String(form.get("whatsapp") ?? "");
  const text = String(form.get("text") ?? "").trim();
  if (!configured) return { error: whatsAppMessages.notSetUp, text };
  if (!agreedToWhatsApp(lead.consent)) return { error: whatsAppMessages.noConsent, text };
  if (await isOptedOut(db, phone)) return { error: whatsAppMessages.optedOut, text };
  const open = (await replyWindowEnd(db, phone, now)) !== null;
  if (kind === "text") {
    if (!open) return { error: whatsAppMessages.windowClosed, text };
    if (text === "" || text.length > maxReplyLength) return { error: whatsAppMessages.reply, text };
    await queueMessage(
      db,
      {
        phone,
        purpose: "reply",
        leadId: lead.id,
        personId: lead.personId,
        sentBy: staffName,
        content: { text },
      },
      now,
    );
    return { queued: true };
  }
  const template = (await getWhatsAppSettings(db)).templates["follow-up"];
  if (!template) return { error: whatsAppMessages.noFollowUp };
  const wording = buyerWording(template, lead.language);
  await queueMessage(
    db,
    {
      phone,
      purpose: "follow-up",
      leadId: lead.id,
      personId: lead.personId,
      sentBy: staffName,
      content: {
        template: wording.template,
        params: [lead.name, wording.project({ name: lead.project, nameTa: lead.projectTa })],
      },
    },
    now,
  );
  return { queued: true };
}
