import type { DB } from "#app/db/database.server.ts";
import { timestamp } from "#app/db/time.ts";
import { closedLeadStatuses, findPersonByPhone, storeLead } from "#app/domain/leads/index.server.ts";
import { normalizeIndianPhone } from "#app/domain/leads/index.ts";
import { newId } from "#app/lib/ids.ts";
import { answerSubscription, signedByMeta } from "#app/lib/meta-webhooks.server.ts";
import type { WhatsAppConfig } from "./whatsapp-config.ts";
import { startWords, stopWords } from "./whatsapp-model.ts";
import { optIn, optOut } from "./whatsapp-outbox.server.ts";
import { mayHaveGone } from "./whatsapp-sender.server.ts";
import { getWhatsAppSettings } from "./whatsapp-settings.server.ts";

/**
 * `GET`/`POST /hooks/whatsapp`: the Cloud API's webhook, as Meta documents it. The GET is the
 * subscription check; each POST is signed (`X-Hub-Signature-256`) and carries, per change of field
 * `messages`, the buyers' new messages (`value.messages`, with `value.contacts` naming them) and the
 * statuses of ours (`value.statuses`: sent, delivered, read or failed). A message from a known phone
 * joins that person's newest lead and asks for an answer (its next step); one from a phone no lead
 * has becomes a lead of source WhatsApp. STOP opts the phone out, START back in.
 */

export interface WhatsAppHookAnswer {
  status: number;
  body: { error?: string; received?: number };
  /** A new lead or a reply arrived: the job may have something to send. */
  news: boolean;
}

/** The next step a buyer's message gives their lead. */
export const replyStep = "Answer their WhatsApp message";

const refuse = (status: number, error: string): WhatsAppHookAnswer => ({
  status,
  body: { error },
  news: false,
});

export function verifyWhatsAppSubscription(
  query: URLSearchParams,
  config: WhatsAppConfig | undefined,
): { status: number; text: string } {
  if (!config) return { status: 404, text: "WhatsApp is not set up." };
  return answerSubscription(query, config.verifyToken);
}

interface IncomingMessage {
  from?: unknown;
  id?: unknown;
  type?: unknown;
  text?: { body?: unknown };
  button?: { text?: unknown };
  interactive?: { button_reply?: { title?: unknown }; list_reply?: { title?: unknown } };
}

interface StatusChange {
  id?: unknown;
  status?: unknown;
  timestamp?: unknown;
  biz_opaque_callback_data?: unknown;
  errors?: { code?: unknown; title?: unknown; message?: unknown }[];
}

interface ChangeValue {
  contacts?: { wa_id?: unknown; profile?: { name?: unknown } }[];
  messages?: IncomingMessage[];
  statuses?: StatusChange[];
}

const text = (value: unknown, max: number) => (typeof value === "string" ? value.trim().slice(0, max) : "");

/** What staff read of an incoming message: its text, a button's or a list's title, or its kind. */
export function incomingText(message: IncomingMessage): string {
  const said =
    text(message.text?.body, 4096) ||
    text(message.button?.text, 200) ||
    text(message.interactive?.button_reply?.title, 200) ||
    text(message.interactive?.list_reply?.title, 200);
  return said || `(${text(message.type, 40) || "message"})`;
}

async function staffNumbers(db: DB): Promise<Set<string>> {
  const rows = await db.selectFrom("staff_phones").select("whatsapp").execute();
  const { salesNumbers } = await getWhatsAppSettings(db);
  return new Set([...rows.map((row) => row.whatsapp), ...salesNumbers]);
}

/** One incoming message, stored once (its wamid); whether it was new. */
async function receiveMessage(
  db: DB,
  message: IncomingMessage,
  profileName: string,
  staff: ReadonlySet<string>,
  now: Date,
): Promise<boolean> {
  const waId = text(message.id, 200);
  const phone = normalizeIndianPhone(`+${text(message.from, 20)}`);
  if (!waId || !phone) return false;
  const body = incomingText(message);
  const word = body.toUpperCase();
  let personId = staff.has(phone) ? null : await findPersonByPhone(db, phone);
  let leadId: string | null = null;
  if (!staff.has(phone) && personId === null) {
    // Keyed by the message's id, so a delivery Meta sends again finds this lead, not a second one.
    const stored = await storeLead(db, {
      kind: "enquiry",
      name: profileName || `WhatsApp ${phone}`,
      phone,
      email: null,
      message: body,
      details: {},
      page: null,
      projectId: null,
      source: "whatsapp",
      sourceRef: waId,
      consent: "Wrote to the company's WhatsApp number.",
      receivedAt: now,
    });
    leadId = stored.id;
    personId = (await findPersonByPhone(db, phone)) ?? null;
  } else if (personId !== null) {
    const newest = await db
      .selectFrom("leads")
      .select("id")
      .where("person_id", "=", personId)
      .orderBy("created_at", "desc")
      .executeTakeFirst();
    leadId = newest?.id ?? null;
  }
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("whatsapp_messages")
      .values({
        id: newId(),
        direction: "in",
        phone,
        person_id: personId,
        lead_id: leadId,
        purpose: "incoming",
        body,
        state: "received",
        next_attempt_at: timestamp(now),
        wa_id: waId,
        created_at: timestamp(now),
        state_at: timestamp(now),
      })
      .onConflict((oc) => oc.column("wa_id").doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    if ((stopWords as readonly string[]).includes(word)) await optOut(trx, phone, now);
    else if ((startWords as readonly string[]).includes(word)) await optIn(trx, phone);
    else if (leadId !== null) {
      // A reply asks for an answer: it is the open lead's next step, due now (My day lists it).
      await trx
        .updateTable("leads")
        .set({ next_step: replyStep, next_step_due: timestamp(now) })
        .where("id", "=", leadId)
        .where("status", "not in", [...closedLeadStatuses])
        .execute();
    }
    return true;
  });
}

