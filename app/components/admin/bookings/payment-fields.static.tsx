import type { FieldBinding } from "#app/components/ui/field.static.tsx";
import { SelectField, TextField } from "#app/components/ui/inputs.static.tsx";
import { paymentModeLabels, paymentModes } from "#app/domain/bookings/index.ts";

const modeOptions = paymentModes.map((mode) => ({ value: mode, label: paymentModeLabels[mode] }));

/**
 * Money received: the amount in rupees, how it was paid, its reference and the day. The booking
 * form's token and the booking page's "Record a payment" both use it, each with its own names.
 */
export function PaymentFields({
  amount,
  mode,
  reference,
  receivedOn,
  amountLabel,
  today,
}: Record<"amount" | "mode" | "reference" | "receivedOn", FieldBinding> & {
  amountLabel: string;
  today: string;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField {...amount} label={amountLabel} inputMode="decimal" autoComplete="off" required />
      <SelectField {...mode} label="Paid by" options={modeOptions} placeholder="Choose" required />
      <TextField
        {...reference}
        label="Reference"
        hint="The UPI transaction, cheque or bank reference; none for cash."
        autoComplete="off"
        maxLength={120}
      />
      <TextField
        {...receivedOn}
        defaultValue={receivedOn.defaultValue ?? today}
        label="Received on"
        type="date"
        max={today}
        required
      />
    </div>
  );
}
