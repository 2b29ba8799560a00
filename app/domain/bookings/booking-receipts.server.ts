import type { Transaction } from "kysely";

import type { Database } from "#app/db/schema.ts";
import { timestamp } from "#app/db/time.ts";
import { newId } from "#app/lib/ids.ts";
import type { Payment } from "./booking-forms.ts";
import { financialYear, receiptNumber } from "./booking-schedule.ts";

/**
 * Receipts numbered per financial year without gaps ("2026-27/0042"). The year's counter row is
 * taken and moved on in the receipt's own transaction (an upsert: PostgreSQL makes a second one
 * wait for the first's commit, SQLite writes one transaction at a time), so two receipts recorded
 * at once get two numbers one after the other, and a receipt rolled back leaves no hole. The sample
 * content's bookings count in a series of their own ("SAMPLE-2026-27/0001").
 */
export async function issueReceipt(
  trx: Transaction<Database>,
  bookingId: string,
  payment: Payment,
  recordedBy: string,
  now: Date,
  sample = false,
): Promise<string> {
  const year = `${sample ? "SAMPLE-" : ""}${financialYear(payment.receivedOn)}`;
  const counter = await trx
    .insertInto("receipt_counters")
    .values({ financial_year: year, last_number: 1 })
    .onConflict((oc) =>
      oc.column("financial_year").doUpdateSet((eb) => ({
        last_number: eb(eb.ref("receipt_counters.last_number"), "+", 1),
      })),
    )
    .returning("last_number")
    .executeTakeFirstOrThrow();
  const number = receiptNumber(year, counter.last_number);
  await trx
    .insertInto("booking_receipts")
    .values({
      id: newId(),
      booking_id: bookingId,
      financial_year: year,
      sequence: counter.last_number,
      number,
      received_on: payment.receivedOn,
      amount_paise: payment.amountPaise,
      mode: payment.mode,
      reference: payment.reference,
      recorded_by: recordedBy,
      created_at: timestamp(now),
    })
    .execute();
  return number;
}
