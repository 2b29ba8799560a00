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
  /** JSON text: {name, distance, type, nameTa?}[] (nameTa: the place's Tamil name, migration 0033) */
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
  /** How many times it was saved; a save names the one it read (migration 0030). */
  revision: Generated<number>;
  /** When the job publishes it, and when it takes it off the website (UTC; migration 0031). */
  scheduled_publish_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  scheduled_unpublish_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  /** Tamil texts ("" or "[]": not translated, the English one is shown; migration 0033). */
  name_ta: ColumnType<string, string | undefined, string>;
  location_ta: ColumnType<string, string | undefined, string>;
  description_ta: ColumnType<string, string | undefined, string>;
  /** JSON text: string[] ("[]": the English list is shown). A nearby place's Tamil name is in nearby_places. */
  highlights_ta: ColumnType<string, string | undefined, string>;
  amenities_ta: ColumnType<string, string | undefined, string>;
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
  /** How many times it was saved; a save names the one it read (migration 0030). */
  revision: Generated<number>;
  /** When the job publishes it, and when it takes it off the website (UTC; migration 0031). */
  scheduled_publish_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  scheduled_unpublish_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  /** Tamil texts and slug ("": not translated, the English one is shown; migration 0033). */
  title_ta: ColumnType<string, string | undefined, string>;
  slug_ta: ColumnType<string, string | undefined, string>;
  excerpt_ta: ColumnType<string, string | undefined, string>;
  content_ta: ColumnType<string, string | undefined, string>;
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
  /** The plot the visitor asked about from the layout plan (migration 0015); its number is kept as sent. */
  plot_id: ColumnType<string | null, string | null | undefined, string | null>;
  plot_number: ColumnType<string | null, string | null | undefined, string | null>;
  /** A public post's fingerprint (its submission key and fields, migration 0017): a repeat finds this lead. */
  submission_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The buyer (migration 0023): one person per phone number. */
  person_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Where the lead came from (lead-sources.ts): website, google-ads, meta-ads, a portal, a call. */
  source: ColumnType<string, string | undefined, string>;
  /** The source's own id of the lead (Google's lead_id, Meta's leadgen_id, a file row's fingerprint). */
  source_ref: ColumnType<string | null, string | null | undefined, string | null>;
  /** The ad campaign (its name or id) or the portal listing the lead came through. */
  campaign: ColumnType<string | null, string | null | undefined, string | null>;
  /** JSON text: the utm_* values, gclid and fbclid of the buyer's first visit, and of the visit that sent it. */
  first_touch: ColumnType<string, string | undefined, string>;
  last_touch: ColumnType<string, string | undefined, string>;
  /** A test lead a source sent (Google's is_test): kept apart from the figures. */
  test: ColumnType<number | boolean, number | boolean | undefined, number | boolean>;
  /** What is to be done next with the lead, and by when. */
  next_step: ColumnType<string | null, string | null | undefined, string | null>;
  next_step_due: ColumnType<Date | string | null, string | null | undefined, string | null>;
  /** The language of the page the buyer wrote from, "en" or "ta" (migration 0033): their mails' language. */
  language: ColumnType<string, string | undefined, string>;
}

