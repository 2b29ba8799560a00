import { Form, useNavigation } from "react-router";

import { Card } from "#app/components/ui/card.tsx";
import { bindFields } from "#app/components/ui/field.static.tsx";
import { FormError, SubmitButton } from "#app/components/ui/form-status.static.tsx";
import { FormSection } from "#app/components/ui/form-section.tsx";
import { SelectField, TextField } from "#app/components/ui/inputs.static.tsx";
import { formatPaise, type BookingField } from "#app/domain/bookings/index.ts";
import type { FieldErrors } from "#app/lib/form-errors.ts";
import { BuyerFields } from "./buyer-fields.static.tsx";
import { PaymentFields } from "./payment-fields.static.tsx";

export interface BookingFormProps {
  plot: { id: string; number: string; area: string; price: string; version: number };
  areaSqft: number;
  rateRupees: number | null;
  premiumRupees: number;
  leads: { value: string; label: string }[];
  leadId: string | null;
  leadFixed: boolean;
  today: string;
  approvalAbovePaise: number;
  /** A refused booking: what was typed and the messages by field, or one message for the form. */
  values: Record<string, string> | null;
  errors: FieldErrors<BookingField>;
  message: string | null;
}

/**
 * Issue "Site visits and bookings": a plot booked for its buyers at an agreed price with the token
 * received. The payment schedule comes from the project's template and can be changed on the
 * booking's page afterwards.
 */
export function BookingForm(props: BookingFormProps) {
  const { plot, values, errors } = props;
  const navigation = useNavigation();
  const field = bindFields<BookingField>({
    idPrefix: "booking",
    errors,
    values: values ?? {
      rate: props.rateRupees === null ? "" : String(props.rateRupees),
      premium: String(props.premiumRupees),
      discount: "0",
    },
  });
  const failed =
    props.message ??
    (Object.keys(errors).length > 0 ? "Nothing was saved: please correct the fields marked below." : null);
  return (
    <Card>
      <Form method="post" className="space-y-5 p-4 sm:p-6" noValidate>
        <FormError message={failed} />
        <input type="hidden" name="plotId" value={plot.id} />
        <input type="hidden" name="plotVersion" value={plot.version} />
        {props.leadFixed ? (
          <input type="hidden" name="leadId" value={props.leadId ?? ""} />
        ) : props.leads.length > 0 ? (
          <SelectField
            id="booking-lead"
            name="leadId"
            label="Lead"
            hint="The enquiry this booking comes from; a sales executive books for their own leads."
            options={props.leads}
            placeholder="No lead"
            defaultValue={values?.leadId ?? props.leadId ?? ""}
          />
        ) : null}
        <BuyerFields n={1} field={field} />
        <BuyerFields n={2} field={field} />
        <FormSection title="Agreed price">
          <p className="text-sm text-neutral-600">
            Plot {plot.number}: {plot.area}, list price {plot.price}. The price is area × rate + premium −
            discount; a discount above {formatPaise(props.approvalAbovePaise)} waits for a sales
            manager&apos;s approval.
          </p>
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField
              {...field("rate")}
              label="Rate per sq.ft (₹)"
              inputMode="decimal"
              autoComplete="off"
              required
            />
            <TextField {...field("premium")} label="Premium (₹)" inputMode="decimal" autoComplete="off" />
            <TextField {...field("discount")} label="Discount (₹)" inputMode="decimal" autoComplete="off" />
          </div>
          <TextField
            {...field("discountReason")}
            label="Reason for the discount"
            autoComplete="off"
            maxLength={300}
          />
        </FormSection>
        <FormSection title="Token">
          <PaymentFields
            amount={field("tokenAmount")}
            mode={field("tokenMode")}
            reference={field("tokenReference")}
            receivedOn={field("tokenReceivedOn")}
            amountLabel="Token amount (₹)"
            today={props.today}
          />
        </FormSection>
        <SubmitButton pending={navigation.state === "submitting"} pendingLabel="Booking...">
          Book plot {plot.number}
        </SubmitButton>
      </Form>
    </Card>
  );
}
