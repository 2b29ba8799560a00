import type { ColumnType, Generated, Insertable, Selectable, Updateable } from "kysely";

/**
 * The one description of the database for TypeScript. Timestamps are written as ISO strings and
 * read back as `string` (SQLite) or `Date` (PostgreSQL); `toDate` in `app/db/time.ts` is the only
 * place that turns them into `Date`.
 */
export type Timestamp = ColumnType<Date | string, string, string>;
export type NullableTimestamp = ColumnType<Date | string | null, string | null, string | null>;

export interface ProjectTable {
  id: string;
  name: string;
  location: string;
  price_range: string;
  plot_sizes: string;
  status: string;
  total_plots: number;
  sold_plots: number;
  description: string;
  banner_image: string;
  /** JSON text: string[] */
  images: string;
  /** JSON text: string[] */
  highlights: string;
  /** JSON text: string[] */
  amenities: string;
  /** JSON text: {name, distance, type}[] */
  nearby_places: string;
  /** Storage key of the PDF brochure ("" when there is none). */
  brochure: ColumnType<string, string | undefined, string>;
  /** Rupees and sq.ft read from price_range and plot_sizes; null when the text could not be read. */
  price_min: ColumnType<number | string | null, number | null | undefined, number | null>;
  price_max: ColumnType<number | string | null, number | null | undefined, number | null>;
  size_min: ColumnType<number | null, number | null | undefined, number | null>;
  size_max: ColumnType<number | null, number | null | undefined, number | null>;
  city: ColumnType<string, string | undefined, string>;
  locality: ColumnType<string, string | undefined, string>;
  latitude: ColumnType<number | null, number | null | undefined, number | null>;
  longitude: ColumnType<number | null, number | null | undefined, number | null>;
  /** TNRERA registration: number, date (YYYY-MM-DD), the Authority's website, the registration page. */
  rera_number: ColumnType<string, string | undefined, string>;
  rera_date: ColumnType<string, string | undefined, string>;
  rera_website: ColumnType<string, string | undefined, string>;
  rera_url: ColumnType<string, string | undefined, string>;
  /** DTCP or CMDA layout approval (LP) number and year. */
  approval_number: ColumnType<string, string | undefined, string>;
  approval_year: ColumnType<string, string | undefined, string>;
  /** Why the project needs no registration, when it is exempt. */
  exemption_reason: ColumnType<string, string | undefined, string>;
  /** 1 Published, 0 Draft (seen only by signed-in staff). */
  published: ColumnType<number, number | undefined, number>;
  /** Leads (spam left out) and WhatsApp chats of the project, kept by triggers (migration 0010). */
  lead_count: ColumnType<number, never, never>;
  chat_count: ColumnType<number, never, never>;
  created_at: Timestamp | null;
  updated_at: Timestamp | null;
}

export interface BlogTable {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  featured_image: string;
  author: string;
  category: string;
  status: string;
  created_at: Timestamp | null;
  updated_at: Timestamp | null;
  published_at: NullableTimestamp;
}

export interface BlogTagTable {
  blog_id: string;
  position: number;
  tag: string;
}

export interface LeadTable {
  id: string;
  kind: string;
  name: string;
  phone: string;
  email: string | null;
  /** JSON text: the submitted fields that are specific to the kind (budget, subject, ...). */
  details: string;
  message: string | null;
  page: string | null;
  project_id: string | null;
  status: string;
  spam: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  /** JSON text: utm_source, utm_medium, utm_campaign, utm_term, utm_content when present. */
  utm: ColumnType<string, string | undefined, string>;
  referrer: string | null;
  /** The consent line the visitor saw under the form when they sent it. */
  consent: string | null;
  /** Why the lead sits in the Spam view: honeypot, too-fast or rate-limit (null: not spam). */
  spam_reason: string | null;
  /** The staff member (auth_user.id) working the lead. */
  assigned_to: string | null;
  /** When the status last changed: closed leads are deleted this long after (Settings, retention). */
  status_changed_at: NullableTimestamp;
  /** The first status change or note: how long the lead waited for someone (null: still waiting). */
  first_response_at: NullableTimestamp;
}

/** How many leads have each spam flag, kind and status: written by triggers only (migration 0011). */
export interface LeadTallyTable {
  spam: ColumnType<number, never, never>;
  kind: ColumnType<string, never, never>;
  status: ColumnType<string, never, never>;
  n: ColumnType<number, never, never>;
}

export interface LeadNoteTable {
  id: string;
  lead_id: string;
  /** The staff member's name when the note was written. */
  author: string;
  body: string;
  created_at: Timestamp;
}

/** The alert e-mail of one lead, sent and retried by app/domain/leads/lead-alerts.server.ts. */
export interface LeadAlertTable {
  lead_id: string;
  /** pending, sent or failed (failed: retries used up; staff can send it again). */
  state: string;
  attempts: number;
  next_attempt_at: Timestamp;
  last_error: string | null;
  sent_at: NullableTimestamp;
  created_at: Timestamp;
}

/** Anonymous interest counts (the WhatsApp button's 'chat started'): no personal data. */
export interface InterestEventTable {
  id: string;
  kind: string;
  project_id: string | null;
  created_at: Timestamp;
}

export interface SettingTable {
  key: string;
  /** JSON text */
  value: string;
  updated_at: Timestamp;
}

export interface MediaTable {
  id: string;
  url: string;
  content_type: string;
  width: number;
  height: number;
  bytes: number;
  created_at: Timestamp;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  summary: string;
  created_at: Timestamp;
}

/** Staff accounts (better-auth's user model; see app/domain/staff/auth.server.ts). */
export interface AuthUserTable {
  id: string;
  name: string;
  email: string;
  email_verified: number | boolean;
  image: string | null;
  role: string;
  disabled: number | boolean;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AuthSessionTable {
  id: string;
  expires_at: Timestamp;
  token: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  ip_address: string | null;
  user_agent: string | null;
  user_id: string;
}

export interface AuthAccountTable {
  id: string;
  account_id: string;
  provider_id: string;
  user_id: string;
  password: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AuthVerificationTable {
  id: string;
  identifier: string;
  value: string;
  expires_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The public forms' per-address counters (see app/lib/rate-limit.server.ts). */
export interface RateLimitTable {
  key: string;
  window_start: Timestamp;
  count: number;
}

export interface Database {
  projects: ProjectTable;
  blogs: BlogTable;
  blog_tags: BlogTagTable;
  leads: LeadTable;
  lead_tallies: LeadTallyTable;
  lead_notes: LeadNoteTable;
  lead_alerts: LeadAlertTable;
  interest_events: InterestEventTable;
  settings: SettingTable;
  media: MediaTable;
  audit_log: AuditLogTable;
  auth_user: AuthUserTable;
  auth_session: AuthSessionTable;
  auth_account: AuthAccountTable;
  auth_verification: AuthVerificationTable;
  rate_limits: RateLimitTable;
}

export type ProjectRow = Selectable<ProjectTable>;
export type NewProjectRow = Insertable<ProjectTable>;
export type ProjectRowUpdate = Updateable<ProjectTable>;
export type BlogRow = Selectable<BlogTable>;
export type MediaRow = Selectable<MediaTable>;
