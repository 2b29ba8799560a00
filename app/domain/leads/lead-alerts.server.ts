import type { DB } from "../../db/database.server.ts";
import { timestamp } from "../../db/time.ts";
import { eachConcurrently } from "../../lib/concurrency.ts";
import { getLead, leadTimeZone, type LeadDetail } from "./lead-inbox.server.ts";
import { purgeClosedLeads } from "./lead-actions.server.ts";
import { leadDetailLabels, leadKindLabels, utmLabels } from "./lead-model.ts";
import { getLeadSettings } from "./lead-settings.server.ts";
import { getSiteSettings } from "../settings/settings.server.ts";
import type { Mailer, MailMessage } from "../../mail/mailer.server.ts";
import type { AppMetrics } from "../../lib/metrics.ts";
import type { Job } from "../../jobs/jobs.server.ts";

/**
 * The alert e-mail of each new lead, sent from the lead_alerts queue. recordLead queues it in the
 * same transaction as the lead; this module sends it after the visitor has their answer, a few at
 * a time, and retries with backoff when the mail server is down. After the last retry the alert
 * is 'failed' and the Leads page says so until staff send it again.
 *
 * A batch is claimed in one statement, and each alert is marked sent as soon as the mail server
 * took it. A crash between those two steps sends that alert again once its claim expires; the
 * copy carries the same Message-ID, so mail clients show it once.
 */

export interface AlertDeps {
  db: DB;
  mailer: Mailer;
  siteUrl: string;
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
/** A claimed alert is left alone this long by other processes (longer than a send may take). */
const claimMs = 2 * 60_000;
const batchSize = 40;
/** Mails sent at once; the SMTP transport keeps as many connections open. */
export const alertSendConcurrency = 4;

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

export function formatLeadTime(date: Date): string {
  return new Intl.DateTimeFormat("en-IN", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: leadTimeZone,
  }).format(date);
}

export function composeLeadAlert(
  lead: LeadDetail,
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
    ["Received", formatLeadTime(lead.createdAt)],
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
 * Claims up to a batch of due alerts in one statement: their next attempt moves past the claim,
 * so no other sender (another process, or this one's next run) takes them meanwhile.
 */
function claimDueAlerts(db: DB, now: Date) {
  const due = timestamp(now);
  return db
    .updateTable("lead_alerts")
    .set({ next_attempt_at: timestamp(new Date(now.getTime() + claimMs)) })
    .where("state", "=", "pending")
    .where("next_attempt_at", "<=", due)
    .where("lead_id", "in", (eb) =>
      eb
        .selectFrom("lead_alerts as queued")
        .select("queued.lead_id")
        .where("queued.state", "=", "pending")
        .where("queued.next_attempt_at", "<=", due)
        .orderBy("queued.next_attempt_at")
        .limit(batchSize),
    )
    .returning(["lead_id", "attempts"])
    .execute();
}

/**
 * An error text for the log, without the visitor's name, e-mail or phone: a mail server may quote
 * the subject or the message back. The lead's own page keeps the text as it came.
 */
function withoutVisitor(text: string, lead: Pick<LeadDetail, "name" | "email" | "phone">): string {
  const values = [lead.name, lead.email, lead.phone, lead.phone.replace(/^\+91/, "")];
  return values.reduce<string>(
    (out, value) => (value && value.trim().length >= 3 ? out.replaceAll(value.trim(), "[visitor]") : out),
    text,
  );
}

/** Sends the alerts that are due, a few at a time; safe to run from several processes at once. */
export async function deliverDueAlerts(deps: AlertDeps, now: Date = new Date()): Promise<DeliveryReport> {
  const { db } = deps;
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  for (;;) {
    const claimed = await claimDueAlerts(db, now);
    if (claimed.length === 0) return report;
    const [site, leadSettings] = await Promise.all([getSiteSettings(db), getLeadSettings(db)]);
    const to = leadSettings.salesEmails.length > 0 ? leadSettings.salesEmails : [site.email];
    await eachConcurrently(claimed, alertSendConcurrency, async (alert) => {
      const lead = await getLead(db, alert.lead_id);
      if (!lead) return;
      const attempts = alert.attempts + 1;
      try {
        await deps.mailer.send({ to, ...composeLeadAlert(lead, deps.siteUrl, site.companyName) });
      } catch (error) {
        const delay = alertRetryDelaysMs[attempts - 1];
        const message = oneLine(error instanceof Error ? error.message : String(error)).slice(0, 300);
        console.error(
          `Alert e-mail for lead ${lead.id} not sent (attempt ${attempts}): ${withoutVisitor(message, lead)}`,
        );
        await db
          .updateTable("lead_alerts")
          .set({
            attempts,
            last_error: message,
            state: delay === undefined ? "failed" : "pending",
            next_attempt_at: timestamp(new Date(now.getTime() + (delay ?? 0))),
          })
          .where("lead_id", "=", lead.id)
          .execute();
        if (delay === undefined) report.failed += 1;
        else report.retrying += 1;
        return;
      }
      await db
        .updateTable("lead_alerts")
        .set({ state: "sent", attempts, sent_at: timestamp(), last_error: null })
        .where("lead_id", "=", lead.id)
        .execute();
      report.sent += 1;
    });
  }
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
    // Short: two runs at once are safe (the row claims above), while a crashed holder's lease
    // holds every new lead's alert back until it runs out.
    leaseMs: 15_000,
    async run(now) {
      deps.metrics.alertsDelivered(await deliverDueAlerts(deps, now));
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
