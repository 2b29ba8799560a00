import { formatIsoDateTime, indiaToday } from "#app/lib/india-time.ts";
import { csvText, guardCell } from "#app/lib/csv.ts";
import type { LeadExportRow } from "./lead-inbox.server.ts";
import { leadKindLabels, spamReasonLabels } from "./lead-model.ts";

/**
 * The Leads page's CSV export, written for Excel (app/lib/csv.ts). Phone numbers go in as
 * ="+919876543210" so Excel keeps them as text instead of turning them into 9.19877E+11.
 */

export const csvHeader = [
  "Received (IST)",
  "Kind",
  "Status",
  "Name",
  "Phone",
  "E-mail",
  "Project",
  "Location",
  "Budget",
  "Subject",
  "Preferred date",
  "Time slot",
  "Visitors",
  "Pickup",
  "Message",
  "Assigned to",
  "Page",
  "UTM source",
  "UTM medium",
  "UTM campaign",
  "Referrer",
  "Spam reason",
] as const;

/** A phone number stored as E.164 becomes a text formula; anything else is guarded like any text. */
export function phoneCell(phone: string): string {
  return /^\+?\d+$/.test(phone) ? `="${phone}"` : guardCell(phone);
}

function row(lead: LeadExportRow): string[] {
  const text = (value: string | null | undefined) => guardCell(value ?? "");
  const detail = (key: string) => text(lead.details[key]);
  return [
    formatIsoDateTime(lead.createdAt),
    leadKindLabels[lead.kind],
    lead.status,
    text(lead.name),
    phoneCell(lead.phone),
    text(lead.email),
    text(lead.projectName),
    detail("location"),
    detail("budget"),
    detail("subject"),
    detail("visitDate"),
    detail("timeSlot"),
    detail("visitors"),
    detail("pickup"),
    text(lead.message),
    text(lead.assignedName),
    text(lead.page),
    text(lead.utm.utm_source),
    text(lead.utm.utm_medium),
    text(lead.utm.utm_campaign),
    text(lead.referrer),
    lead.spamReason ? spamReasonLabels[lead.spamReason] : "",
  ];
}

export function leadsCsv(leads: readonly LeadExportRow[]): string {
  return csvText([[...csvHeader], ...leads.map(row)]);
}

/** "leads-2026-03-01.csv", dated in India time. */
export function leadsCsvFilename(now: Date = new Date()): string {
  return `leads-${indiaToday(now)}.csv`;
}