/** A buyer: one per phone number (+91…), with every lead they sent (migration 0023). */
export interface PersonTable {
  id: string;
  name: string;
  phone: string | null;
  email: string | null;
  /** Merged by staff into this person: their leads moved there, this row stays as a pointer. */
  merged_into: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A webhook delivery whose slow part the job runner does (fetching a Meta lead), stored once. */
export interface HookEventTable {
  id: string;
  source: string;
  external_id: string;
  /** JSON text of the delivery, without personal data (Meta's carries ids only). */
  payload: string;
  state: ColumnType<string, string | undefined, string>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  last_error: string | null;
  lead_id: string | null;
  received_at: Timestamp;
}

/** The executives a project's new leads go round to, each with when they last got one. */
export interface AssignmentRuleTable {
  project_id: string;
  staff_id: string;
  last_assigned_at: NullableTimestamp;
}

/** A project's weekly visiting slot (migration 0025): weekday 0 is Sunday, the time HH:MM in India. */
export interface VisitSlotTable {
  project_id: string;
  weekday: number;
  start_time: string;
  capacity: number;
}

export interface VisitPickupPointTable {
  project_id: string;
  position: number;
  name: string;
}

/** Whole paise, stored as bigint: PostgreSQL hands it back as a string (migration 0027). */
type Paise = ColumnType<number | string, number, number>;
type NullablePaise = ColumnType<number | string | null, number | null | undefined, number | null>;

/** A project's payment schedule template (issue "Site visits and bookings"). */
export interface BookingTermsTable {
  project_id: string;
  agreement_days: number;
  agreement_percent: number;
  balance_days: number;
}

export interface BookingTable {
  id: string;
  project_id: string;
  plot_id: string;
  lead_id: string | null;
  /** booked, registered or cancelled. */
  status: ColumnType<string, string | undefined, string>;
  area_sqft: number;
  rate_paise: Paise;
  premium_paise: Paise;
  discount_paise: Paise;
  discount_reason: ColumnType<string, string | undefined, string>;
  /** area × rate + premium − discount. */
  price_paise: Paise;
  /** not-needed, pending (a discount above the owner's threshold) or approved. */
  approval: string;
  approved_by: string | null;
  approved_at: NullableTimestamp;
  booked_by_id: string | null;
  booked_by: string;
  /** The plot's price when it was booked (area × its rate + premium); null when it had no rate. */
  list_price_paise: NullablePaise;
  /** 1 for the sample content's bookings (deleted with their project), 0 for real ones. */
  sample: ColumnType<number, number | undefined, number>;
  /** YYYY-MM-DD, India. */
  booked_on: string;
  registered_on: string | null;
  deed_number: string | null;
  cancelled_on: string | null;
  cancel_reason: string | null;
  refund_paise: NullablePaise;
  refund_mode: string | null;
  refund_reference: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface BookingBuyerTable {
  booking_id: string;
  position: number;
  name: string;
  phone: string;
  address: string;
  pan: ColumnType<string, string | undefined, string>;
}

export interface BookingDueTable {
  booking_id: string;
  position: number;
  label: string;
  due_on: string;
  amount_paise: Paise;
}

export interface ReceiptCounterTable {
  financial_year: string;
  last_number: number;
}

export interface BookingReceiptTable {
  id: string;
  booking_id: string;
  /** "2026-27". */
  financial_year: string;
  sequence: number;
  /** "2026-27/0042". */
  number: string;
  received_on: string;
  amount_paise: Paise;
  /** cash, upi, cheque or bank-transfer. */
  mode: string;
  reference: ColumnType<string, string | undefined, string>;
  recorded_by: string;
  created_at: Timestamp;
}

export interface BookingDocumentTable {
  booking_id: string;
  kind: string;
  file_key: string;
  file_name: string;
  uploaded_by: string;
  uploaded_at: Timestamp;
}

export interface SiteVisitTable {
  id: string;
  lead_id: string;
  project_id: string;
  visit_date: string;
  start_time: string;
  visitors: number;
  pickup_point: string | null;
  status: ColumnType<string, string | undefined, string>;
  outcome: string | null;
  outcome_note: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** When the buyer's confirmation mail went (migration 0026); null: not yet, or moved since. */
  confirmed_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  reminded_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  plots_liked: ColumnType<string | null, string | null | undefined, string | null>;
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
  /**
   * The instance sending it (migration 0019) while claimed, else null. A claim lasts until
   * `next_attempt_at`, or until the instance's heartbeat stops.
   */
  claimed_by: ColumnType<string | null, string | null | undefined, string | null>;
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
  /** Two-factor sign-in is on (migration 0022): signing in asks for a code after the password. */
  two_factor_enabled: ColumnType<number | boolean, number | boolean | undefined, number | boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/**
 * An account's authenticator secret and recovery codes, encrypted with AUTH_SECRET (better-auth's
 * two-factor plugin, migration 0022). `verified` false: set up, not yet confirmed with a code.
 */
export interface AuthTwoFactorTable {
  id: string;
  user_id: string;
  secret: string;
  backup_codes: string;
  verified: number | boolean;
  failed_verification_count: ColumnType<number, number | undefined, number>;
  locked_until: NullableTimestamp;
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

/**
 * A place a staff account signed in from (migration 0018): the client address as an HMAC keyed
 * with AUTH_SECRET (app/domain/staff/known-addresses.server.ts), renewed by each sign-in there.
 */
export interface KnownSignInAddressTable {
  user_id: string;
  address_hash: string;
  last_signed_in_at: Timestamp;
}

/** The public forms' per-address counters (see app/lib/rate-limit.server.ts). */
export interface RateLimitTable {
  key: string;
  window_start: Timestamp;
  count: number;
}

/** A background job's schedule and lease, shared by every instance (app/jobs, migration 0014). */
export interface JobTable {
  name: string;
  next_run_at: Timestamp;
  /** While in the future, `locked_by` holds the job; past it, the claim has run out. */
  locked_until: NullableTimestamp;
  locked_by: string | null;
  last_started_at: NullableTimestamp;
  last_run_at: NullableTimestamp;
  /** The last run's error, null after a run that went well. */
  last_error: string | null;
  runs: ColumnType<number, number | undefined, number>;
}

/** A running instance of the site and its heartbeat (app/jobs/instances.server.ts, migration 0019). */
export interface InstanceTable {
  id: string;
  started_at: Timestamp;
  seen_at: Timestamp;
}

/** One plot of a project's inventory (issue "Plot inventory and the layout plan", migration 0015). */
export interface PlotTable {
  id: string;
  project_id: string;
  /** Unique within the project, e.g. "23" or "B-12". */
  number: string;
  /** Block or phase ("" when the layout has none). */
  block: ColumnType<string, string | undefined, string>;
  area_sqft: number;
  /** As written on the layout, e.g. "30 × 40 ft" ("" when not given). */
  dimensions: ColumnType<string, string | undefined, string>;
  /** N, S, E, W, NE, NW, SE or SW; null when not given. */
  facing: string | null;
  /** 1 corner plot, 0 not. */
  corner: ColumnType<number, number | undefined, number>;
  road_width_ft: number | null;
  /** Rupees per sq.ft (bigint: PostgreSQL hands it back as a string). */
  rate_per_sqft: ColumnType<number | string | null, number | null, number | null>;
  /** Rupees added to area × rate (corner, east facing); 0 for none. */
  premium: ColumnType<number | string, number | undefined, number>;
  /** area × rate + premium, rounded to the rupee; null without a rate. Written with every change. */
  price: ColumnType<number | string | null, number | null, number | null>;
  /** available, on_hold, booked, sold or not_for_sale. */
  status: ColumnType<string, string | undefined, string>;
  /** On hold: the buyer's name, the lead it is held for, the staff member who held it, until when. */
  hold_for: string | null;
  hold_lead_id: string | null;
  held_by: string | null;
  hold_until: NullableTimestamp;
  /** On an image plan: the plot's outline as JSON [[x, y], ...] in the image's pixels. */
  outline: string | null;
  /** Bumped by every change: an edit or booking names the version it saw, so a stale one is refused. */
  version: ColumnType<number, number | undefined, number>;
  /** The plot's place in lists, by block and number as people count them (`plotSortKey`, migration 0017). */
  sort_key: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A project's layout plan: a cleaned SVG whose shapes carry plot numbers, or an uploaded image. */
export interface ProjectLayoutTable {
  project_id: string;
  /** svg or image. */
  kind: string;
  /** The cleaned SVG (kind svg). */
  svg: string | null;
  /** The image's media URL (kind image). */
  image: string | null;
  /** The plan's own coordinate size (SVG viewBox, or the image's pixels). */
  width: number;
  height: number;
  updated_at: Timestamp;
}

/** Whole rupees, stored as bigint: PostgreSQL hands it back as a string (migration 0028). */
type Rupees = ColumnType<number | string, number, number>;
type NullableRupees = ColumnType<number | string | null, number | null | undefined, number | null>;

/** A rate of the state's in basis points, in force between two India days (issue "What it costs"). */
export interface CostRateTable {
  id: string;
  /** stamp-duty, registration or registration-women. */
  kind: string;
  basis_points: number;
  /** Rupees: the rate applies to values up to this (the women buyers' concession). */
  value_limit: NullableRupees;
  /** YYYY-MM-DD, India. */
  effective_from: string;
  /** The last day in force (YYYY-MM-DD); null: until a later rate of its kind. */
  effective_to: string | null;
  source: string;
  created_at: Timestamp;
}

/** A project's guideline value from a day on, and where it comes from. */
export interface GuidelineValueTable {
  id: string;
  project_id: string;
  rupees_per_sqft: number;
  effective_from: string;
  source: string;
  created_at: Timestamp;
}

/** A project's other charge: rupees a plot or a sq.ft. */
export interface ProjectChargeTable {
  project_id: string;
  position: number;
  name: string;
  rupees: Rupees;
  /** plot or sqft. */
  per: string;
}

/** One row: moved on by every write to what the public pages show (migration 0016). */
export interface ContentVersionTable {
  id: number;
  version: number;
}

/** A WhatsApp message to or from a buyer or a staff member (migration 0029, app/domain/whatsapp). */
export interface WhatsAppMessageTable {
  id: string;
  /** out (the site sends it) or in (the webhook brought it). */
  direction: string;
  /** The other side's number, +91…: the buyer's or the staff member's. */
  phone: string;
  person_id: string | null;
  lead_id: string | null;
  /** What it is for: lead-alert, acknowledgement, visit-confirmation, visit-reminder, receipt, reply, follow-up, incoming. */
  purpose: string;
  /** What makes it one of a kind (an enquiry's acknowledgement): queued at most once. */
  dedupe_key: string | null;
  /** A template message's name and language code; null for free text. */
  template: string | null;
  language: string | null;
  /** JSON text: the template's body parameters, in order. */
  params: ColumnType<string, string | undefined, string>;
  /** The text as staff read it: the free text, the incoming text, or the template's filled-in parameters. */
  body: string;
  /** queued, sending, sent, delivered, read, failed; received for an incoming message. */
  state: string;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  /** The Cloud API's message id (wamid…). */
  wa_id: string | null;
  last_error: string | null;
  /** The staff member's name who wrote a reply. */
  sent_by: string | null;
  created_at: Timestamp;
  /** When the state last changed. */
  state_at: Timestamp;
}

/** A phone that wrote STOP: nothing more is sent to it (migration 0029). */
export interface WhatsAppOptOutTable {
  phone: string;
  opted_out_at: Timestamp;
}

/** A staff member's WhatsApp number, for the alert of each new lead given to them (migration 0029). */
export interface StaffPhoneTable {
  user_id: string;
  whatsapp: string;
  updated_at: Timestamp;
}

/** A save of a project or a post: its editor's fields as saved (migration 0030, app/domain/revisions). */
export interface RevisionTable {
  /** "project" or "blog". */
  entity: string;
  entity_id: string;
  revision: number;
  /** The staff member's name. */
  actor: string;
  saved_at: Timestamp;
  /** JSON text: the editor's values. */
  fields: string;
}

/** A staff member's autosaved editor values of a project or a post (migration 0032, app/domain/drafts). */
export interface DraftTable {
  /** The author (auth_user.id): the only one who reads it. */
  author_id: string;
  /** "project" or "blog". */
  entity: string;
  /** The record edited; "" for one not yet saved. */
  record_id: string;
  /** JSON text: the editor's values as typed. */
  fields: string;
  /** The revision the editor had opened; null for a new record. */
  revision: number | null;
  saved_at: Timestamp;
}

export interface Database {
  projects: ProjectTable;
  blogs: BlogTable;
  blog_tags: BlogTagTable;
  leads: LeadTable;
  people: PersonTable;
  hook_events: HookEventTable;
  assignment_rules: AssignmentRuleTable;
  visit_slots: VisitSlotTable;
  visit_pickup_points: VisitPickupPointTable;
  site_visits: SiteVisitTable;
  booking_terms: BookingTermsTable;
  bookings: BookingTable;
  booking_buyers: BookingBuyerTable;
  booking_dues: BookingDueTable;
  receipt_counters: ReceiptCounterTable;
  booking_receipts: BookingReceiptTable;
  booking_documents: BookingDocumentTable;
  cost_rates: CostRateTable;
  guideline_values: GuidelineValueTable;
  project_charges: ProjectChargeTable;
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
  auth_two_factor: AuthTwoFactorTable;
  known_sign_in_addresses: KnownSignInAddressTable;
  rate_limits: RateLimitTable;
  jobs: JobTable;
  instances: InstanceTable;
  plots: PlotTable;
  project_layouts: ProjectLayoutTable;
  content_version: ContentVersionTable;
  whatsapp_messages: WhatsAppMessageTable;
  whatsapp_opt_outs: WhatsAppOptOutTable;
  staff_phones: StaffPhoneTable;
  revisions: RevisionTable;
  drafts: DraftTable;
}

export type ProjectRow = Selectable<ProjectTable>;
export type NewProjectRow = Insertable<ProjectTable>;
export type ProjectRowUpdate = Updateable<ProjectTable>;
export type BlogRow = Selectable<BlogTable>;
export type MediaRow = Selectable<MediaTable>;
