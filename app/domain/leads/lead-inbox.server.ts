import type { Expression, ExpressionBuilder, SqlBool } from "kysely";

import { hasFewMatches, matchesAnyTerm, type SearchTerm } from "#app/db/contains.ts";
import type { DB } from "#app/db/database.server.ts";
import type { Database } from "#app/db/schema.ts";
import { timestamp, toDate, toDateOrNull } from "#app/db/time.ts";
import { isLocale, type Locale } from "#app/i18n/locales.ts";
import { isId } from "#app/lib/ids.ts";
import { indiaDayBounds, isCalendarDay } from "#app/lib/india-time.ts";
import {
  isLeadKind,
  isLeadStatus,
  isSpamReason,
  leadStatuses,
  type LeadKind,
  type LeadStatus,
  type SpamReason,
} from "./lead-model.ts";
import type { LeadFilter, OwnLeadCounts, ProjectLeadCount } from "./lead-view.ts";

export const leadPageSize = 25;
/** The most rows one CSV export holds (a filter narrows a larger list). */
export const leadExportLimit = 10_000;
/** Staff work in India: the date filters' days are India's (YYYY-MM-DD, both ends included). */
function validDay(value: string | null): string | null {
  return value !== null && isCalendarDay(value) ? value : null;
}

/** Reads the filter from a URL's query; anything unknown is ignored rather than refused. */
export function leadFilterFromSearch(search: URLSearchParams): LeadFilter {
  const page = Number(search.get("page"));
  const kind = search.get("kind");
  const status = search.get("status");
  const projectId = search.get("project");
  return {
    view: search.get("view") === "spam" ? "spam" : "inbox",
    kind: isLeadKind(kind) ? kind : null,
    status: isLeadStatus(status) ? status : null,
    projectId: isId(projectId) ? projectId : null,
    from: validDay(search.get("from")),
    to: validDay(search.get("to")),
    q: (search.get("q") ?? "").trim().slice(0, 100),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export interface LeadSummary {
  id: string;
  kind: LeadKind;
  name: string;
  phone: string;
  email: string | null;
  status: LeadStatus;
  projectId: string | null;
  projectName: string | null;
  /** The plot asked about on the project's layout plan (its number as it was then). */
  plotId: string | null;
  plotNumber: string | null;
  assignedTo: string | null;
  assignedName: string | null;
  /** In the Spam view (suspected by the form's checks, or marked by staff). */
  spam: boolean;
  /** Why; null for spam stored before reasons were kept. */
  spamReason: SpamReason | null;
  /** How many leads (spam left out) the same person sent before this one. */
  earlierLeads: number;
  /** Where it came from (lead-sources.ts), and through which campaign or listing. */
  source: string;
  campaign: string | null;
  /** The buyer it belongs to (issue "One inbox"). */
  personId: string | null;
  alertState: "pending" | "sent" | "failed" | null;
  message: string | null;
  /** The form-specific fields (location, budget, …). */
  details: Record<string, string>;
  /** The first status change or note; null while nobody has responded. */
  firstResponseAt: Date | null;
  createdAt: Date;
}

/** The search box's terms: the text in the name or e-mail, its digits in the phone number. */
function searchTerms(q: string): SearchTerm[] {
  const terms: SearchTerm[] = [{ text: q, columns: ["name", "email"] }];
  // A phone number is typed with spaces, dashes or a leading 0: compare the digits.
  const digits = q.replace(/\D/g, "").replace(/^0+/, "");
  if (digits.length >= 4) terms.push({ text: digits, columns: ["phone"] });
  return terms;
}

/** Whether the search matches few leads, so that the reads start from its matches. */
function matchesFirst(db: DB, filter: LeadFilter): Promise<boolean> {
  return filter.q === "" ? Promise.resolve(false) : hasFewMatches(db, "leads", searchTerms(filter.q));
}

function applyFilter(
  db: DB,
  eb: ExpressionBuilder<Database, "leads">,
  filter: LeadFilter,
  fromMatches = false,
) {
  const conditions: Expression<SqlBool>[] = [eb("leads.spam", "=", filter.view === "spam" ? 1 : 0)];
  if (filter.kind) conditions.push(eb("leads.kind", "=", filter.kind));
  if (filter.status) conditions.push(eb("leads.status", "=", filter.status));
  if (filter.projectId) conditions.push(eb("leads.project_id", "=", filter.projectId));
  const from = filter.from === null ? null : indiaDayBounds(filter.from);
  const to = filter.to === null ? null : indiaDayBounds(filter.to);
  if (from) conditions.push(eb("leads.created_at", ">=", timestamp(from.start)));
  if (to) conditions.push(eb("leads.created_at", "<", timestamp(to.end)));
  if (filter.q !== "") conditions.push(matchesAnyTerm(db, "leads", searchTerms(filter.q), fromMatches));
  if (filter.workableBy) {
    conditions.push(
      eb.or([eb("leads.assigned_to", "=", filter.workableBy), eb("leads.assigned_to", "is", null)]),
    );
  }
  return eb.and(conditions);
}

function summaryQuery(db: DB) {
  return db
    .selectFrom("leads")
    .leftJoin("projects", "projects.id", "leads.project_id")
    .leftJoin("auth_user", "auth_user.id", "leads.assigned_to")
    .leftJoin("lead_alerts", "lead_alerts.lead_id", "leads.id")
    .select((eb) => [
      "leads.id",
      "leads.kind",
      "leads.name",
      "leads.phone",
      "leads.email",
      "leads.status",
      "leads.project_id",
      "projects.name as project_name",
      "leads.plot_id",
      "leads.plot_number",
      "leads.assigned_to",
      "auth_user.name as assigned_name",
      "leads.spam",
      "leads.spam_reason",
      "lead_alerts.state as alert_state",
      "leads.message",
      "leads.details",
      "leads.first_response_at",
      "leads.created_at",
      "leads.source",
      "leads.campaign",
      "leads.person_id",
      eb
        .selectFrom("leads as other")
        .select((o) => o.fn.countAll<number>().as("n"))
        .whereRef("other.person_id", "=", "leads.person_id")
        .whereRef("other.created_at", "<", "leads.created_at")
        .where("other.spam", "=", 0)
        .as("earlier_leads"),
    ]);
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>["executeTakeFirstOrThrow"]>>;

function toSummary(row: SummaryRow): LeadSummary {
  const alert = row.alert_state;
  return {
    id: row.id,
    kind: isLeadKind(row.kind) ? row.kind : "enquiry",
    name: row.name,
    phone: row.phone,
    email: row.email,
    status: isLeadStatus(row.status) ? row.status : "New",
    projectId: row.project_id,
    projectName: row.project_name,
    plotId: row.plot_id,
    plotNumber: row.plot_number,
    assignedTo: row.assigned_to,
    assignedName: row.assigned_name,
    spam: Boolean(Number(row.spam)),
    spamReason: isSpamReason(row.spam_reason) ? row.spam_reason : null,
    earlierLeads: Number(row.earlier_leads ?? 0),
    source: row.source,
    campaign: row.campaign,
    personId: row.person_id,
    alertState: alert === "pending" || alert === "sent" || alert === "failed" ? alert : null,
    message: row.message,
    details: readObject(row.details),
    firstResponseAt: toDateOrNull(row.first_response_at),
    createdAt: toDate(row.created_at),
  };
}

export interface LeadPage {
  leads: LeadSummary[];
  total: number;
  page: number;
  pageCount: number;
}

/**
 * Leads of one view, kind and status (either left out for all), added up from the tallies the
 * leads keep (migration 0011): a few rows, where counting the leads read up to all of them.
 */
export async function tallyLeads(
  db: DB,
  filter: Pick<LeadFilter, "view" | "kind" | "status">,
): Promise<number> {
  let query = db
    .selectFrom("lead_tallies")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>("n"), eb.lit(0)).as("n"))
    .where("spam", "=", filter.view === "spam" ? 1 : 0);
  if (filter.kind) query = query.where("kind", "=", filter.kind);
  if (filter.status) query = query.where("status", "=", filter.status);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** How many leads the filter matches (its page left aside): the Inbox and Spam tabs' counts. */
export async function countLeads(db: DB, filter: LeadFilter, fromMatches?: boolean): Promise<number> {
  const everyLead = !filter.projectId && !filter.from && !filter.to && filter.q === "" && !filter.workableBy;
  if (everyLead) return tallyLeads(db, filter);
  const first = fromMatches ?? (await matchesFirst(db, filter));
  const counted = await db
    .selectFrom("leads")
    .where((eb) => applyFilter(db, eb, filter, first))
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(counted.n);
}

/** Newest first, one page of the filtered list, with the total for the pager. */
export async function listLeads(db: DB, filter: LeadFilter, fromMatches?: boolean): Promise<LeadPage> {
  const first = fromMatches ?? (await matchesFirst(db, filter));
  const total = await countLeads(db, filter, first);
  const pageCount = Math.max(1, Math.ceil(total / leadPageSize));
  const page = Math.min(filter.page, pageCount);
  const rows = await summaryQuery(db)
    .where((eb) => applyFilter(db, eb, filter, first))
    .orderBy("leads.created_at", "desc")
    .orderBy("leads.id", "desc")
    .limit(leadPageSize)
    .offset((page - 1) * leadPageSize)
    .execute();
  return { leads: rows.map(toSummary), total, page, pageCount };
}

/** The inbox's page of the filter and the counts of both its tabs (the page's own is its total). */
export async function listLeadsWithCounts(
  db: DB,
  filter: LeadFilter,
): Promise<LeadPage & { counts: Record<LeadFilter["view"], number> }> {
  // Both reads search the same text: how to read it is decided once.
  const first = await matchesFirst(db, filter);
  const otherView = filter.view === "spam" ? "inbox" : "spam";
  const [page, other] = await Promise.all([
    listLeads(db, filter, first),
    countLeads(db, { ...filter, view: otherView }, first),
  ]);
  const counts =
    filter.view === "spam" ? { inbox: other, spam: page.total } : { inbox: page.total, spam: other };
  return { ...page, counts };
}

export interface LeadExportRow extends LeadSummary {
  page: string | null;
  utm: Record<string, string>;
  referrer: string | null;
}

function readObject(text: string | null | undefined): Record<string, string> {
  try {
    const value: unknown = JSON.parse(text ?? "{}");
    if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
  } catch {
    return {};
  }
}

/** Every lead the filter matches (up to leadExportLimit), newest first, for the CSV export. */
export async function listLeadsForExport(db: DB, filter: LeadFilter): Promise<LeadExportRow[]> {
  const rows = await summaryQuery(db)
    .select(["leads.page", "leads.utm", "leads.referrer"])
    .where((eb) => applyFilter(db, eb, filter))
    .orderBy("leads.created_at", "desc")
    .orderBy("leads.id", "desc")
    .limit(leadExportLimit)
    .execute();
  return rows.map((row) => ({
    ...toSummary(row),
    page: row.page,
    utm: readObject(row.utm),
    referrer: row.referrer,
  }));
}

export interface LeadNote {
  id: string;
  author: string;
  body: string;
  createdAt: Date;
}

export interface LeadAlertStatus {
  state: "pending" | "sent" | "failed";
  attempts: number;
  lastError: string | null;
  sentAt: Date | null;
  nextAttemptAt: Date;
}

export interface LeadDetail extends LeadExportRow {
  consent: string | null;
  /** The language of the page the buyer wrote from (issue "Tamil and English"), and the project's Tamil name. */
  language: Locale;
  projectNameTa: string | null;
  /** The utm_* values and click ids of the buyer's first visit and of the visit that sent it. */
  firstTouch: Record<string, string>;
  lastTouch: Record<string, string>;
  /** What is to be done next, and by when. */
  nextStep: string | null;
  nextStepDue: Date | null;
  statusChangedAt: Date | null;
  notes: LeadNote[];
  /** The same person's other leads, newest first. */
  history: Pick<LeadSummary, "id" | "kind" | "status" | "projectName" | "createdAt">[];
  alert: LeadAlertStatus | null;
}

export async function getLead(db: DB, id: unknown): Promise<LeadDetail | null> {
  if (!isId(id)) return null;
  const row = await summaryQuery(db)
    .select([
      "leads.page",
      "leads.utm",
      "leads.referrer",
      "leads.consent",
      "leads.language",
      "projects.name_ta as project_name_ta",
      "leads.status_changed_at",
      "leads.first_touch",
      "leads.last_touch",
      "leads.next_step",
      "leads.next_step_due",
      "lead_alerts.attempts as alert_attempts",
      "lead_alerts.last_error as alert_error",
      "lead_alerts.sent_at as alert_sent_at",
      "lead_alerts.next_attempt_at as alert_next_at",
    ])
    .where("leads.id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  const [notes, history] = await Promise.all([
    db
      .selectFrom("lead_notes")
      .selectAll()
      .where("lead_id", "=", id)
      .orderBy("created_at", "asc")
      .orderBy("id", "asc")
      .execute(),
    db
      .selectFrom("leads")
      .leftJoin("projects", "projects.id", "leads.project_id")
      .select(["leads.id", "leads.kind", "leads.status", "projects.name as project_name", "leads.created_at"])
      .where("leads.person_id", "=", row.person_id ?? "")
      .where("leads.id", "<>", id)
      .orderBy("leads.created_at", "desc")
      .limit(20)
      .execute(),
  ]);
  const summary = toSummary(row);
  return {
    ...summary,
    page: row.page,
    utm: readObject(row.utm),
    referrer: row.referrer,
    consent: row.consent,
    language: isLocale(row.language) ? row.language : "en",
    projectNameTa: row.project_name_ta,
    firstTouch: readObject(row.first_touch),
    lastTouch: readObject(row.last_touch),
    nextStep: row.next_step,
    nextStepDue: toDateOrNull(row.next_step_due),
    statusChangedAt: toDateOrNull(row.status_changed_at),
    notes: notes.map((n) => ({ id: n.id, author: n.author, body: n.body, createdAt: toDate(n.created_at) })),
    history: history.map((h) => ({
      id: h.id,
      kind: isLeadKind(h.kind) ? h.kind : "enquiry",
      status: isLeadStatus(h.status) ? h.status : "New",
      projectName: h.project_name,
      createdAt: toDate(h.created_at),
    })),
    alert:
      summary.alertState === null
        ? null
        : {
            state: summary.alertState,
            attempts: Number(row.alert_attempts ?? 0),
            lastError: row.alert_error,
            sentAt: toDateOrNull(row.alert_sent_at),
            nextAttemptAt: toDate(row.alert_next_at),
          },
  };
}

/** What a lead's alert e-mail says about it (lead-alerts.server.ts). */
export type AlertLead = Pick<
  LeadDetail,
  | "id"
  | "kind"
  | "name"
  | "phone"
  | "email"
  | "projectName"
  | "plotNumber"
  | "message"
  | "details"
  | "page"
  | "utm"
  | "referrer"
  | "consent"
  | "createdAt"
>;

/** The leads of a batch of alerts, in one query (getLead reads notes and history an alert never shows). */
export async function readAlertLeads(db: DB, ids: readonly string[]): Promise<AlertLead[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("leads")
    .leftJoin("projects", "projects.id", "leads.project_id")
    .select([
      "leads.id",
      "leads.kind",
      "leads.name",
      "leads.phone",
      "leads.email",
      "projects.name as project_name",
      "leads.plot_number",
      "leads.message",
      "leads.details",
      "leads.page",
      "leads.utm",
      "leads.referrer",
      "leads.consent",
      "leads.created_at",
    ])
    .where("leads.id", "in", ids)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: isLeadKind(row.kind) ? row.kind : "enquiry",
    name: row.name,
    phone: row.phone,
    email: row.email,
    projectName: row.project_name,
    plotNumber: row.plot_number,
    message: row.message,
    details: readObject(row.details),
    page: row.page,
    utm: readObject(row.utm),
    referrer: row.referrer,
    consent: row.consent,
    createdAt: toDate(row.created_at),
  }));
}

