import type { DB } from "#app/db/database.server.ts";
import { groupWrites } from "#app/lib/group-writes.ts";
import { formatMailDateTime } from "#app/lib/india-time.ts";
import { readAlertLeads, type AlertLead } from "./lead-inbox.server.ts";
import { purgeClosedLeads } from "./lead-actions.server.ts";
import { leadDetailLabels, leadKindLabels, utmLabels } from "./lead-model.ts";
import { getLeadSettings } from "./lead-settings.server.ts";
import { getSiteSettings } from "#app/domain/settings/index.server.ts";
import { smtpConnections, type Mailer, type MailMessage } from "#app/mail/mailer.server.ts";
import type { AppMetrics } from "#app/lib/metrics.ts";
import type { Job } from "#app/jobs/jobs.server.ts";
import { thisInstance } from "#app/jobs/instances.server.ts";
import {
  claimDueAlerts,
  markAlertsSent,
  recordFailedAttempt,
  releaseStoppedClaims,
  renewWhileSending,
  type AlertClaim,
} from "./lead-alert-queue.server.ts";

/**
 * The alert e-mail of each new lead, sent from the lead_alerts queue. recordLead queues it in the
 * same transaction as the lead; this module sends it after the visitor has their answer, a few at
 * a time, and retries with backoff when the mail server is down. After the last retry the alert
 * is 'failed' and the Leads page says so until staff send it again.
 *
 * A batch is claimed in one statement, naming this instance, and each alert is marked sent as
 * soon as the mail server took it. Claims last `alertClaimMs` and are renewed while their mails are
 * being sent; a dead instance's claims are released by the next run anywhere once its heartbeat
 * has stopped (app/jobs/instances.server.ts). A crash between the server taking a mail and the
 * "sent" mark sends that alert again; the copy carries the same Message-ID, so mail clients show
 * it once.
 */

export interface AlertDeps {
  db: DB;
  mailer: Mailer;
  siteUrl: string;
  /** Names this process in its claims: `thisInstance`, whose heartbeat the job runner keeps. */
  instance?: string;
  /** How long a claim holds unless renewed (`alertClaimMs`). */
  claimMs?: number;
}

/** Waits after the 1st, 2nd, ... failed attempt; one more failure after the last gives up. */
export const alertRetryDelaysMs = [
  60_000,
  5 * 60_000,
  15 * 60_000,
  60 * 60_000,
  3 * 60 * 60_000,
  6 * 60 * 60_000,
];
/**
 * A claimed alert is left alone this long by other processes. A run renews the claims it has not
 * finished every third of it, so a slow mail server cannot outlast them; a process that died
 * stops renewing.
 */
export const alertClaimMs = 30_000;
const batchSize = 100;
/** Mails sent at once, one per connection the SMTP transport keeps open. */
export const alertSendConcurrency = smtpConnections;
/** The least time between two claims of one run: leads arriving meanwhile are claimed together. */
const claimGapMs = 100;
/** A run claims no more after this long (within the job's lease), so other jobs get their turn. */
const alertRunMs = 10_000;

/** One line: no line breaks or control characters from visitors' text. */
function oneLine(text: string): string {
  return text.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, " ").trim();
}

/** The same for every copy of one lead's alert, so a resent copy is recognised as the same mail. */
export function leadAlertMessageId(leadId: string, siteUrl: string): string {
  return `<lead-${leadId}@${new URL(siteUrl).hostname}>`;
}

/** The visitor's own words, each line quoted, so nothing in them reads as a line of ours. */
function quoted(text: string): string {
  return text
    .split(/\r\n|[\n\r\v\f\u2028\u2029]/)
    .map((line) => `> ${line.replace(/\p{Cc}+/gu, " ").trimEnd()}`)
    .join("\n");
}