const stateRank: Record<string, number> = { sent: 1, delivered: 2, read: 3 };

/**
 * Whether a status changes a message in `current` state: forward only (a late "sent" never undoes
 * "read"); "failed" before delivery; and a message marked failed only because it may have gone
 * (`mayHaveGone`: the server stopped, or no answer came) takes a sent, delivered or read status
 * that names it. A failure WhatsApp reported stays, whatever late status follows.
 */
export function statusApplies(current: string, status: string, mayHaveGoneAfterAll = false): boolean {
  if (status === "failed") return ["queued", "sending", "sent"].includes(current);
  if (!(status in stateRank)) return false;
  if (current === "failed") return mayHaveGoneAfterAll;
  return stateRank[status]! > (stateRank[current] ?? 0);
}

/** A status of one of our messages, found by its wamid or by our id that it carries. */
async function receiveStatus(db: DB, status: StatusChange, now: Date): Promise<void> {
  const waId = text(status.id, 200);
  const state = text(status.status, 20);
  if (!waId) return;
  const ours = text(status.biz_opaque_callback_data, 64);
  const message = await db
    .selectFrom("whatsapp_messages")
    .select(["id", "state", "last_error"])
    .where("direction", "=", "out")
    .where((eb) => (ours ? eb.or([eb("wa_id", "=", waId), eb("id", "=", ours)]) : eb("wa_id", "=", waId)))
    .executeTakeFirst();
  if (!message || !statusApplies(message.state, state, mayHaveGone(message.last_error))) return;
  const seconds = Number(text(status.timestamp, 20));
  const at =
    Number.isFinite(seconds) && seconds > 0 ? new Date(Math.min(seconds * 1000, now.getTime())) : now;
  const error = status.errors?.[0];
  await db
    .updateTable("whatsapp_messages")
    .set({
      state,
      wa_id: waId,
      state_at: timestamp(at),
      last_error:
        state === "failed"
          ? `WhatsApp: ${text(error?.title, 200) || text(error?.message, 200) || "not delivered"}${error?.code === undefined ? "" : ` (error ${String(error.code)})`}`
          : null,
    })
    .where("id", "=", message.id)
    .where("state", "=", message.state)
    .execute();
}

/** A signed delivery: its messages and statuses, each stored or applied once. */
export async function receiveWhatsAppDelivery(
  db: DB,
  body: Buffer,
  signature: string | null,
  config: WhatsAppConfig | undefined,
  now: Date = new Date(),
): Promise<WhatsAppHookAnswer> {
  if (!config) return refuse(404, "WhatsApp is not set up.");
  if (!signedByMeta(body, signature, config.appSecret)) return refuse(401, "The signature does not match.");
  let payload: unknown;
  try {
    payload = JSON.parse(body.toString("utf8"));
  } catch {
    return refuse(400, "The body is not JSON.");
  }
  const entries = (payload as { entry?: unknown } | null)?.entry;
  if (!Array.isArray(entries)) return refuse(400, "The delivery has no entry.");
  const values = entries.flatMap((entry: unknown) => {
    const changes = (entry as { changes?: unknown } | null)?.changes;
    return (Array.isArray(changes) ? changes : []).flatMap((change: unknown) => {
      const { field, value } = (change ?? {}) as { field?: unknown; value?: ChangeValue };
      return field === "messages" && value && typeof value === "object" ? [value] : [];
    });
  });
  const staff = await staffNumbers(db);
  let received = 0;
  for (const value of values) {
    const names = new Map(
      (Array.isArray(value.contacts) ? value.contacts : []).map((c) => [
        text(c.wa_id, 20),
        text(c.profile?.name, 100),
      ]),
    );
    for (const message of Array.isArray(value.messages) ? value.messages : []) {
      if (await receiveMessage(db, message, names.get(text(message.from, 20)) ?? "", staff, now)) received++;
    }
    for (const status of Array.isArray(value.statuses) ? value.statuses : [])
      await receiveStatus(db, status, now);
  }
  return { status: 200, body: { received }, news: received > 0 };
}
