import type { DB } from "#app/db/database.server.ts";
import { timestamp, toDate } from "#app/db/time.ts";
import { formatPaiseInFull } from "#app/domain/bookings/index.ts";
import { bookedVisitsWithLeads, visitMomentIn } from "#app/domain/leads/index.server.ts";
import { signBrochureToken } from "#app/domain/media/index.server.ts";
import { visitLinkPath } from "#app/domain/visits/index.server.ts";
import { addDays, indiaToday, parseIndiaDateTime } from "#app/lib/india-time.ts";
import { queueMessage } from "./whatsapp-outbox.server.ts";
import type { TemplatePurpose } from "./whatsapp-model.ts";
import { getWhatsAppSettings, type WhatsAppSettings } from "./whatsapp-settings.server.ts";
import { buyerWording } from "./whatsapp-wording.ts";

/**
 * The whatsapp job's first step: the messages that events call for, queued once each (their
 * dedupe keys), whichever instance runs the job and however often. Staff hear of each new lead;
 * buyers, only when the form they sent said they may be contacted on WhatsApp (its consent line),
 * get the acknowledgement of an enquiry, their site visit's confirmation and reminder, and a note
 * of each payment received. A purpose without a template in Settings → WhatsApp sends nothing.
 */

/** How far back the job looks for new leads and receipts: a message later than this is no news. */
const recentMs = 60 * 60 * 1000;

/** How long the brochure link in an acknowledgement works. */
const brochureLinkDays = 7;

export interface TriggerServices {
  db: DB;
  siteUrl: string;
  signingSecret: string;
}

/** Whether the consent line the buyer saw under the form names WhatsApp. */
export function agreedToWhatsApp(consent: string | null): boolean {
  return consent !== null && /\bwhatsapp\b/i.test(consent);
}

/**
 * What each message to or about a buyer needs of their lead: whom, where, whether they agreed, and
 * their language (whatsapp-wording.ts).
 */
const buyerColumns = [
  "leads.name",
  "leads.phone",
  "leads.person_id",
  "leads.consent",
  "leads.language",
] as const;

/**
 * The leads stored since `since` that staff are told of: those with an alert mail queued (not the
 * ones staff typed in or brought from a file), by when they were stored here, not when their source
 * received them (an ad's lead may be fetched hours later).
 */
async function newLeads(db: DB, since: Date) {
  return db
    .selectFrom("leads")
    .innerJoin("lead_alerts", "lead_alerts.lead_id", "leads.id")
    .leftJoin("projects", "projects.id", "leads.project_id")
    .leftJoin("staff_phones", "staff_phones.user_id", "leads.assigned_to")
    .select([
      "leads.id",
      ...buyerColumns,
      "leads.source",
      "leads.project_id",
      "projects.name as project",
      "projects.name_ta as projectTa",
      "projects.brochure",
      "staff_phones.whatsapp as executivePhone",
    ])
    .where("lead_alerts.created_at", ">=", timestamp(since))
    .where("leads.spam", "=", 0)
    .where("leads.test", "=", false)
    .orderBy("lead_alerts.created_at")
    .execute();
}

async function queueLeadMessages(services: TriggerServices, settings: WhatsAppSettings, now: Date) {
  const { templates } = settings;
  if (!templates["lead-alert"] && !templates.acknowledgement) return;
  for (const lead of await newLeads(services.db, new Date(now.getTime() - recentMs))) {
    if (templates["lead-alert"]) {
      const to = lead.executivePhone ? [lead.executivePhone] : settings.salesNumbers;
      for (const phone of to) {
        await queueMessage(
          services.db,
          {
            phone,
            purpose: "lead-alert",
            leadId: lead.id,
            dedupeKey: `lead-alert:${lead.id}:${phone}`,
            content: {
              template: templates["lead-alert"],
              params: [
                lead.name,
                lead.project ?? "no project named",
                `${services.siteUrl}/admin/leads/${lead.id}`,
              ],
            },
          },
          now,
        );
      }
    }
    if (templates.acknowledgement && lead.source === "website" && agreedToWhatsApp(lead.consent)) {
      const wording = buyerWording(templates.acknowledgement, lead.language);
      const path =
        lead.project_id && lead.brochure
          ? `/project/${lead.project_id}/brochure?token=${signBrochureToken(services.signingSecret, lead.project_id, lead.id, now.getTime(), brochureLinkDays * 86_400_000)}`
          : lead.project_id
            ? `/project/${lead.project_id}`
            : "/projects";
      await queueMessage(
        services.db,
        {
          phone: lead.phone,
          purpose: "acknowledgement",
          leadId: lead.id,
          personId: lead.person_id,
          dedupeKey: `acknowledgement:${lead.id}`,
          content: {
            template: wording.template,
            params: [
              lead.name,
              wording.project({ name: lead.project, nameTa: lead.projectTa }),
              `${services.siteUrl}${wording.page(path)}`,
            ],
          },
        },
        now,
      );
    }
  }
}

