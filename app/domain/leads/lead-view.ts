import type { When } from "#app/lib/when.ts";
import type { LeadKind, LeadStatus, SpamReason } from "./lead-model.ts";
import { budgetLabel } from "./lead-options.ts";
import { formatCalendarDay } from "#app/lib/india-time.ts";

/** Pure helpers and view types for the back office's Leads pages (browser-safe). */

/** The back office's lead list: filters as they arrive in the address bar (checked by leadFilterFromSearch). */
export interface LeadFilter {
  view: "inbox" | "spam";
  kind: LeadKind | null;
  status: LeadStatus | null;
  projectId: string | null;
  /** Calendar days (YYYY-MM-DD) in India time, both ends included. */
  from: string | null;
  to: string | null;
  q: string;
  page: number;
  /**
   * A sales executive's list: the leads assigned to this staff member and the unassigned pool
   * (issue "Roles"); null for every lead. Set by the server from the session, never from the URL.
   */
  workableBy?: string | null;
}

/** A line of the Leads list. */
export interface LeadRow {
  id: string;
  kind: LeadKind;
  /** Where it came from (lead-sources.ts); the website's are not named in the row. */
  source: string;
  name: string;
  phone: string;
  status: LeadStatus;
  /** What the lead is about: the project, and the plot asked about on its layout plan. */
  projectName: string | null;
  plotNumber: string | null;
  /** The start of the message, on one line. */
  snippet: string | null;
  /** As people say it ("₹ 10–25 L"). */
  budget: string | null;
  location: string | null;
  assignedName: string | null;
  spamReason: SpamReason | null;
  earlierLeads: number;
  alertFailed: boolean;
  when: When;
  /** How long it waited for a first response (spam: null). */
  response: LeadResponse | null;
}

/** What a lead asked about, as a row names it: "Green Meadows · Plot 167"; null for neither. */
export function leadSubject(lead: { projectName: string | null; plotNumber: string | null }): string | null {
  const parts = [lead.projectName, lead.plotNumber ? `Plot ${lead.plotNumber}` : null].filter(Boolean);
  return parts.length > 0 ? parts.join(" · ") : null;
}

/**
 * "Answered after 4 min", or "Waiting 12 min" (wall-clock time since it arrived), `late` once it
 * has waited over five minutes of business hours.
 */
export type LeadResponse =
  { answered: true; after: string } | { answered: false; waiting: string; late: boolean };

export const snippetLength = 90;

/** The start of a message on one line, cut at a word with an ellipsis when longer. */
export function messageSnippet(message: string | null, length = snippetLength): string | null {
  const text = (message ?? "").replace(/\s+/g, " ").trim();
  if (text === "") return null;
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  // Cut at the last whole word (the one ending right at the cut is whole).
  const space = text[length] === " " ? length : cut.lastIndexOf(" ");
  return `${(space > length / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?]+$/, "")}…`;
}

/** What the lead page says next to a control that refused a change, or about the whole page. */
export interface LeadActionErrors {
  nextStep?: string;
  nextStepDue?: string;
  status?: string;
  assignee?: string;
  note?: string;
  /** What was typed, given back with the note's error. */
  noteText?: string;
  /** The site visit's outcome form. */
  outcome?: string;
  plotsLiked?: string;
  form?: string;
  /** The WhatsApp reply's refusal, and what was typed (issue "WhatsApp channel"). */
  whatsapp?: string;
  whatsappText?: string;
}

/** The dashboard's First response panel (issue "Daily work"), its times already in words. */
export interface FirstResponseView {
  /** "4 min"; null when no lead of the last 30 days was answered yet. */
  median: string | null;
  answered: number;
  /** The hours the times count ("Mon–Sat 9:00–19:00 IST"). */
  hours: string;
  /** How many leads wait over five business minutes; the longest waits are listed. */
  waitingCount: number;
  waiting: { id: string; name: string; kind: LeadKind; waited: string }[];
}

/** A line of the dashboard's leads per project. */
export interface ProjectLeadCount {
  projectId: string;
  name: string;
  leads: number;
  /** WhatsApp chats started from the project's page. */
  chats: number;
}

export const leadsPath = "/admin/leads";
export const leadsExportPath = "/admin/leads/export";

export function leadPath(id: string): string {
  return `${leadsPath}/${id}`;
}

