import type { DB } from "#app/db/database.server.ts";
import { timestamp, toDate } from "#app/db/time.ts";
import { CloudApiError, sendCloudMessage } from "./whatsapp-cloud.server.ts";
import type { WhatsAppConfig } from "./whatsapp-config.ts";
import { isOptedOut } from "./whatsapp-outbox.server.ts";

/**
 * Sends the queued messages, as the whatsapp job's second step. The job runs on one instance at a
 * time (app/jobs), so a message found `sending` when a run starts was being sent by a run that died
 * (a crash, a kill): whether it reached WhatsApp is not known, and it is never sent again, so
 * nobody gets it twice. It shows as failed until a status webhook names it (by our id, which each
 * message carries as `biz_opaque_callback_data`) and says what became of it.
 */

/** Why a message that may have gone is not sent again; a status webhook that names it puts it right. */
export const notSentAgain = "not sent again, so nobody gets it twice.";

export const interruptedError = `The server stopped while sending it; ${notSentAgain}`;

/** Whether a failed message may have gone after all (so a status of it is believed). */
export function mayHaveGone(lastError: string | null): boolean {
  return lastError?.endsWith(notSentAgain) ?? false;
}

/** The wait before another try: 30 s, doubling, at most an hour. */
export function whatsAppRetryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);
}

/** Tries before a message is given up while WhatsApp is unreachable or throttling: about a day. */
export const whatsAppAttempts = 30;

/** How many messages one run sends at most (each waits at most `timeoutMs`, well inside the job's lease). */
const batch = 20;

export interface SendOptions {
  db: DB;
  config: WhatsAppConfig;
  timeoutMs: number;
  log: { error(message: string): void };
}

/** The outcome of a send, unless a status webhook that came meanwhile has moved it on already. */
async function settle(db: DB, id: string, set: Record<string, string | number | null>): Promise<void> {
  await db
    .updateTable("whatsapp_messages")
    .set(set)
    .where("id", "=", id)
    .where("state", "=", "sending")
    .execute();
}

/** Sends what is due; answers when the next queued message is due, if any. */
export async function sendDueMessages(
  { db, config, timeoutMs, log }: SendOptions,
  now: Date,
): Promise<Date | null> {
  await db
    .updateTable("whatsapp_messages")
    .set({ state: "failed", last_error: interruptedError, state_at: timestamp(now) })
    .where("state", "=", "sending")
    .execute();
  const due = await db
    .selectFrom("whatsapp_messages")
    .select(["id", "phone", "template", "language", "params", "body", "attempts", "purpose"])
    .where("state", "=", "queued")
    .where("next_attempt_at", "<=", timestamp(now))
    .orderBy("next_attempt_at")
    .limit(batch)
    .execute();
  for (const message of due) {
    const attempts = Number(message.attempts) + 1;
    // Marked before the request leaves: a crash from here on leaves it `sending`, never sent twice.
    const taken = await db
      .updateTable("whatsapp_messages")
      .set({ state: "sending", attempts, state_at: timestamp(now) })
      .where("id", "=", message.id)
      .where("state", "=", "queued")
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 0) continue;
    if (await isOptedOut(db, message.phone)) {
      await settle(db, message.id, {
        state: "failed",
        last_error: "The buyer wrote STOP.",
        state_at: timestamp(now),
      });
      continue;
    }
    try {
      const waId = await sendCloudMessage(
        config,
        {
          id: message.id,
          phone: message.phone,
          text: message.body,
          template:
            message.template === null
              ? null
              : {
                  name: message.template,
                  language: message.language ?? "en",
                  params: JSON.parse(message.params) as string[],
                },
        },
        timeoutMs,
      );
      await settle(db, message.id, {
        state: "sent",
        wa_id: waId,
        last_error: null,
        state_at: timestamp(now),
      });
    } catch (error) {
      if (!(error instanceof CloudApiError)) throw error;
      const again = error.outcome === "retry" && attempts < whatsAppAttempts;
      await settle(db, message.id, {
        state: again ? "queued" : "failed",
        last_error: error.outcome === "unsure" ? `${error.message}; ${notSentAgain}` : error.message,
        next_attempt_at: timestamp(new Date(now.getTime() + whatsAppRetryDelayMs(attempts))),
        state_at: timestamp(now),
      });
      log.error(
        `WhatsApp message ${message.id} not sent (attempt ${attempts}, ${again ? "tried again later" : "given up"}): ${error.message}`,
      );
    }
  }
  const next = await db
    .selectFrom("whatsapp_messages")
    .select((eb) => eb.fn.min("next_attempt_at").as("at"))
    .where("state", "=", "queued")
    .executeTakeFirst();
  return next?.at ? toDate(next.at) : null;
}