export function composeLeadAlert(
  lead: AlertLead,
  siteUrl: string,
  companyName: string,
): Omit<MailMessage, "to"> {
  const kind = leadKindLabels[lead.kind];
  const rows: [string, string | null][] = [
    ["Kind", kind],
    ["Name", lead.name],
    ["Phone", lead.phone],
    ["E-mail", lead.email],
    ["Project", lead.projectName],
    ["Plot", lead.plotNumber],
    ...Object.entries(lead.details).map(([key, value]): [string, string] => [
      leadDetailLabels[key] ?? key,
      value,
    ]),
    ["Page", lead.page],
    ...Object.entries(lead.utm).map(([key, value]): [string, string] => [
      (utmLabels as Record<string, string>)[key] ?? key,
      value,
    ]),
    ["Referrer", lead.referrer],
    ["Consent", lead.consent],
    ["Received", formatMailDateTime(lead.createdAt)],
  ];
  const body = rows
    .filter((row): row is [string, string] => row[1] !== null && row[1] !== "")
    .map(([label, value]) => `${label}: ${oneLine(value)}`)
    .join("\n");
  const link = `${siteUrl}/admin/leads/${lead.id}`;
  const message = lead.message?.trim()
    ? `\n\nThe visitor's message, as they typed it:\n\n${quoted(lead.message.trim())}\n`
    : "\n";
  return {
    subject: oneLine(
      `New ${kind.toLowerCase()} from ${lead.name}${lead.projectName ? ` (${lead.projectName})` : ""}`,
    ),
    text: `A new lead reached ${companyName}.\n\n${body}\n\nOpen it in the back office: ${link}${message}`,
    messageId: leadAlertMessageId(lead.id, siteUrl),
  };
}

export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
}

/**
 * An error text for the log, without the visitor's name, e-mail or phone: a mail server may quote
 * the subject or the message back. The lead's own page keeps the text as it came.
 */
function withoutVisitor(text: string, lead: AlertLead): string {
  const values = [lead.name, lead.email, lead.phone, lead.phone.replace(/^\+91/, "")];
  return values.reduce<string>(
    (out, value) => (value && value.trim().length >= 3 ? out.replaceAll(value.trim(), "[visitor]") : out),
    text,
  );
}

