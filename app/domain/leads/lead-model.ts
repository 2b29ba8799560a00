import type { BadgeTone } from "#app/lib/badge-tone.ts";

/**
 * The lead vocabulary shared by the server and the back office's pages (no server imports, so the
 * browser bundle can take the labels from here).
 */

export const leadKinds = ["enquiry", "contact", "site-visit", "brochure", "cost-sheet"] as const;
export type LeadKind = (typeof leadKinds)[number];

export const leadKindLabels: Record<LeadKind, string> = {
  enquiry: "Enquiry",
  contact: "Contact message",
  "site-visit": "Site visit request",
  brochure: "Brochure download",
  // Issue "What it costs": a buyer's cost sheet of a plot, asked for with a name and phone.
  "cost-sheet": "Cost sheet",
};

/** The sales pipeline, in order: New → Contacted → Site visit scheduled → Negotiation → Won / Lost. */
export const leadStatuses = [
  "New",
  "Contacted",
  "Site visit scheduled",
  "Negotiation",
  "Won",
  "Lost",
] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** Each step's colour in the back office, from the cool start of the pipeline to its end. */
export const leadStatusTones: Record<LeadStatus, BadgeTone> = {
  New: "sky",
  Contacted: "amber",
  "Site visit scheduled": "violet",
  Negotiation: "orange",
  Won: "green",
  Lost: "grey",
};

/** A closed lead is won or lost: only these are deleted after the retention period. */
export const closedLeadStatuses: readonly LeadStatus[] = ["Won", "Lost"];

export const spamReasons = ["honeypot", "too-fast", "rate-limit", "staff"] as const;
export type SpamReason = (typeof spamReasons)[number];

export const spamReasonLabels: Record<SpamReason, string> = {
  honeypot: "Filled the hidden field",
  "too-fast": "Sent faster than a person types",
  "rate-limit": "Too many submissions from one address",
  staff: "Marked as spam by staff",
};

export const utmFields = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
export type UtmField = (typeof utmFields)[number];

export function isLeadKind(value: unknown): value is LeadKind {
  return typeof value === "string" && (leadKinds as readonly string[]).includes(value);
}

/** A kind's label; a kind this version does not know is shown as stored. */
export function leadKindLabel(kind: string): string {
  return isLeadKind(kind) ? leadKindLabels[kind] : kind;
}

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === "string" && (leadStatuses as readonly string[]).includes(value);
}

export function isSpamReason(value: unknown): value is SpamReason {
  return typeof value === "string" && (spamReasons as readonly string[]).includes(value);
}

/** The form-specific fields of a lead (its `details`), as staff read them. */
export const leadDetailLabels: Record<string, string> = {
  location: "Preferred location",
  budget: "Budget",
  subject: "Subject",
  visitDate: "Preferred date",
  timeSlot: "Time slot",
  visitors: "Number of visitors",
  pickup: "Pickup needed",
  buyer: "Cost sheet for",
};

export const utmLabels: Record<UtmField, string> = {
  utm_source: "UTM source",
  utm_medium: "UTM medium",
  utm_campaign: "UTM campaign",
  utm_term: "UTM term",
  utm_content: "UTM content",
};
