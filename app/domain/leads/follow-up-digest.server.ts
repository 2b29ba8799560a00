import type { DB } from "#app/db/database.server.ts";
import { timestamp, toDate } from "#app/db/time.ts";
import { businessHoursFrom, getSiteSettings, type BusinessHours } from "#app/domain/settings/index.server.ts";
import {
  addDays,
  formatDayMonthTime,
  indiaDayBounds,
  indiaToday,
  parseCalendarDay,
} from "#app/lib/india-time.ts";
import type { Job } from "#app/jobs/jobs.server.ts";
import type { Mailer } from "#app/mail/mailer.server.ts";
import { closedLeadStatuses } from "./lead-model.ts";
import { leadPath } from "./lead-view.ts";

/**
 * Issue "One inbox": at 9:00 (India time) each business day, everyone with overdue follow-ups gets
 * one mail listing them. The day is claimed in the database before any mail goes, so a second
 * instance, or a restart after 9:00, never sends that day's mails again.
 */

export const followUpDigestJobName = "follow-up-digest";

/** The hour the mails go, India time. */
const digestMinute = 9 * 60;

/** Overdue follow-ups listed in one mail at most (the rest are on "My day"). */
export const digestLength = 50;

const claimKey = "follow-up-digest";

/** The moment `day` (YYYY-MM-DD) reaches 9:00 in India. */
function nineOn(day: string): Date {
  return new Date(indiaDayBounds(day)!.start.getTime() + digestMinute * 60_000);
}

function isBusinessDay(day: string, hours: BusinessHours): boolean {
  return hours.days.includes(parseCalendarDay(day)!.getUTCDay());
}

/** The next business day's 9:00 after `now`. */
export function nextDigestTime(now: Date, hours: BusinessHours): Date {
  const today = indiaToday(now);
  for (let ahead = 0; ahead <= 7; ahead++) {
    const day = addDays(today, ahead);
    if (isBusinessDay(day, hours) && nineOn(day) > now) return nineOn(day);
  }
  return nineOn(addDays(today, 1));
}

/** Claims today's mails for this instance: false when they went already (here or elsewhere). */
async function claimDay(db: DB, day: string): Promise<boolean> {
  const value = JSON.stringify({ day });
  const now = timestamp();
  const claimed = await db
    .insertInto("settings")
    .values({ key: claimKey, value, updated_at: now })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({ value, updated_at: now }).where("settings.value", "<>", value),
    )
    .returning("key")
    .executeTakeFirst();
  return claimed !== undefined;
}

/** Each staff member's overdue follow-ups, the oldest first. */
async function overdueByOwner(db: DB, now: Date) {
  const rows = await db
    .selectFrom("leads")
    .innerJoin("auth_user", "auth_user.id", "leads.assigned_to")
    .select([
      "leads.id",
      "leads.name",
      "leads.next_step",
      "leads.next_step_due",
      "auth_user.id as staff_id",
      "auth_user.name as staff_name",
      "auth_user.email as staff_email",
      "auth_user.disabled",
    ])
    .where("leads.next_step_due", "<", timestamp(now))
    .where("leads.status", "not in", [...closedLeadStatuses])
    .where("leads.spam", "=", 0)
    .orderBy("leads.next_step_due")
    .execute();
  const owners = new Map<string, { name: string; email: string; leads: typeof rows }>();
  for (const row of rows) {
    if (row.disabled) continue;
    const owner = owners.get(row.staff_id) ?? { name: row.staff_name, email: row.staff_email, leads: [] };
    owner.leads.push(row);
    owners.set(row.staff_id, owner);
  }
  return [...owners.values()];
}

/** Sends the day's mails: one to each owner of overdue follow-ups. Answers how many went. */
export async function sendFollowUpDigests(
  { db, mailer, siteUrl }: { db: DB; mailer: Mailer; siteUrl: string },
  now: Date,
): Promise<number> {
  let sent = 0;
  for (const owner of await overdueByOwner(db, now)) {
    const count = owner.leads.length;
    const lines = owner.leads.slice(0, digestLength).map((lead) => {
      const due = lead.next_step_due ? formatDayMonthTime(toDate(lead.next_step_due)) : "";
      return `- ${lead.name}: ${lead.next_step ?? "Follow up"}, due ${due}\n  ${siteUrl}${leadPath(lead.id)}`;
    });
    const more =
      count > digestLength ? [`…and ${count - digestLength} more on My day: ${siteUrl}/admin/my-day`] : [];
    await mailer.send({
      to: owner.email,
      subject: `${count === 1 ? "1 follow-up" : `${count} follow-ups`} overdue`,
      text: [
        `Good morning, ${owner.name}.`,
        "",
        `${count === 1 ? "This follow-up is" : "These follow-ups are"} past due:`,
        "",
        ...lines,
        ...more,
        "",
        `Your day: ${siteUrl}/admin/my-day`,
      ].join("\n"),
    });
    sent++;
  }
  return sent;
}

export function followUpDigestJob(services: { db: DB; mailer: Mailer; siteUrl: string }): Job {
  return {
    name: followUpDigestJobName,
    everyMs: 24 * 60 * 60_000,
    leaseMs: 30 * 60_000,
    async run(now) {
      const hours = businessHoursFrom((await getSiteSettings(services.db)).businessHours);
      const today = indiaToday(now);
      if (isBusinessDay(today, hours) && now >= nineOn(today) && (await claimDay(services.db, today))) {
        const sent = await sendFollowUpDigests(services, now);
        if (sent > 0) console.log(`Mailed the overdue follow-ups of ${sent} staff members.`);
      }
      return nextDigestTime(now, hours);
    },
  };
}