/** A claimed alert, ready to go. */
interface Outgoing {
  lead: AlertLead;
  message: MailMessage;
  /** This attempt's number. */
  attempts: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * Sends the alerts that are due by `clock`, `alertSendConcurrency` at a time, and those that fall
 * due while it runs, for up to `alertRunMs`; safe to run from several processes at once.
 *
 * The sends form a pipeline: whenever the claimed alerts run out, the next batch is claimed (at
 * most every `claimGapMs`, so that a stream of leads is claimed a few at a time, not one write
 * each) while the other mails are still on their way. Each alert is marked sent as soon as the
 * mail server took it, those finishing together in one statement.
 */
export async function deliverDueAlerts(
  deps: AlertDeps,
  clock: () => Date = () => new Date(),
): Promise<DeliveryReport> {
  const claim: AlertClaim = {
    db: deps.db,
    instance: deps.instance ?? thisInstance,
    claimMs: deps.claimMs ?? alertClaimMs,
    clock,
  };
  const { db } = claim;
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  const until = clock().getTime() + alertRunMs;
  await releaseStoppedClaims(db, clock());

  const queue: Outgoing[] = [];
  const unfinished = new Set<string>();
  const markSent = groupWrites((ids: string[]) => markAlertsSent(db, ids, clock()));
  let claimedAt = Number.NEGATIVE_INFINITY;
  let claiming: Promise<boolean> | null = null;

  /** Claims the next batch into the queue; false once none is due (or the run has lasted long enough). */
  const claimNext = () =>
    (claiming ??= (async () => {
      await sleep(claimedAt + claimGapMs - performance.now());
      claimedAt = performance.now();
      if (clock().getTime() >= until) return false;
      const claimed = await claimDueAlerts(claim, batchSize);
      if (claimed.length === 0) return false;
      for (const alert of claimed) unfinished.add(alert.lead_id);
      const [site, leadSettings, leads] = await Promise.all([
        getSiteSettings(db),
        getLeadSettings(db),
        readAlertLeads(
          db,
          claimed.map((alert) => alert.lead_id),
        ),
      ]);
      const to = leadSettings.salesEmails.length > 0 ? leadSettings.salesEmails : [site.email];
      const byId = new Map(leads.map((lead) => [lead.id, lead]));
      for (const alert of claimed) {
        // A lead deleted since the claim took its alert with it.
        const lead = byId.get(alert.lead_id);
        if (!lead) unfinished.delete(alert.lead_id);
        else
          queue.push({
            lead,
            message: { to, ...composeLeadAlert(lead, deps.siteUrl, site.companyName) },
            attempts: alert.attempts + 1,
          });
      }
      return true;
    })().finally(() => {
      claiming = null;
    }));

  const send = async ({ lead, message, attempts }: Outgoing): Promise<keyof DeliveryReport> => {
    try {
      await deps.mailer.send(message);
    } catch (error) {
      const delayMs = alertRetryDelaysMs[attempts - 1];
      const reason = oneLine(error instanceof Error ? error.message : String(error)).slice(0, 300);
      console.error(
        `Alert e-mail for lead ${lead.id} not sent (attempt ${attempts}): ${withoutVisitor(reason, lead)}`,
      );
      await recordFailedAttempt(claim, { leadId: lead.id, attempts, error: reason, delayMs });
      return delayMs === undefined ? "failed" : "retrying";
    }
    await markSent(lead.id);
    return "sent";
  };

  let sending = 0;
  // Each sender takes the next claimed alert, or claims more; it stops once nothing is due and no
  // other mail is on its way (one still sending may find more due when it is done).
  const sender = async () => {
    for (;;) {
      const next = queue.shift();
      if (next) {
        sending += 1;
        try {
          report[await send(next)] += 1;
        } finally {
          sending -= 1;
          unfinished.delete(next.lead.id);
        }
      } else if (!(await claimNext()) && sending === 0 && queue.length === 0) {
        return;
      }
    }
  };

  const stopRenewing = renewWhileSending(claim, unfinished);
  try {
    const ended = await Promise.allSettled(Array.from({ length: alertSendConcurrency }, sender));
    const failure = ended.find((outcome) => outcome.status === "rejected");
    if (failure) throw failure.reason;
  } finally {
    stopRenewing();
  }
  return report;
}

export interface LeadAlerts {
  /** Sends what is due now, without waiting (called right after a lead is stored). */
  kick(): void;
}

export const leadAlertJobName = "lead-alerts";

/**
 * The alert sender as a background job (app/jobs): every `everyMs` for retries, and at once when
 * kicked after a new lead. Any instance may run it; the queue's own row claims keep each alert to
 * one sender even if two runs overlap (a run longer than the lease).
 */
export function leadAlertJob(deps: AlertDeps & { metrics: AppMetrics }, everyMs = 30_000): Job {
  return {
    name: leadAlertJobName,
    everyMs,
    // Longer than a run (alertRunMs) and short: two runs at once are safe (the row claims), while
    // a crashed holder's lease holds every new lead's alert back until it runs out or the
    // holder's heartbeat is seen to have stopped.
    leaseMs: 15_000,
    async run(now) {
      // The runner's clock, moving on while the run lasts.
      const offset = now.getTime() - Date.now();
      deps.metrics.alertsDelivered(await deliverDueAlerts(deps, () => new Date(Date.now() + offset)));
    },
  };
}

/** Deletes closed leads past Settings' retention period: once every 6 hours across all instances. */
export function leadRetentionJob(db: DB): Job {
  return {
    name: "lead-retention",
    everyMs: 6 * 60 * 60_000,
    leaseMs: 30 * 60_000,
    async run(now) {
      const { retentionMonths } = await getLeadSettings(db);
      const purged = await purgeClosedLeads(db, retentionMonths, now);
      if (purged > 0) console.log(`Deleted ${purged} closed leads past the retention period.`);
    },
  };
}
