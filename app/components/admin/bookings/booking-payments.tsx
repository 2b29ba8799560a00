import { Form, useNavigation } from "react-router";

import { Card } from "#app/components/ui/card.tsx";
import { DataTable, type Column } from "#app/components/ui/data-table.tsx";
import { bindFields } from "#app/components/ui/field.static.tsx";
import { SubmitButton } from "#app/components/ui/form-status.static.tsx";
import { buttonClass } from "#app/components/ui/form-styles.ts";
import {
  bookingMessages,
  formatPaiseInFull,
  paymentModeLabels,
  receiptPath,
  type PaymentField,
} from "#app/domain/bookings/index.ts";
import type { Booking, Receipt } from "#app/domain/bookings/index.server.ts";
import type { FieldErrors } from "#app/lib/form-errors.ts";
import { formatShortDate } from "#app/lib/india-time.ts";
import { PaymentFields } from "./payment-fields.static.tsx";

/** The receipts of a booking, each with its PDF, and the form that records the next payment. */
export function BookingPayments({
  booking,
  today,
  failed,
}: {
  booking: Booking;
  today: string;
  failed: { errors: FieldErrors<PaymentField>; values: Record<string, string> } | null;
}) {
  const navigation = useNavigation();
  const columns: readonly Column<Receipt>[] = [
    {
      key: "number",
      header: "Receipt",
      rowHeader: true,
      cell: (r) => (
        <a
          href={receiptPath(booking.id, r.id)}
          className="font-medium text-forest-800 underline-offset-2 hover:underline"
          aria-label={`Receipt ${r.number} (PDF)`}
        >
          {r.number}
        </a>
      ),
      className: "whitespace-nowrap tabular-nums",
    },
    { key: "day", header: "Received", cell: (r) => formatShortDate(r.receivedOn) },
    {
      key: "amount",
      header: "Amount",
      cell: (r) => formatPaiseInFull(r.amountPaise),
      align: "end",
      className: "tabular-nums whitespace-nowrap",
    },
    {
      key: "mode",
      header: "Paid by",
      cell: (r) =>
        r.reference ? `${paymentModeLabels[r.mode]} · ${r.reference}` : paymentModeLabels[r.mode],
    },
    { key: "by", header: "Recorded by", cell: (r) => r.recordedBy },
  ];
  const field = bindFields<PaymentField>({
    idPrefix: "payment",
    errors: failed?.errors ?? {},
    values: failed?.values,
  });
  const open = booking.status === "booked" && booking.pricePaise > booking.paidPaise;
  return (
    <Card as="section" aria-labelledby="booking-receipts" className="space-y-4 p-4 sm:p-5">
      <h2 id="booking-receipts" className="text-lg font-semibold text-forest-900">
        Receipts
      </h2>
      <DataTable
        caption="Receipts, oldest first"
        columns={columns}
        rows={booking.receipts}
        rowKey={(r) => r.id}
      />
      {open && booking.approval === "pending" ? (
        <p className="rounded-lg bg-marigold-50 px-4 py-3 text-sm ring-1 ring-marigold-300">
          {bookingMessages.pendingApproval}
        </p>
      ) : null}
      {open && booking.approval !== "pending" ? (
        <Form method="post" className="space-y-4 border-t border-neutral-200 pt-4" noValidate>
          <h3 className="text-base font-semibold text-neutral-900">Record a payment</h3>
          <input type="hidden" name="intent" value="payment" />
          <PaymentFields
            amount={field("amount")}
            mode={field("mode")}
            reference={field("reference")}
            receivedOn={field("receivedOn")}
            amountLabel="Amount received (₹)"
            today={today}
          />
          <SubmitButton
            pending={navigation.state === "submitting" && navigation.formData?.get("intent") === "payment"}
            pendingLabel="Recording..."
            className={buttonClass.primary}
          >
            Record payment
          </SubmitButton>
        </Form>
      ) : null}
    </Card>
  );
}
