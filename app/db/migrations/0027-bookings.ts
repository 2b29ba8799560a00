import { sql, type Kysely } from "kysely";

import { timestampType } from "./dialect.ts";

/**
 * Issue "Site visits and bookings": a plot's booking, the money it takes and the papers it needs.
 *
 * - `booking_terms`: a project's payment schedule template (agreement within N days of booking, the
 *   share of the price paid by then, the balance within M days); a project without a row takes the
 *   defaults of app/domain/bookings/booking-schedule.ts.
 * - `bookings`: one a booking, with the agreed price in paise (rate, premium, discount and its
 *   reason, the plot's list price then, the manager's approval), whether it is sample content, its registration and its cancellation with the refund. At most
 *   one booking that is not cancelled per plot (a partial unique index), so a plot cannot be booked
 *   twice, also by two instances at once. Its plot and project cannot be deleted while it exists:
 *   the money's history is kept.
 * - `booking_buyers`, `booking_dues`: the buyers in order, and the payment schedule.
 * - `booking_receipts`: the money received, numbered per financial year ("2026-27/0042") from
 *   `receipt_counters`, whose row is taken in the receipt's own transaction, so numbers have no gap
 *   and two receipts recorded at once get two numbers. Sample bookings have their own series
 *   ("SAMPLE-2026-27/0001"), so a company's first real receipt is its 0001.
 * - `booking_documents`: the checklist's files (private PDFs, beside the brochures).
 *
 * Amounts are whole paise (bigint: a plot costs more than 2^31 paise).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestampType(db);
  const paise = "bigint";
  await db.schema
    .createTable("booking_terms")
    .addColumn("project_id", "text", (c) => c.primaryKey().references("projects.id").onDelete("cascade"))
    .addColumn("agreement_days", "integer", (c) => c.notNull())
    .addColumn("agreement_percent", "integer", (c) => c.notNull())
    .addColumn("balance_days", "integer", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("bookings")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("project_id", "text", (c) => c.notNull().references("projects.id"))
    .addColumn("plot_id", "text", (c) => c.notNull().references("plots.id"))
    .addColumn("lead_id", "text", (c) => c.references("leads.id").onDelete("set null"))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("booked"))
    .addColumn("area_sqft", "double precision", (c) => c.notNull())
    .addColumn("rate_paise", paise, (c) => c.notNull())
    .addColumn("premium_paise", paise, (c) => c.notNull())
    .addColumn("discount_paise", paise, (c) => c.notNull())
    .addColumn("discount_reason", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("price_paise", paise, (c) => c.notNull().check(sql`price_paise > 0`))
    .addColumn("list_price_paise", paise)
    .addColumn("approval", "text", (c) => c.notNull())
    .addColumn("approved_by", "text")
    .addColumn("approved_at", ts)
    .addColumn("booked_by_id", "text")
    .addColumn("booked_by", "text", (c) => c.notNull())
    .addColumn("booked_on", "text", (c) => c.notNull())
    .addColumn("registered_on", "text")
    .addColumn("deed_number", "text")
    .addColumn("cancelled_on", "text")
    .addColumn("cancel_reason", "text")
    .addColumn("refund_paise", paise)
    .addColumn("refund_mode", "text")
    .addColumn("refund_reference", "text")
    .addColumn("sample", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", ts, (c) => c.notNull())
    .addColumn("updated_at", ts, (c) => c.notNull())
    .execute();
  await sql`create unique index bookings_one_per_plot on bookings (plot_id) where status <> 'cancelled'`.execute(
    db,
  );
  await db.schema
    .createIndex("bookings_project")
    .on("bookings")
    .columns(["project_id", "booked_on"])
    .execute();
  await db.schema.createIndex("bookings_lead").on("bookings").column("lead_id").execute();
  await db.schema
    .createTable("booking_buyers")
    .addColumn("booking_id", "text", (c) => c.notNull().references("bookings.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("address", "text", (c) => c.notNull())
    .addColumn("pan", "text", (c) => c.notNull().defaultTo(""))
    .addPrimaryKeyConstraint("booking_buyers_pk", ["booking_id", "position"])
    .execute();
  await db.schema
    .createTable("booking_dues")
    .addColumn("booking_id", "text", (c) => c.notNull().references("bookings.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("label", "text", (c) => c.notNull())
    .addColumn("due_on", "text", (c) => c.notNull())
    .addColumn("amount_paise", paise, (c) => c.notNull().check(sql`amount_paise >= 0`))
    .addPrimaryKeyConstraint("booking_dues_pk", ["booking_id", "position"])
    .execute();
  await db.schema.createIndex("booking_dues_day").on("booking_dues").column("due_on").execute();
  await db.schema
    .createTable("receipt_counters")
    .addColumn("financial_year", "text", (c) => c.primaryKey())
    .addColumn("last_number", "integer", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("booking_receipts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("booking_id", "text", (c) => c.notNull().references("bookings.id"))
    .addColumn("financial_year", "text", (c) => c.notNull())
    .addColumn("sequence", "integer", (c) => c.notNull())
    .addColumn("number", "text", (c) => c.notNull().unique())
    .addColumn("received_on", "text", (c) => c.notNull())
    .addColumn("amount_paise", paise, (c) => c.notNull().check(sql`amount_paise > 0`))
    .addColumn("mode", "text", (c) => c.notNull())
    .addColumn("reference", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("recorded_by", "text", (c) => c.notNull())
    .addColumn("created_at", ts, (c) => c.notNull())
    .addUniqueConstraint("booking_receipts_sequence", ["financial_year", "sequence"])
    .execute();
  await db.schema
    .createIndex("booking_receipts_booking")
    .on("booking_receipts")
    .column("booking_id")
    .execute();
  await db.schema.createIndex("booking_receipts_day").on("booking_receipts").column("received_on").execute();
  await db.schema
    .createTable("booking_documents")
    .addColumn("booking_id", "text", (c) => c.notNull().references("bookings.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("file_key", "text", (c) => c.notNull())
    .addColumn("file_name", "text", (c) => c.notNull())
    .addColumn("uploaded_by", "text", (c) => c.notNull())
    .addColumn("uploaded_at", ts, (c) => c.notNull())
    .addPrimaryKeyConstraint("booking_documents_pk", ["booking_id", "kind"])
    .execute();
}