function bookedVisits(db: DB, purpose: "visit-confirmation" | "visit-reminder", today: string) {
  return bookedVisitsWithLeads(db)
    .select([
      "site_visits.id",
      "site_visits.visit_date",
      "site_visits.start_time",
      "site_visits.updated_at",
      "leads.id as leadId",
      ...buyerColumns,
      "projects.name as project",
      "projects.name_ta as projectTa",
    ])
    .where("site_visits.outcome", "is", null)
    .where("leads.spam", "=", 0)
    .$if(purpose === "visit-confirmation", (q) => q.where("site_visits.visit_date", ">=", today))
    .$if(purpose === "visit-reminder", (q) => q.where("site_visits.visit_date", "=", addDays(today, 1)))
    .orderBy("site_visits.updated_at", "desc")
    .limit(500)
    .execute();
}

type BookedVisit = Awaited<ReturnType<typeof bookedVisits>>[number];

/**
 * What makes a visit's message one of a kind. A confirmation is of the visit as it was last
 * changed (moved there and back, it is confirmed again); a reminder is of its day and time.
 */
function visitKey(purpose: "visit-confirmation" | "visit-reminder", visit: BookedVisit): string {
  return purpose === "visit-confirmation"
    ? `${purpose}:${visit.id}:${toDate(visit.updated_at).toISOString()}`
    : `${purpose}:${visit.id}:${visit.visit_date}T${visit.start_time}`;
}

async function queueVisitMessages(services: TriggerServices, settings: WhatsAppSettings, now: Date) {
  const today = indiaToday(now);
  for (const purpose of ["visit-confirmation", "visit-reminder"] as const satisfies TemplatePurpose[]) {
    const template = settings.templates[purpose];
    if (!template) continue;
    const visits = (await bookedVisits(services.db, purpose, today)).filter(
      (visit) =>
        agreedToWhatsApp(visit.consent) &&
        (parseIndiaDateTime(`${visit.visit_date}T${visit.start_time}`)?.getTime() ?? 0) > now.getTime(),
    );
    if (visits.length === 0) continue;
    const queued = await services.db
      .selectFrom("whatsapp_messages")
      .select("dedupe_key")
      .where(
        "dedupe_key",
        "in",
        visits.map((visit) => visitKey(purpose, visit)),
      )
      .execute();
    const taken = new Set(queued.map((row) => row.dedupe_key));
    for (const visit of visits) {
      const dedupeKey = visitKey(purpose, visit);
      if (taken.has(dedupeKey)) continue;
      const wording = buyerWording(template, visit.language);
      await queueMessage(
        services.db,
        {
          phone: visit.phone,
          purpose,
          leadId: visit.leadId,
          personId: visit.person_id,
          dedupeKey,
          content: {
            template: wording.template,
            params: [
              visit.name,
              wording.project({ name: visit.project, nameTa: visit.projectTa }),
              visitMomentIn(visit.visit_date, visit.start_time, wording.locale),
              `${services.siteUrl}${wording.page(visitLinkPath(services.signingSecret, visit.id))}`,
            ],
          },
        },
        now,
      );
    }
  }
}

async function queueReceiptMessages(services: TriggerServices, settings: WhatsAppSettings, now: Date) {
  const template = settings.templates.receipt;
  if (!template) return;
  const receipts = await services.db
    .selectFrom("booking_receipts")
    .innerJoin("bookings", "bookings.id", "booking_receipts.booking_id")
    .innerJoin("leads", "leads.id", "bookings.lead_id")
    .innerJoin("projects", "projects.id", "bookings.project_id")
    .innerJoin("plots", "plots.id", "bookings.plot_id")
    .select([
      "booking_receipts.id",
      "booking_receipts.number",
      "booking_receipts.amount_paise",
      "leads.id as leadId",
      ...buyerColumns,
      "projects.name as project",
      "projects.name_ta as projectTa",
      "plots.number as plot",
    ])
    .where("booking_receipts.created_at", ">=", timestamp(new Date(now.getTime() - recentMs)))
    .orderBy("booking_receipts.created_at")
    .execute();
  for (const receipt of receipts) {
    if (!agreedToWhatsApp(receipt.consent)) continue;
    const wording = buyerWording(template, receipt.language);
    await queueMessage(
      services.db,
      {
        phone: receipt.phone,
        purpose: "receipt",
        leadId: receipt.leadId,
        personId: receipt.person_id,
        dedupeKey: `receipt:${receipt.id}`,
        content: {
          template: wording.template,
          params: [
            receipt.name,
            formatPaiseInFull(Number(receipt.amount_paise)),
            receipt.number,
            wording.t("whatsapp:projectPlot", {
              project: wording.project({ name: receipt.project, nameTa: receipt.projectTa }),
              plot: receipt.plot,
            }),
          ],
        },
      },
      now,
    );
  }
}

/** Queues every message that is due and not queued yet. */
export async function queueTriggeredMessages(services: TriggerServices, now: Date): Promise<void> {
  const settings = await getWhatsAppSettings(services.db);
  await queueLeadMessages(services, settings, now);
  await queueVisitMessages(services, settings, now);
  await queueReceiptMessages(services, settings, now);
}
