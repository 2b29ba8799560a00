/**
 * The tables a backup holds, in the order a restore loads them (a table after every table its
 * foreign keys point at). The migrator's own bookkeeping tables are not listed: a restore
 * migrates the target to the archive's migration instead.
 */
export interface BackedUpTable {
  name: string;
  /** The primary key's columns: rows are read in this order, a page at a time. */
  key: readonly string[];
  /** Columns written by triggers (migration 0010): left out on restore, recomputed, then compared. */
  derived?: readonly string[];
  /** Booleans: `boolean` on PostgreSQL, 0/1 on SQLite (migration 0003); `true`/`false` in an archive. */
  booleans?: readonly string[];
  /** Whole numbers PostgreSQL stores as `bigint`/`bigserial` and hands back as strings. */
  bigints?: readonly string[];
  /** Filled by triggers only (migration 0011): rebuilt from the leads on restore, then compared. */
  derivedTable?: true;
  /** Ids from a sequence (PostgreSQL `bigserial`): the sequence is moved past them on restore. */
  serial?: string;
  /**
   * Rows a migration writes (migration 0028's rates): an empty site has them, so they do not make
   * a database "already holding data", and a restore replaces them with the archive's.
   */
  seeded?: true;
}

export const backedUpTables: readonly BackedUpTable[] = [
  { name: "auth_user", key: ["id"], booleans: ["email_verified", "disabled", "two_factor_enabled"] },
  { name: "auth_session", key: ["id"] },
  { name: "auth_account", key: ["id"] },
  { name: "auth_verification", key: ["id"] },
  { name: "auth_two_factor", key: ["id"], booleans: ["verified"] },
  { name: "known_sign_in_addresses", key: ["user_id", "address_hash"] },
  {
    name: "projects",
    key: ["id"],
    derived: ["lead_count", "chat_count"],
    bigints: ["price_min", "price_max"],
  },
  { name: "blogs", key: ["id"] },
  { name: "blog_tags", key: ["blog_id", "tag"] },
  { name: "people", key: ["id"] },
  { name: "leads", key: ["id"], booleans: ["test"] },
  { name: "hook_events", key: ["id"] },
  { name: "lead_notes", key: ["id"] },
  { name: "lead_alerts", key: ["lead_id"] },
  { name: "lead_tallies", key: ["spam", "kind", "status"], derivedTable: true },
  { name: "interest_events", key: ["id"] },
  { name: "settings", key: ["key"] },
  { name: "media", key: ["id"] },
  { name: "audit_log", key: ["id"], serial: "id", bigints: ["id"] },
  { name: "rate_limits", key: ["key"] },
  { name: "plots", key: ["id"], bigints: ["rate_per_sqft", "premium", "price"] },
  { name: "project_layouts", key: ["project_id"] },
  { name: "assignment_rules", key: ["project_id", "staff_id"] },
  { name: "visit_slots", key: ["project_id", "weekday", "start_time"] },
  { name: "visit_pickup_points", key: ["project_id", "position"] },
  { name: "site_visits", key: ["id"] },
  { name: "booking_terms", key: ["project_id"] },
  {
    name: "bookings",
    key: ["id"],
    bigints: ["rate_paise", "premium_paise", "discount_paise", "price_paise", "refund_paise"],
  },
  { name: "booking_buyers", key: ["booking_id", "position"] },
  { name: "booking_dues", key: ["booking_id", "position"], bigints: ["amount_paise"] },
  { name: "receipt_counters", key: ["financial_year"] },
  { name: "booking_receipts", key: ["id"], bigints: ["amount_paise"] },
  { name: "booking_documents", key: ["booking_id", "kind"] },
  { name: "cost_rates", key: ["id"], bigints: ["value_limit"], seeded: true },
  { name: "guideline_values", key: ["id"] },
  { name: "project_charges", key: ["project_id", "position"], bigints: ["rupees"] },
  { name: "whatsapp_messages", key: ["id"] },
  { name: "whatsapp_opt_outs", key: ["phone"] },
  { name: "staff_phones", key: ["user_id"] },
  { name: "revisions", key: ["entity", "entity_id", "revision"] },
];

export type Row = Record<string, unknown>;

/**
 * A row as an archive holds it, the same whichever engine it came from: timestamps as the ISO
 * strings the app writes (PostgreSQL hands back `Date`), booleans as `true`/`false`, bigints as
 * numbers. Everything else (text, JSON text, integers, doubles) is already alike.
 */
export function toArchiveRow(table: BackedUpTable, row: Row): Row {
  const out: Row = {};
  for (const [column, value] of Object.entries(row)) {
    if (value instanceof Date) out[column] = value.toISOString();
    else if (table.booleans?.includes(column) && value !== null) out[column] = Boolean(value);
    else if (table.bigints?.includes(column) && typeof value === "string") out[column] = Number(value);
    else out[column] = value;
  }
  return out;
}

/** An archived row as `engine` stores it: SQLite keeps booleans as 0/1. Derived columns are left out. */
export function toEngineRow(table: BackedUpTable, row: Row, engine: "sqlite" | "postgres"): Row {
  const out: Row = {};
  for (const [column, value] of Object.entries(row)) {
    if (table.derived?.includes(column)) continue;
    out[column] = engine === "sqlite" && typeof value === "boolean" ? (value ? 1 : 0) : value;
  }
  return out;
}
