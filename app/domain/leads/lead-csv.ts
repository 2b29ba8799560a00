import { formatIsoDateTime, indiaToday } from "#app/lib/india-time.ts";
import type { LeadExportRow } from "./lead-inbox.server.ts";
import { leadKindLabels, spamReasonLabels } from "./lead-model.ts";

/**
 * The Leads page's CSV export, written for Excel: UTF-8 with a byte-order mark (so ₹ and Tamil
 * names survive), CRLF lines and RFC 4180 quoting (semicolons too). Phone numbers go in as
 * ="+919876543210" so Excel keeps them as text instead of turning them into 9.19877E+11, and any
 * other cell that would start a formula is prefixed with an apostrophe (CSV formula injection).
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

const bom = "\uFEFF";
const lineEnd = "\r\n";

/** A cell as typed text: what would start a formula is prefixed with an apostrophe. */
export function guardCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** A phone number stored as E.164 becomes a text formula; anything else is guarded like any text. */
export function phoneCell(phone: string): string {
  return /^\+?\d+$/.test(phone) ? `="${phone}"` : guardCell(phone);
}

/**
 * RFC 4180: a field with a comma, quote or line break (or edge spaces) is quoted, quotes doubled.
 * A semicolon is quoted too: Excel in locales with a decimal comma splits cells on it.
 */
export function quoteField(value: string): string {
  return /[",;\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
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
  const lines = [[...csvHeader], ...leads.map(row)].map((cells) => cells.map(quoteField).join(","));
  return `${bom}${lines.map((line) => `${line}${lineEnd}`).join("")}`;
}

/** "leads-2026-03-01.csv", dated in India time. */
export function leadsCsvFilename(now: Date = new Date()): string {
  return `leads-${indiaToday(now)}.csv`;
}
