import ical from "ical-generator";

import type { DB } from "#app/db/database.server.ts";
import { timestamp } from "#app/db/time.ts";
import { getSiteSettings } from "#app/domain/settings/index.server.ts";
import { formatSlotTime, visitMoment } from "#app/domain/visits/index.ts";
import { visitLinkPath } from "#app/domain/visits/index.server.ts";
import { addDays, indiaToday, parseIndiaDateTime } from "#app/lib/india-time.ts";
import type { Job } from "#app/jobs/jobs.server.ts";
import type { Mailer, MailMessage } from "#app/mail/mailer.server.ts";
import { bookedVisitsWithLeads } from "./booked-visits.server.ts";

/**
 * Issue "Site visits and bookings": a buyer who gave an e-mail with a booked visit gets a
 * confirmation (with an `.ics` for their calendar and the signed link to move or cancel it), and a
 * reminder the day before. The job runs once at a time across instances; each mail is marked sent
 * after it went, with a Message-ID of its own, so a copy sent again after a crash is known as the same.
 */
export const visitMailJobName = "visit-mails";

/** How long a visit is held in the buyer's calendar. */
const visitMinutes = 90;

interface Services {
  db: DB;
  mailer: Mailer;
  siteUrl: string;
  signingSecret: string;
}

type Kind = "confirmation" | "reminder";

function duePending(db: DB, kind: Kind, today: string) {
  return bookedVisitsWithLeads(db)
    .select([
      "site_visits.id",
      "site_visits.visit_date",
      "site_visits.start_time",
      "site_visits.visitors",
      "site_visits.pickup_point",
      "leads.name",
      "leads.email",
      "projects.name as project",
      "projects.location",
    ])
    .where("leads.email", "is not", null)
    .where("leads.spam", "=", 0)
    .$if(kind === "confirmation", (q) =>
      q.where("site_visits.confirmed_at", "is", null).where("site_visits.visit_date", ">=", today),
    )
    .$if(kind === "reminder", (q) =>
      q
        .where("site_visits.confirmed_at", "is not", null)
        .where("site_visits.reminded_at", "is", null)
        .where("site_visits.visit_date", "=", addDays(today, 1)),
    )
    .orderBy("site_visits.created_at")
    .limit(100)
    .execute();
}

type PendingVisit = Awaited<ReturnType<typeof duePending>>[number];

/** The visit as a calendar event, in India time, with the link to change it. */
export function visitCalendar(visit: PendingVisit, link: string, host: string): string {
  const start = parseIndiaDateTime(`${visit.visit_date}T${visit.start_time}`)!;
  const calendar = ical({
    name: `Site visit: ${visit.project}`,
    prodId: { company: host, product: "site-visits" },
  });
  calendar.createEvent({
    id: `site-visit-${visit.id}@${host}`,
    start,
    end: new Date(start.getTime() + visitMinutes * 60_000),
    summary: `Site visit: ${visit.project}`,
    location: visit.location,
    description: `${visit.pickup_point ? `Pickup from ${visit.pickup_point}.` : "Meet us at the site."}\nTo move or cancel: ${link}`,
    url: link,
  });
  return calendar.toString();
}

async function compose(services: Services, visit: PendingVisit, kind: Kind): Promise<MailMessage> {
  const { companyName, phone } = await getSiteSettings(services.db);
  const host = new URL(services.siteUrl).hostname;
  const link = `${services.siteUrl}${visitLinkPath(services.signingSecret, visit.id)}`;
  const moment = visitMoment(visit.visit_date, visit.start_time);
  const lines = [
    `Dear ${visit.name},`,
    "",
    kind === "confirmation"
      ? `Your site visit to ${visit.project} (${visit.location}) is booked for ${moment}.`
      : `A reminder: your site visit to ${visit.project} (${visit.location}) is tomorrow, ${moment}.`,
    `Visitors: ${visit.visitors}`,
    `Pickup: ${visit.pickup_point ?? "none, we meet you at the site"}`,
    ...(kind === "confirmation" ? ["", "The attached calendar file adds the visit to your calendar."] : []),
    "",
    `To move or cancel the visit: ${link}`,
    "",
    companyName,
    phone,
  ];
  return {
    to: visit.email!,
    subject:
      kind === "confirmation"
        ? `Your site visit to ${visit.project}: ${moment}`
        : `Tomorrow at ${formatSlotTime(visit.start_time)}: your site visit to ${visit.project}`,
    text: lines.join("\n"),
    messageId: `<visit-${kind}-${visit.id}-${visit.visit_date}T${visit.start_time.replace(":", "")}@${host}>`,
    attachments:
      kind === "confirmation"
        ? [
            {
              filename: "site-visit.ics",
              content: visitCalendar(visit, link, host),
              contentType: "text/calendar; charset=utf-8",
            },
          ]
        : undefined,
  };
}

/** Sends the confirmations due, then the reminders of tomorrow's visits; answers how many went. */
export async function sendVisitMails(services: Services, now: Date): Promise<number> {
  const today = indiaToday(now);
  let sent = 0;
  for (const kind of ["confirmation", "reminder"] as const) {
    for (const visit of await duePending(services.db, kind, today)) {
      await services.mailer.send(await compose(services, visit, kind));
      await services.db
        .updateTable("site_visits")
        .set(kind === "confirmation" ? { confirmed_at: timestamp(now) } : { reminded_at: timestamp(now) })
        .where("id", "=", visit.id)
        .where("visit_date", "=", visit.visit_date)
        .where("start_time", "=", visit.start_time)
        .execute();
      sent++;
    }
  }
  return sent;
}

export function visitMailJob(services: Services): Job {
  return {
    name: visitMailJobName,
    everyMs: 60_000,
    leaseMs: 5 * 60_000,
    async run(now) {
      await sendVisitMails(services, now);
    },
  };
}
