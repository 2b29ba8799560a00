import ical from "ical-generator";

import type { DB } from "#app/db/database.server.ts";
import { timestamp } from "#app/db/time.ts";
import { getSiteSettings } from "#app/domain/settings/index.server.ts";
import { formatSlotTime } from "#app/domain/visits/index.ts";
import { visitLinkPath } from "#app/domain/visits/index.server.ts";
import { isLocale, localizedPath, type Locale } from "#app/i18n/locales.ts";
import { translator, type Translate } from "#app/i18n/translations.ts";
import { addDays, indiaToday, parseIndiaDateTime } from "#app/lib/india-time.ts";
import type { Job } from "#app/jobs/jobs.server.ts";
import type { Mailer, MailMessage } from "#app/mail/mailer.server.ts";
import { bookedVisitsWithLeads } from "./booked-visits.server.ts";
import { visitMomentIn } from "./form-texts.ts";

/**
 * Issue "Site visits and bookings": a buyer who gave an e-mail with a booked visit gets a
 * confirmation (with an `.ics` for their calendar and the signed link to move or cancel it), and a
 * reminder the day before. The job runs once at a time across instances; each mail is marked sent
 * after it went, with a Message-ID of its own, so a copy sent again after a crash is known as the same.
 * Issue "Tamil and English": each mail is in the lead's language (the page the buyer booked from),
 * with the project's Tamil name where it has one, and its link opens the visit's page in that language.
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
      "leads.language",
      "projects.name as project",
      "projects.location",
      "projects.name_ta",
      "projects.location_ta",
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

/** What a mail says of the visit, in the buyer's language. */
interface MailedVisit {
  id: string;
  start: Date;
  project: string;
  location: string;
  pickupPoint: string | null;
  t: Translate;
}

/** The visit as a calendar event, in India time, with the link to change it. */
export function visitCalendar(visit: MailedVisit, link: string, host: string): string {
  const { t } = visit;
  const title = t("visit:calendarTitle", { project: visit.project });
  const calendar = ical({ name: title, prodId: { company: host, product: "site-visits" } });
  const where = visit.pickupPoint
    ? t("visit:calendarPickup", { point: visit.pickupPoint })
    : t("visit:calendarMeet");
  calendar.createEvent({
    id: `site-visit-${visit.id}@${host}`,
    start: visit.start,
    end: new Date(visit.start.getTime() + visitMinutes * 60_000),
    summary: title,
    location: visit.location,
    description: `${where}\n${t("visit:calendarChangeLink", { link })}`,
    url: link,
  });
  return calendar.toString();
}

async function compose(services: Services, visit: PendingVisit, kind: Kind): Promise<MailMessage> {
  const { companyName, phone } = await getSiteSettings(services.db);
  const locale: Locale = isLocale(visit.language) ? visit.language : "en";
  const t = translator(locale);
  const tamil = locale === "ta";
  const project = (tamil && visit.name_ta) || visit.project;
  const location = (tamil && visit.location_ta) || visit.location;
  const host = new URL(services.siteUrl).hostname;
  const link = `${services.siteUrl}${localizedPath(visitLinkPath(services.signingSecret, visit.id), locale)}`;
  const moment = visitMomentIn(visit.visit_date, visit.start_time, locale);
  const lines = [
    t("visit:mailGreeting", { name: visit.name }),
    "",
    kind === "confirmation"
      ? t("visit:mailBooked", { project, location, moment })
      : t("visit:mailReminder", { project, location, moment }),
    t("visit:mailVisitors", { visitors: visit.visitors }),
    t("visit:mailPickup", { pickup: visit.pickup_point ?? t("visit:mailNoPickup") }),
    ...(kind === "confirmation" ? ["", t("visit:mailCalendarNote")] : []),
    "",
    t("visit:mailChangeLink", { link }),
    "",
    companyName,
    phone,
  ];
  const calendarVisit = {
    id: visit.id,
    start: parseIndiaDateTime(`${visit.visit_date}T${visit.start_time}`)!,
    project,
    location,
    pickupPoint: visit.pickup_point,
    t,
  };
  return {
    to: visit.email!,
    subject:
      kind === "confirmation"
        ? t("visit:mailSubjectBooked", { project, moment })
        : t("visit:mailSubjectReminder", { project, time: formatSlotTime(visit.start_time) }),
    text: lines.join("\n"),
    messageId: `<visit-${kind}-${visit.id}-${visit.visit_date}T${visit.start_time.replace(":", "")}@${host}>`,
    attachments:
      kind === "confirmation"
        ? [
            {
              filename: "site-visit.ics",
              content: visitCalendar(calendarVisit, link, host),
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
