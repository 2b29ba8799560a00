import { Form, useNavigation } from "react-router";

import { Card } from "#app/components/ui/card.tsx";
import { bindFields } from "#app/components/ui/field.static.tsx";
import { SubmitButton } from "#app/components/ui/form-status.static.tsx";
import { buttonClass } from "#app/components/ui/form-styles.ts";
import { SelectField, TextField } from "#app/components/ui/inputs.static.tsx";
import {
  bookingMessages,
  formatPaiseInFull,
  paymentModeLabels,
  paymentModes,
  type CancelField,
  type RegistrationField,
} from "#app/domain/bookings/index.ts";
import type { Booking } from "#app/domain/bookings/index.server.ts";
import type { FieldErrors } from "#app/lib/form-errors.ts";

type Failed = { intent: string; errors: FieldErrors<string>; values: Record<string, string> } | null;

/** What the manager approves: the price's reduction from the plot's list price, and why. */
function approvalQuestion(booking: Booking): string {
  const reason = booking.discountReason ? ` (${booking.discountReason})` : "";
  if (booking.listPricePaise === null)
    return `The plot had no rate when it was booked: the price of ${formatPaiseInFull(booking.pricePaise)}${reason} waits for approval.`;
  const reduction = formatPaiseInFull(booking.listPricePaise - booking.pricePaise);
  return `The price is ${reduction} below the list price of ${formatPaiseInFull(booking.listPricePaise)}${reason}: it waits for approval.`;
}

const modeOptions = paymentModes.map((mode) => ({ value: mode, label: paymentModeLabels[mode] }));

/**
 * What owners and sales managers do with an open booking: approve its discount, record the sale
 * deed's registration (the plot is then Sold), or cancel it with its refund (the plot is free again).
 */
export function BookingClosing({
  booking,
  today,
  failed,
}: {
  booking: Booking;
  today: string;
  failed: Failed;
}) {
  const navigation = useNavigation();
  const left = booking.pricePaise - booking.paidPaise;
  const pending = (intent: string) =>
    navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const mine = (intent: string) => (failed?.intent === intent ? failed : null);
  const register = bindFields<RegistrationField>({
    idPrefix: "register",
    errors: mine("register")?.errors ?? {},
    values: mine("register")?.values,
  });
  const cancel = bindFields<CancelField>({
    idPrefix: "cancel",
    errors: mine("cancel")?.errors ?? {},
    values: mine("cancel")?.values ?? { refund: "0" },
  });
  return (
    <Card as="section" aria-labelledby="booking-closing" className="space-y-5 p-4 sm:p-5">
      <h2 id="booking-closing" className="text-lg font-semibold text-forest-900">
        Approval, registration and cancellation
      </h2>
      {booking.approval === "pending" ? (
        <Form method="post" className="flex flex-wrap items-center gap-3">
          <input type="hidden" name="intent" value="approve" />
          <p className="text-sm text-neutral-800">{approvalQuestion(booking)}</p>
          <SubmitButton
            pending={pending("approve")}
            pendingLabel="Approving..."
            className={buttonClass.primary}
          >
            Approve discount
          </SubmitButton>
        </Form>
      ) : null}
      {left > 0 ? (
        <div className="space-y-1 border-t border-neutral-200 pt-4">
          <h3 className="text-base font-semibold text-neutral-900">Registration</h3>
          <p className="text-sm text-neutral-700">{bookingMessages.unpaid(formatPaiseInFull(left))}</p>
        </div>
      ) : (
        <Form method="post" className="space-y-3 border-t border-neutral-200 pt-4" noValidate>
          <h3 className="text-base font-semibold text-neutral-900">Registration</h3>
          <input type="hidden" name="intent" value="register" />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              {...register("registeredOn")}
              label="Sale deed registered on"
              type="date"
              max={today}
              required
            />
            <TextField
              {...register("deedNumber")}
              label="Document number"
              autoComplete="off"
              maxLength={60}
              required
            />
          </div>
          <SubmitButton
            pending={pending("register")}
            pendingLabel="Saving..."
            className={buttonClass.secondary}
          >
            Record registration
          </SubmitButton>
        </Form>
      )}
      <Form method="post" className="space-y-3 border-t border-neutral-200 pt-4" noValidate>
        <h3 className="text-base font-semibold text-neutral-900">Cancel the booking</h3>
        <p className="text-sm text-neutral-600">
          The plot becomes available again; the booking, its receipts and the refund stay in its history. Paid
          so far: {formatPaiseInFull(booking.paidPaise)}.
        </p>
        <input type="hidden" name="intent" value="cancel" />
        <TextField {...cancel("cancelReason")} label="Reason" autoComplete="off" maxLength={300} required />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField {...cancel("refund")} label="Refund (₹)" inputMode="decimal" autoComplete="off" />
          <SelectField
            {...cancel("refundMode")}
            label="Refunded by"
            options={modeOptions}
            placeholder="Choose"
          />
          <TextField
            {...cancel("refundReference")}
            label="Refund reference"
            autoComplete="off"
            maxLength={120}
          />
        </div>
        <SubmitButton pending={pending("cancel")} pendingLabel="Cancelling..." className={buttonClass.danger}>
          Cancel booking
        </SubmitButton>
      </Form>
    </Card>
  );
}
