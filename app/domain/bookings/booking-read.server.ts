import type { ExpressionBuilder, Transaction } from "kysely";

import type { DB } from "#app/db/database.server.ts";
import type { Database } from "#app/db/schema.ts";
import { toDate } from "#app/db/time.ts";
import { isId } from "#app/lib/ids.ts";
import type { Buyer } from "./booking-forms.ts";
import type { BookingStatus, DiscountApproval, DocumentKind, PaymentMode } from "./booking-model.ts";
import { defaultBookingTerms, type BookingTerms, type ScheduledPayment } from "./booking-schedule.ts";

type Reader = DB | Transaction<Database>;

/**
 * Issue "Site visits and bookings": bookings as the back office reads them, with their buyers,
 * schedule, receipts and documents; amounts in paise as numbers (PostgreSQL's bigint comes back as
 * text).
 */

export interface Receipt {
  id: string;
  number: string;
  receivedOn: string;
  amountPaise: number;
  mode: PaymentMode;
  reference: string;
  recordedBy: string;
}

export interface BookingDocument {
  kind: DocumentKind;
  fileKey: string;
  fileName: string;
  uploadedBy: string;
  uploadedAt: Date;
}

export interface Booking {
  id: string;
  status: BookingStatus;
  project: { id: string; name: string };
  plot: { id: string; number: string };
  lead: { id: string; name: string; assignedTo: string | null } | null;
  areaSqft: number;
  ratePaise: number;
  premiumPaise: number;
  discountPaise: number;
  discountReason: string;
  pricePaise: number;
  /** The plot's price when it was booked; null when it had no rate. */
  listPricePaise: number | null;
  /** The sample content's (its receipts count in their own series). */
  sample: boolean;
  approval: DiscountApproval;
  approvedBy: string | null;
  bookedBy: string;
  bookedById: string | null;
  bookedOn: string;
  registeredOn: string | null;
  deedNumber: string | null;
  cancelledOn: string | null;
  cancelReason: string | null;
  refundPaise: number | null;
  refundMode: PaymentMode | null;
  refundReference: string | null;
  buyers: Buyer[];
  schedule: ScheduledPayment[];
  receipts: Receipt[];
  documents: BookingDocument[];
  /** The receipts' sum. */
  paidPaise: number;
}

/** A booking's first buyer's name, as a column of a query over `bookings`. */
export function firstBuyer(eb: ExpressionBuilder<Database, "bookings">) {
  return eb
    .selectFrom("booking_buyers")
    .select("name")
    .whereRef("booking_buyers.booking_id", "=", "bookings.id")
    .where("booking_buyers.position", "=", 0)
    .as("buyer");
}

/** What a booking's receipts add up to, in paise, as a column of a query over `bookings`. */
export function paidSoFar(eb: ExpressionBuilder<Database, "bookings">) {
  return eb
    .selectFrom("booking_receipts")
    .select((r) => r.fn.coalesce(r.fn.sum<number | string>("amount_paise"), r.lit(0)).as("paid"))
    .whereRef("booking_receipts.booking_id", "=", "bookings.id")
    .as("paid");
}

const money = (value: number | string | null) => (value === null ? null : Number(value));

/** One booking with everything it holds, or null. */
export async function getBooking(db: Reader, id: unknown): Promise<Booking | null> {
  if (!isId(id)) return null;
  const row = await db
    .selectFrom("bookings")
    .innerJoin("projects", "projects.id", "bookings.project_id")
    .innerJoin("plots", "plots.id", "bookings.plot_id")
    .leftJoin("leads", "leads.id", "bookings.lead_id")
    .selectAll("bookings")
    .select([
      "projects.name as project_name",
      "plots.number as plot_number",
      "leads.name as lead_name",
      "leads.assigned_to as lead_assigned_to",
    ])
    .where("bookings.id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  const [buyers, dues, receipts, documents] = await Promise.all([
    db.selectFrom("booking_buyers").selectAll().where("booking_id", "=", id).orderBy("position").execute(),
    db.selectFrom("booking_dues").selectAll().where("booking_id", "=", id).orderBy("position").execute(),
    db
      .selectFrom("booking_receipts")
      .selectAll()
      .where("booking_id", "=", id)
      .orderBy("received_on")
      .orderBy("created_at")
      .execute(),
    db.selectFrom("booking_documents").selectAll().where("booking_id", "=", id).execute(),
  ]);
  const receiptList: Receipt[] = receipts.map((r) => ({
    id: r.id,
    number: r.number,
    receivedOn: r.received_on,
    amountPaise: Number(r.amount_paise),
    mode: r.mode as PaymentMode,
    reference: r.reference,
    recordedBy: r.recorded_by,
  }));
  return {
    id: row.id,
    status: row.status as BookingStatus,
    project: { id: row.project_id, name: row.project_name },
    plot: { id: row.plot_id, number: row.plot_number },
    lead: row.lead_id
      ? { id: row.lead_id, name: row.lead_name ?? "", assignedTo: row.lead_assigned_to ?? null }
      : null,
    areaSqft: Number(row.area_sqft),
    ratePaise: Number(row.rate_paise),
    premiumPaise: Number(row.premium_paise),
    discountPaise: Number(row.discount_paise),
    discountReason: row.discount_reason,
    pricePaise: Number(row.price_paise),
    listPricePaise: money(row.list_price_paise),
    sample: row.sample === 1,
    approval: row.approval as DiscountApproval,
    approvedBy: row.approved_by,
    bookedBy: row.booked_by,
    bookedById: row.booked_by_id,
    bookedOn: row.booked_on,
    registeredOn: row.registered_on,
    deedNumber: row.deed_number,
    cancelledOn: row.cancelled_on,
    cancelReason: row.cancel_reason,
    refundPaise: money(row.refund_paise),
    refundMode: row.refund_mode as PaymentMode | null,
    refundReference: row.refund_reference,
    buyers: buyers.map((b) => ({ name: b.name, phone: b.phone, address: b.address, pan: b.pan })),
    schedule: dues.map((d) => ({ label: d.label, dueOn: d.due_on, amountPaise: Number(d.amount_paise) })),
    receipts: receiptList,
    documents: documents.map((d) => ({
      kind: d.kind as DocumentKind,
      fileKey: d.file_key,
      fileName: d.file_name,
      uploadedBy: d.uploaded_by,
      uploadedAt: toDate(d.uploaded_at),
    })),
    paidPaise: receiptList.reduce((sum, r) => sum + r.amountPaise, 0),
  };
}