/** Issue "What it costs": the cost sheet of the lead's plot, made out to the buyer. */
export function leadCostSheetPath(id: string): string {
  return `${leadPath(id)}/cost-sheet`;
}

/**
 * The query string of a lead filter (defaults left out), with `changes` applied: the pager, the
 * Inbox/Spam tabs and the export link keep whatever else the person chose.
 */
export function leadFilterQuery(filter: LeadFilter, changes: Partial<LeadFilter> = {}): string {
  const f = { ...filter, ...changes };
  const query = new URLSearchParams();
  if (f.view === "spam") query.set("view", "spam");
  if (f.kind) query.set("kind", f.kind);
  if (f.status) query.set("status", f.status);
  if (f.projectId) query.set("project", f.projectId);
  if (f.from) query.set("from", f.from);
  if (f.to) query.set("to", f.to);
  if (f.q) query.set("q", f.q);
  if (f.page > 1) query.set("page", String(f.page));
  const text = query.toString();
  return text === "" ? "" : `?${text}`;
}

/** Every filter off (for "Clear filters"; the view stays). */
export const noLeadFilters: Partial<LeadFilter> = {
  kind: null,
  status: null,
  projectId: null,
  from: null,
  to: null,
  q: "",
  page: 1,
};

/** Whether the person narrowed the list (the view and page aside). */
export function isFiltered(filter: LeadFilter): boolean {
  return Boolean(filter.kind || filter.status || filter.projectId || filter.from || filter.to || filter.q);
}

/**
 * A WhatsApp chat with the person who sent the lead, the first message greeting them by name
 * and naming the project they asked about.
 */
export function whatsappReplyUrl(
  lead: { name: string; phone: string; projectName: string | null },
  companyName: string,
): string {
  const about = lead.projectName ? lead.projectName : "your enquiry";
  const text = `Hello ${lead.name}, this is ${companyName} about ${about}. Thank you for your enquiry.`;
  return `https://wa.me/${lead.phone.replace(/\D/g, "")}?text=${encodeURIComponent(text)}`;
}

/** An Indian number as people read it ("+91 98765 43210"); others as stored. */
export function displayPhone(phone: string): string {
  const indian = /^\+91(\d{5})(\d{5})$/.exec(phone);
  return indian ? `+91 ${indian[1]} ${indian[2]}` : phone;
}

/** A detail the person sent, as people say it: "₹ 10–25 L", the visit day written out. */
export function detailValue(key: string, value: string): string {
  if (key === "budget") return budgetLabel(value);
  if (key === "visitDate") return formatCalendarDay(value);
  return value;
}

const pageLabels: Record<string, string> = {
  "/": "Home page",
  "/projects": "Projects page",
  "/about": "About page",
  "/contact": "Contact page",
  "/blogs": "Blog",
  "/enquiry": "Enquiry page",
  "/site-visit": "Site visit form",
};

/** The page a form was sent from, as people name it ("Home page", not "/"); unknown paths as stored. */
export function pageLabel(page: string, projectName: string | null): string {
  const path = page.replace(/[?#].*$/, "").replace(/(.)\/$/, "$1");
  if (pageLabels[path]) return pageLabels[path];
  if (path.startsWith("/project/")) return projectName ? `Project page: ${projectName}` : "A project's page";
  if (path.startsWith("/blog/")) return `Blog post (${path.slice("/blog/".length)})`;
  return page;
}

/** A sales executive's own figures on the dashboard (issue "Roles"). */
export interface OwnLeadCounts {
  /** Their leads by status, spam left out. */
  byStatus: Record<LeadStatus, number>;
  /** New leads nobody has taken yet. */
  pool: number;
}

/** A buyer's page in the back office (issue "One inbox"). */
export function personPath(id: string): string {
  return `/admin/people/${id}`;
}

/**
 * The first visit's origin in a line ("google · cpc · diwali-plots · gclid"), when it differs from
 * the visit that sent the lead; null when it is the same or unknown.
 */
export function touchSummary(first: Record<string, string>, last: Record<string, string>): string | null {
  const keys = Object.keys(first);
  if (keys.length === 0) return null;
  if (keys.length === Object.keys(last).length && keys.every((key) => first[key] === last[key])) return null;
  const named = ["utm_source", "utm_medium", "utm_campaign"].flatMap((key) =>
    first[key] ? [first[key]] : [],
  );
  const clicks = ["gclid", "fbclid"].filter((key) => first[key]);
  return [...named, ...clicks].join(" · ") || null;
}
