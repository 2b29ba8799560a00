import type { FieldBinding } from "#app/components/ui/field.static.tsx";
import { TextAreaField, TextField } from "#app/components/ui/inputs.static.tsx";
import type { BuyerField } from "#app/domain/bookings/index.ts";

/** One buyer of a booking: name, phone, address and PAN; the second buyer's fields are optional. */
export function BuyerFields({ n, field }: { n: 1 | 2; field: (name: BuyerField) => FieldBinding }) {
  const required = n === 1;
  return (
    <fieldset className="space-y-4">
      <legend className="text-sm font-semibold text-neutral-800">
        {n === 1 ? "Buyer" : "Second buyer (joint, optional)"}
      </legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...field(`buyer${n}Name`)}
          label="Name"
          autoComplete="off"
          maxLength={120}
          required={required}
        />
        <TextField
          {...field(`buyer${n}Phone`)}
          label="Phone"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          required={required}
        />
      </div>
      <TextAreaField
        {...field(`buyer${n}Address`)}
        label="Address"
        rows={2}
        maxLength={400}
        required={required}
      />
      <TextField
        {...field(`buyer${n}Pan`)}
        label="PAN (optional)"
        autoComplete="off"
        maxLength={10}
        className="sm:w-60"
      />
    </fieldset>
  );
}
