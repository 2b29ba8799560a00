import type { Kysely, Transaction } from "kysely";

import type { DB } from "#app/db/database.server.ts";
import { inTransaction } from "#app/db/transaction.server.ts";
import { isPostgres } from "#app/db/migrations/dialect.ts";
import type { Database } from "#app/db/schema.ts";
import { timestamp } from "#app/db/time.ts";
import { recordAudit } from "#app/domain/audit/index.server.ts";
import { movePlotForBooking } from "#app/domain/plots/index.server.ts";
import type { FieldErrors } from "#app/lib/form-errors.ts";
import { isId } from "#app/lib/ids.ts";
import { formatCalendarDay, indiaToday } from "#app/lib/india-time.ts";
import type { Cancellation, Payment, PaymentField, RegistrationField } from "./booking-forms.ts";
import { bookingMessages as m, paymentModeLabels } from "./booking-model.ts";
import { formatPaise, formatPaiseInFull } from "./booking-money.ts";
import { getBooking, mayWorkBooking, type Booking } from "./booking-read.server.ts";
import { issueReceipt } from "./booking-receipts.server.ts";
import type { BookingTerms, ScheduledPayment } from "./booking-schedule.ts";

/**
 * Issue "Site visits and bookings": what happens to a booking after it is made. Each change runs
 * in one transaction with the booking's row locked on PostgreSQL (SQLite writes one transaction at
 * a time), so two payments recorded at once are checked against each other; each writes its audit
 * entry, and the plot's status follows: Sold at registration, Available at cancellation.
 */

export interface BookingActor {
  /** null: the sample content. */
  id: string | null;
  name: string;
  allLeads: boolean;
}

export type ChangeResult<F extends string = never> =
  | { ok: true; message: string; receipt?: string }
  | { ok: false; message: string }
  | { ok: false; errors: FieldErrors<F> };

/** The booking read in the transaction after taking its row, or a refusal. */
async function lockedBooking(
  trx: Transaction<Database>,
  actor: BookingActor,
  id: string,
): Promise<Booking | { ok: false; message: string }> {
  if (!isId(id)) return { ok: false, message: m.notActive };
  await trx
    .selectFrom("bookings")
    .select("id")
    .where("id", "=", id)
    .$if(isPostgres(trx as unknown as Kysely<unknown>), (q) => q.forUpdate())
    .executeTakeFirst();
  const booking = await getBooking(trx, id);
  if (!booking || !mayWorkBooking(actor, booking)) return { ok: false, message: m.notActive };
  return booking;
}

async function change<F extends string>(
  db: DB,
  actor: BookingActor,
  id: string,
  work: (trx: Transaction<Database>, booking: Booking) => Promise<ChangeResult<F>>,
): Promise<ChangeResult<F>> {
  return inTransaction(db, async (trx) => {
    const booking = await lockedBooking(trx, actor, id);
    if ("ok" in booking) return booking;
    return work(trx, booking);
  });
}

const audit = (
  trx: Transaction<Database>,
  actor: BookingActor,
  action: string,
  booking: Booking,
  summary: string,
) => recordAudit(trx, { actor: actor.name, action, entity: "booking", entityId: booking.id, summary });

const touch = (trx: Transaction<Database>, id: string, patch: Record<string, unknown>, now: Date) =>
  trx
    .updateTable("bookings")
    .set({ ...patch, updated_at: timestamp(now) })
    .where("id", "=", id)
    .execute();

/** Money received against a booking: a numbered receipt, never more than what is left to pay. */
export function recordPayment(
  db: DB,
  actor: BookingActor,
  id: string,
  payment: Payment,
  now: Date = new Date(),
): Promise<ChangeResult<PaymentField>> {
  return change(db, actor, id, async (trx, booking) => {
    if (booking.status !== "booked") return { ok: false, message: m.notActive };
    if (booking.approval === "pending") return { ok: false, message: m.pendingApproval };
    const left = booking.pricePaise - booking.paidPaise;
    if (payment.amountPaise > left)
      return { ok: false, errors: { amount: m.overpaid(formatPaiseInFull(left)) } };
    const receipt = await issueReceipt(trx, booking.id, payment, actor.name, now, booking.sample);
    await touch(trx, booking.id, {}, now);
    const summary = `Received ${formatPaise(payment.amountPaise)} by ${paymentModeLabels[payment.mode]} for plot ${booking.plot.number} (receipt ${receipt})`;
    await audit(trx, actor, "booking-payment", booking, summary);
    return { ok: true, message: `Receipt ${receipt} recorded.`, receipt };
  });
}

/** A sales manager or owner approves a discount above the owner's threshold. */
export function approveDiscount(
  db: DB,
  actor: BookingActor,
  id: string,
  now: Date = new Date(),
): Promise<ChangeResult> {
  return change(db, actor, id, async (trx, booking) => {
    if (booking.approval !== "pending" || booking.status !== "booked")
      return { ok: false, message: m.notActive };
    await touch(
      trx,
      booking.id,
      { approval: "approved", approved_by: actor.name, approved_at: timestamp(now) },
      now,
    );
    const summary = `Approved the discount of ${formatPaise(booking.discountPaise)} on plot ${booking.plot.number} (${booking.discountReason})`;
    await audit(trx, actor, "booking-approve", booking, summary);
    return { ok: true, message: "Discount approved." };
  });
}