/**
 * Whether a staff member may work this booking: anyone with every lead; a sales executive, a
 * booking of a lead assigned to them (a booking of no lead: one they made). A lead given to
 * another executive takes its booking with it.
 */
export function mayWorkBooking(
  staff: { id: string | null; allLeads: boolean },
  booking: Pick<Booking, "lead" | "bookedById">,
): boolean {
  if (staff.allLeads) return true;
  if (staff.id === null) return false;
  return booking.lead ? booking.lead.assignedTo === staff.id : booking.bookedById === staff.id;
}

export interface BookingListItem {
  id: string;
  status: BookingStatus;
  projectName: string;
  plotNumber: string;
  buyer: string;
  pricePaise: number;
  paidPaise: number;
  bookedOn: string;
  approval: DiscountApproval;
}

/** Bookings newest first; a sales executive's own only (`workableBy`). */
export async function listBookings(
  db: Reader,
  { workableBy, status }: { workableBy: string | null; status: BookingStatus | null },
): Promise<BookingListItem[]> {
  const rows = await db
    .selectFrom("bookings")
    .innerJoin("projects", "projects.id", "bookings.project_id")
    .innerJoin("plots", "plots.id", "bookings.plot_id")
    .leftJoin("leads", "leads.id", "bookings.lead_id")
    .select((eb) => [
      "bookings.id",
      "bookings.status",
      "bookings.price_paise",
      "bookings.booked_on",
      "bookings.approval",
      "projects.name as project_name",
      "plots.number as plot_number",
      firstBuyer(eb),
      paidSoFar(eb),
    ])
    .$if(status !== null, (q) => q.where("bookings.status", "=", status!))
    .$if(workableBy !== null, (q) =>
      q.where((eb) =>
        eb.or([
          eb("leads.assigned_to", "=", workableBy!),
          eb.and([eb("bookings.lead_id", "is", null), eb("bookings.booked_by_id", "=", workableBy!)]),
        ]),
      ),
    )
    .orderBy("bookings.booked_on", "desc")
    .orderBy("bookings.created_at", "desc")
    .limit(500)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    status: r.status as BookingStatus,
    projectName: r.project_name,
    plotNumber: r.plot_number,
    buyer: r.buyer ?? "",
    pricePaise: Number(r.price_paise),
    paidPaise: Number(r.paid ?? 0),
    bookedOn: r.booked_on,
    approval: r.approval as DiscountApproval,
  }));
}

/** The open booking of a plot, if any: its id (the plot page links to it). */
export async function bookingOfPlot(db: Reader, plotId: string): Promise<string | null> {
  const row = await db
    .selectFrom("bookings")
    .select("id")
    .where("plot_id", "=", plotId)
    .where("status", "<>", "cancelled")
    .executeTakeFirst();
  return row?.id ?? null;
}

/** A project's payment schedule template (the defaults until staff set one). */
export async function getBookingTerms(db: Reader, projectId: string): Promise<BookingTerms> {
  const row = await db
    .selectFrom("booking_terms")
    .selectAll()
    .where("project_id", "=", projectId)
    .executeTakeFirst();
  return row
    ? {
        agreementDays: row.agreement_days,
        agreementPercent: row.agreement_percent,
        balanceDays: row.balance_days,
      }
    : defaultBookingTerms;
}
