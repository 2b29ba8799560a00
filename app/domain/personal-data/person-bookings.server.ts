import type { DB } from "#app/db/database.server.ts";
import { listEntityHistory, type AuditEntry } from "#app/domain/audit/index.server.ts";
import type { PersonKey } from "#app/domain/leads/index.server.ts";
import type { PersonBookingRow } from "./personal-data-view.ts";

/**
 * The bookings a person is on (issue "Site visits and bookings"): those with a buyer of their phone
 * number (or of a phone of one of their leads), and those made for one of their leads. Read here
 * from the tables, as the page and the download need them; an erasure keeps them (the law requires
 * a booking's records: books of account under the Income Tax Act and the GST rules; the DPDP Act
 * 2023, section 8(7), allows keeping what the law requires).
 */

/** Whole paise: PostgreSQL's bigint comes back as text. */
const paise = (value: number | string) => Number(value);
const paiseOrNull = (value: number | string | null) => (value === null ? null : Number(value));

/** The leads found under the phone number or e-mail, as the bookings are matched to them. */
type FoundLead = { id: string; phone: string };

/** The phone numbers that are the person's: the one looked up, and those their leads were sent with. */
function phonesOf(key: PersonKey, leads: readonly FoundLead[]): string[] {
  const phones = ["phone" in key ? key.phone : "", ...leads.map((lead) => lead.phone)];
  return [...new Set(phones.filter((phone) => phone.trim()))];
}

/** The person's bookings, newest first, with their project's name and plot's number. */
async function bookingRows(db: DB, key: PersonKey, leads: readonly FoundLead[]) {
  const phones = phonesOf(key, leads);
  const leadIds = leads.map((lead) => lead.id);
  if (phones.length === 0 && leadIds.length === 0) return [];
  return db
    .selectFrom("bookings")
    .innerJoin("projects", "projects.id", "bookings.project_id")
    .innerJoin("plots", "plots.id", "bookings.plot_id")
    .selectAll("bookings")
    .select(["projects.name as project_name", "plots.number as plot_number"])
    .where((eb) =>
      eb.or([
        ...(leadIds.length > 0 ? [eb("bookings.lead_id", "in", leadIds)] : []),
        ...(phones.length > 0
          ? [
              eb(
                "bookings.id",
                "in",
                eb
                  .selectFrom("booking_buyers")
                  .select("booking_buyers.booking_id")
                  .where("phone", "in", phones),
              ),
            ]
          : []),
      ]),
    )
    .orderBy("bookings.booked_on", "desc")
    .orderBy("bookings.created_at", "desc")
    .execute();
}

/** How many bookings the person is on: what an erasure keeps. */
export async function countPersonBookings(
  db: DB,
  key: PersonKey,
  leads: readonly FoundLead[],
): Promise<number> {
  return (await bookingRows(db, key, leads)).length;
}

async function receiptsOf(db: DB, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom("booking_receipts")
    .selectAll()
    .where("booking_id", "in", ids)
    .orderBy("received_on")
    .orderBy("number")
    .execute();
}

/** What the page shows of the person's bookings: project, plot, status, price, day and receipts. */
export async function personBookingRows(
  db: DB,
  key: PersonKey,
  leads: readonly FoundLead[],
): Promise<PersonBookingRow[]> {
  const rows = await bookingRows(db, key, leads);
  const receipts = await receiptsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    project: row.project_name,
    plot: row.plot_number,
    status: row.status,
    pricePaise: paise(row.price_paise),
    bookedOn: row.booked_on,
    receipts: receipts
      .filter((receipt) => receipt.booking_id === row.id)
      .map((receipt) => ({
        number: receipt.number,
        receivedOn: receipt.received_on,
        amountPaise: paise(receipt.amount_paise),
      })),
  }));
}

/**
 * The person's bookings for the download: every field of the booking, its buyers, schedule,
 * receipts and the names of its papers, and what staff did with it. A buyer of the person's phone
 * is written out in full; a co-buyer (another person on the same sale) by name only, since their
 * phone, address and PAN are theirs to ask for.
 */
export async function personBookingsFile(
  db: DB,
  key: PersonKey,
  leads: readonly FoundLead[],
): Promise<{ bookings: unknown[]; history: AuditEntry[] }> {
  const rows = await bookingRows(db, key, leads);
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return { bookings: [], history: [] };
  const phones = new Set(phonesOf(key, leads));
  const [buyers, dues, receipts, documents, histories] = await Promise.all([
    db.selectFrom("booking_buyers").selectAll().where("booking_id", "in", ids).orderBy("position").execute(),
    db.selectFrom("booking_dues").selectAll().where("booking_id", "in", ids).orderBy("position").execute(),
    receiptsOf(db, ids),
    db
      .selectFrom("booking_documents")
      .select(["booking_id", "kind", "file_name"])
      .where("booking_id", "in", ids)
      .execute(),
    Promise.all(ids.map((id) => listEntityHistory(db, "booking", id))),
  ]);
  const bookings = rows.map((row) => ({
    id: row.id,
    project: row.project_name,
    plot: row.plot_number,
    status: row.status,
    areaSqft: row.area_sqft,
    ratePaise: paise(row.rate_paise),
    premiumPaise: paise(row.premium_paise),
    discountPaise: paise(row.discount_paise),
    discountReason: row.discount_reason,
    pricePaise: paise(row.price_paise),
    bookedBy: row.booked_by,
    bookedOn: row.booked_on,
    registeredOn: row.registered_on,
    deedNumber: row.deed_number,
    cancelledOn: row.cancelled_on,
    cancelReason: row.cancel_reason,
    refundPaise: paiseOrNull(row.refund_paise),
    refundMode: row.refund_mode,
    refundReference: row.refund_reference,
    buyers: buyers
      .filter((buyer) => buyer.booking_id === row.id)
      .map((buyer) =>
        phones.has(buyer.phone)
          ? { name: buyer.name, phone: buyer.phone, address: buyer.address, pan: buyer.pan }
          : { name: buyer.name, coBuyer: true },
      ),
    schedule: dues
      .filter((due) => due.booking_id === row.id)
      .map((due) => ({ label: due.label, dueOn: due.due_on, amountPaise: paise(due.amount_paise) })),
    receipts: receipts
      .filter((receipt) => receipt.booking_id === row.id)
      .map((receipt) => ({
        number: receipt.number,
        receivedOn: receipt.received_on,
        amountPaise: paise(receipt.amount_paise),
        mode: receipt.mode,
        reference: receipt.reference,
      })),
    documents: documents
      .filter((document) => document.booking_id === row.id)
      .map((document) => ({ kind: document.kind, fileName: document.file_name })),
  }));
  return { bookings, history: histories.flat() };
}