/** The sale deed registered: the plot is Sold. Only a booking paid in full is registered. */
export function registerBooking(
  db: DB,
  actor: BookingActor,
  id: string,
  { registeredOn, deedNumber }: { registeredOn: string; deedNumber: string },
  now: Date = new Date(),
): Promise<ChangeResult<RegistrationField>> {
  return change(db, actor, id, async (trx, booking) => {
    if (booking.status !== "booked") return { ok: false, message: m.notActive };
    if (booking.approval === "pending") return { ok: false, message: m.approveFirst };
    const left = booking.pricePaise - booking.paidPaise;
    if (left > 0) return { ok: false, message: m.unpaid(formatPaiseInFull(left)) };
    const stale = await movePlotForBooking(
      trx,
      { id: booking.plot.id, version: null, to: "sold", actor: actor.name, why: `sale deed ${deedNumber}` },
      now,
    );
    if (stale) return { ok: false, message: stale };
    await touch(
      trx,
      booking.id,
      { status: "registered", registered_on: registeredOn, deed_number: deedNumber },
      now,
    );
    const summary = `Registered plot ${booking.plot.number} on ${formatCalendarDay(registeredOn)}, sale deed ${deedNumber}`;
    await audit(trx, actor, "booking-register", booking, summary);
    return { ok: true, message: `Plot ${booking.plot.number} registered and sold.` };
  });
}

export type CancelResult = ChangeResult<"refund">;

/** Cancelled with its refund (never more than was paid): the plot is Available again; the history stays. */
export function cancelBooking(
  db: DB,
  actor: BookingActor,
  id: string,
  cancellation: Cancellation,
  now: Date = new Date(),
): Promise<CancelResult> {
  return change(db, actor, id, async (trx, booking) => {
    if (booking.status !== "booked") return { ok: false, message: m.notActive };
    if (cancellation.refundPaise > booking.paidPaise) return { ok: false, errors: { refund: m.refund } };
    const stale = await movePlotForBooking(
      trx,
      { id: booking.plot.id, version: null, to: "available", actor: actor.name, why: "booking cancelled" },
      now,
    );
    if (stale) return { ok: false, message: stale };
    const refunded = cancellation.refundPaise > 0;
    await touch(
      trx,
      booking.id,
      {
        status: "cancelled",
        cancelled_on: indiaToday(now),
        cancel_reason: cancellation.reason,
        refund_paise: cancellation.refundPaise,
        refund_mode: refunded ? cancellation.refundMode : null,
        refund_reference: refunded ? cancellation.refundReference : null,
      },
      now,
    );
    const summary = `Cancelled the booking of plot ${booking.plot.number} (${cancellation.reason}); refund ${formatPaise(cancellation.refundPaise)}`;
    await audit(trx, actor, "booking-cancel", booking, summary);
    return { ok: true, message: `Booking cancelled; plot ${booking.plot.number} is available again.` };
  });
}

/** The schedule edited for this booking: its payments must add up to the price. */
export function saveSchedule(
  db: DB,
  actor: BookingActor,
  id: string,
  rows: readonly ScheduledPayment[],
  now: Date = new Date(),
): Promise<ChangeResult<"schedule">> {
  return change(db, actor, id, async (trx, booking) => {
    if (booking.status !== "booked") return { ok: false, message: m.notActive };
    const total = rows.reduce((sum, row) => sum + row.amountPaise, 0);
    if (total !== booking.pricePaise)
      return {
        ok: false,
        errors: {
          schedule: m.scheduleTotal(formatPaiseInFull(booking.pricePaise), formatPaiseInFull(total)),
        },
      };
    await trx.deleteFrom("booking_dues").where("booking_id", "=", booking.id).execute();
    await trx
      .insertInto("booking_dues")
      .values(
        rows.map((row, position) => ({
          booking_id: booking.id,
          position,
          label: row.label,
          due_on: row.dueOn,
          amount_paise: row.amountPaise,
        })),
      )
      .execute();
    await touch(trx, booking.id, {}, now);
    await audit(
      trx,
      actor,
      "booking-schedule",
      booking,
      `Changed the payment schedule of plot ${booking.plot.number}`,
    );
    return { ok: true, message: "Payment schedule saved." };
  });
}

/** A project's payment schedule template, with its audit entry. */
export async function saveBookingTerms(
  db: DB,
  actor: { name: string },
  project: { id: string; name: string },
  terms: BookingTerms,
): Promise<void> {
  const row = {
    agreement_days: terms.agreementDays,
    agreement_percent: terms.agreementPercent,
    balance_days: terms.balanceDays,
  };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("booking_terms")
      .values({ project_id: project.id, ...row })
      .onConflict((oc) => oc.column("project_id").doUpdateSet(row))
      .execute();
    await recordAudit(trx, {
      actor: actor.name,
      action: "booking-terms",
      entity: "project",
      entityId: project.id,
      summary: `Payment schedule of ${project.name}: ${terms.agreementPercent}% by agreement in ${terms.agreementDays} days, balance in ${terms.balanceDays} days`,
    });
  });
}
