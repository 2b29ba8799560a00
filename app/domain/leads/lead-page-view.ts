import type { Locale } from "#app/i18n/locales.ts";
import type { When } from "#app/lib/when.ts";
import type { LeadKind, LeadStatus, SpamReason } from "./lead-model.ts";
import type { LeadResponse } from "./lead-view.ts";

/** The display types of a lead's page in the back office (browser-safe; made by toLeadPage). */

/** Everything the person submitted, with the visit it came from ("What they sent"). */
export interface LeadFactsView {
  kind: LeadKind;
  name: string;
  phone: string;
  email: string | null;
  projectId: string | null;
  projectName: string | null;
  plotNumber: string | null;
  details: Record<string, string>;
  message: string | null;
  page: string | null;
  utm: Record<string, string>;
  referrer: string | null;
  consent: string | null;
  /** The language of the page the buyer wrote from: their mails and messages go in it. */
  language: Locale;
  when: When;
  /** Where it came from (lead-sources.ts) and through which campaign or listing (issue "One inbox"). */
  source: string;
  campaign: string | null;
  /** The buyer's page, with every lead they sent. */
  personId: string | null;
  /** The utm_* values and click ids of the buyer's first visit and of the visit that sent the lead. */
  firstTouch: Record<string, string>;
  lastTouch: Record<string, string>;
}

/** Follow-up: the pipeline status and who owns the lead, and how long it waited for an answer. */
export interface LeadFollowUpView {
  status: LeadStatus;
  assignedTo: string | null;
  assignedName: string | null;
  statusChanged: When | null;
  response: LeadResponse | null;
}

export interface LeadNoteView {
  id: string;
  author: string;
  body: string;
  when: When;
}

/** Another lead from the same phone number, before or after this one. */
export interface LeadHistoryItem {
  id: string;
  kind: LeadKind;
  status: LeadStatus;
  projectName: string | null;
  when: When;
  earlier: boolean;
}

/** Whether the sales team's alert e-mail went out. */
export interface LeadAlertView {
  state: "pending" | "sent" | "failed";
  attempts: number;
  lastError: string | null;
  sent: When | null;
  next: When;
}

/** What is to be done next, and by when (issue "One inbox"). */
export interface LeadNextStepView {
  nextStep: string | null;
  /** Its time in words, its `datetime-local` value (India time), and whether it has passed. */
  nextStepDue: (When & { value: string; overdue: boolean }) | null;
}

/** A lead's page: what was sent, what staff did with it, and the same person's other leads. */
export interface LeadPageView extends LeadFactsView, LeadFollowUpView, LeadNextStepView {
  id: string;
  spam: boolean;
  spamReason: SpamReason | null;
  notes: LeadNoteView[];
  history: LeadHistoryItem[];
  alert: LeadAlertView | null;
}