/** The dashboard's 'New leads (last 7 days)': leads that arrived in that time, spam left out. */
export async function countRecentLeads(db: DB, now: Date = new Date(), days = 7): Promise<number> {
  const since = timestamp(new Date(now.getTime() - days * 24 * 60 * 60 * 1000));
  const row = await db
    .selectFrom("leads")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("spam", "=", 0)
    .where("created_at", ">=", since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * A sales executive's own figures (issue "Roles"): their leads by status (spam left out), and how
 * many New ones wait unassigned in the pool they can take from.
 */
export async function countOwnLeads(db: DB, staffId: string): Promise<OwnLeadCounts> {
  const rows = await db
    .selectFrom("leads")
    .select(["status", (eb) => eb.fn.countAll<number>().as("n")])
    .where("spam", "=", 0)
    .where("assigned_to", "=", staffId)
    .groupBy("status")
    .execute();
  const pool = await db
    .selectFrom("leads")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("spam", "=", 0)
    .where("assigned_to", "is", null)
    .where("status", "=", "New")
    .executeTakeFirstOrThrow();
  const byStatus = Object.fromEntries(leadStatuses.map((status) => [status, 0])) as Record<
    LeadStatus,
    number
  >;
  for (const row of rows) if (isLeadStatus(row.status)) byStatus[row.status] = Number(row.n);
  return { byStatus, pool: Number(pool.n) };
}

/** The dashboard's Leads per Project lists this many projects; "All leads" leads to the rest. */
export const leadsPerProjectLimit = 10;

/**
 * Leads (spam left out) and WhatsApp chats per project, busiest first, for the dashboard: the
 * counts each project keeps (migration 0010), read in order from the projects_busiest index.
 */
export async function countLeadsPerProject(
  db: DB,
  limit: number = leadsPerProjectLimit,
): Promise<ProjectLeadCount[]> {
  const rows = await db
    .selectFrom("projects")
    .select(["id", "name", "lead_count", "chat_count"])
    .orderBy("lead_count", "desc")
    .orderBy("chat_count", "desc")
    .orderBy("name")
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    projectId: r.id,
    name: r.name,
    leads: Number(r.lead_count),
    chats: Number(r.chat_count),
  }));
}

/** The leads filter offers this many projects; another one is chosen from its own links. */
export const leadFilterProjectLimit = 50;

/**
 * The projects the leads filter offers, by name: those with the most leads (busiest first, as the
 * dashboard's Leads per Project) and the one chosen. A thousand names in every page of the inbox
 * would outweigh its rows; a project without leads finds none.
 */
export async function listLeadFilterProjects(
  db: DB,
  chosenId: string | null,
  limit: number = leadFilterProjectLimit,
): Promise<{ id: string; name: string }[]> {
  const offered = (await countLeadsPerProject(db, limit))
    .filter((project) => project.leads > 0)
    .map((project) => ({ id: project.projectId, name: project.name }));
  if (chosenId && !offered.some((project) => project.id === chosenId)) {
    offered.push(
      ...(await db.selectFrom("projects").select(["id", "name"]).where("id", "=", chosenId).execute()),
    );
  }
  return offered.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : 1));
}

/** How many alert e-mails gave up after their retries: shown to staff until sent again. */
export async function countFailedAlerts(db: DB): Promise<number> {
  const row = await db
    .selectFrom("lead_alerts")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("state", "=", "failed")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
