import type { DB } from "#app/db/database.server.ts";
import { timestamp } from "#app/db/time.ts";
import { stoppedInstances } from "#app/jobs/instances.server.ts";

/**
 * The `lead_alerts` queue's statements. An alert is claimed by naming its sender (`claimed_by`,
 * an instance of app/jobs/instances.server.ts) and moving its next attempt past the claim; the
 * sender renews the claim while the mail is on its way, and clears it with the outcome.
 */

export interface AlertClaim {
  db: DB;
  /** The instance the claims name. */
  instance: string;
  /** How long a claim holds unless renewed. */
  claimMs: number;
  clock: () => Date;
}

const later = (clock: () => Date, ms: number) => timestamp(new Date(clock().getTime() + ms));

/**
 * Gives the alerts claimed by instances whose heartbeat has stopped back to the queue, due now:
 * their sender died mid-send, and they need not wait for the claim to run out.
 */
export async function releaseStoppedClaims(db: DB, at: Date): Promise<void> {
  const gone = (await stoppedInstances(db, at).execute()).map((row) => row.id);
  if (gone.length === 0) return;
  await db
    .updateTable("lead_alerts")
    .set({ claimed_by: null, next_attempt_at: timestamp(at) })
    .where("claimed_by", "in", gone)
    .where("state", "=", "pending")
    .execute();
}

/**
 * Claims up to `limit` due alerts, oldest first, in one statement: no other sender (another
 * process, or a later run here) takes them while the claim holds.
 */
export function claimDueAlerts({ db, instance, claimMs, clock }: AlertClaim, limit: number) {
  const due = timestamp(clock());
  return db
    .updateTable("lead_alerts")
    .set({ claimed_by: instance, next_attempt_at: later(clock, claimMs) })
    .where("state", "=", "pending")
    .where("next_attempt_at", "<=", due)
    .where("lead_id", "in", (eb) =>
      eb
        .selectFrom("lead_alerts as queued")
        .select("queued.lead_id")
        .where("queued.state", "=", "pending")
        .where("queued.next_attempt_at", "<=", due)
        .orderBy("queued.next_attempt_at")
        .limit(limit),
    )
    .returning(["lead_id", "attempts"])
    .execute();
}

/** Moves the claims on `unfinished` on every third of a claim, until the returned function is called. */
export function renewWhileSending(claim: AlertClaim, unfinished: ReadonlySet<string>): () => void {
  const { db, instance, claimMs, clock } = claim;
  const timer = setInterval(() => {
    if (unfinished.size === 0) return;
    db.updateTable("lead_alerts")
      .set({ next_attempt_at: later(clock, claimMs) })
      .where("claimed_by", "=", instance)
      .where("state", "=", "pending")
      .where("lead_id", "in", [...unfinished])
      .execute()
      .catch((error: unknown) =>
        console.error(`Alert claims not renewed: ${error instanceof Error ? error.message : String(error)}`),
      );
  }, claimMs / 3);
  timer.unref();
  return () => clearInterval(timer);
}

/** The mail server took these alerts' mails: sent, whoever holds the claim now. */
export async function markAlertsSent(db: DB, leadIds: readonly string[], at: Date): Promise<void> {
  await db
    .updateTable("lead_alerts")
    .set((eb) => ({
      state: "sent",
      attempts: eb("attempts", "+", 1),
      sent_at: timestamp(at),
      last_error: null,
      claimed_by: null,
    }))
    .where("lead_id", "in", leadIds)
    .execute();
}

/**
 * A failed attempt: retried after `delayMs`, or given up without one. Only while the claim is
 * ours: one released meanwhile may have been sent by another instance.
 */
export async function recordFailedAttempt(
  { db, instance, clock }: AlertClaim,
  failed: { leadId: string; attempts: number; error: string; delayMs: number | undefined },
): Promise<void> {
  await db
    .updateTable("lead_alerts")
    .set({
      attempts: failed.attempts,
      last_error: failed.error,
      state: failed.delayMs === undefined ? "failed" : "pending",
      next_attempt_at: later(clock, failed.delayMs ?? 0),
      claimed_by: null,
    })
    .where("lead_id", "=", failed.leadId)
    .where("claimed_by", "=", instance)
    .execute();
}
