import { CheckboxField } from "#app/components/ui/checkbox-field.static.tsx";
import type { FieldBinding } from "#app/components/ui/field.static.tsx";
import { SelectField, TextField } from "#app/components/ui/inputs.static.tsx";
import type { SlotVisitField } from "#app/domain/leads/lead-forms.ts";
import { enquiryRules, siteVisitRules } from "#app/domain/leads/lead-options.ts";
import { openSlotLabel, slotMessages, type OpenSlot } from "#app/domain/visits/index.ts";

export function VisitorsField(props: FieldBinding) {
  return (
    <TextField
      {...props}
      label="Number of Visitors"
      rule={siteVisitRules.visitors}
      autoComplete="off"
      defaultValue="1"
    />
  );
}

export function PickupField({ idPrefix }: { idPrefix: string }) {
  return (
    <CheckboxField id={`${idPrefix}-pickup`} name="pickup" label="I need pickup to the site" look="roomy" />
  );
}

/**
 * A project with visiting slots (issue "Site visits and bookings"): the coming days of its slots
 * that have places, with how many are left, and where the pickup starts from. Whether the chosen
 * one still has the places is decided when it is booked; a full one comes back with its message.
 */
export function VisitSlotFields({
  field,
  offer,
  idPrefix,
}: {
  field: (name: SlotVisitField) => FieldBinding;
  offer: { slots: OpenSlot[]; pickupPoints: string[] };
  idPrefix: string;
}) {
  const [onlyPoint] = offer.pickupPoints;
  return (
    <>
      <TextField
        {...field("email")}
        label="Email"
        rule={enquiryRules.email}
        autoComplete="email"
        hint="For the confirmation, with a calendar file and a link to move or cancel the visit."
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <SelectField
            {...field("slot")}
            label="Visit Time"
            placeholder={offer.slots.length > 0 ? "Select a visit time" : "No free visit times"}
            rule={{ required: true }}
            options={offer.slots.map((slot) => ({ value: slot.value, label: openSlotLabel(slot) }))}
          />
          {offer.slots.length === 0 ? (
            <p className="mt-2 text-sm text-stone-700">{slotMessages.none}</p>
          ) : null}
        </div>
        <VisitorsField {...field("visitors")} />
        {offer.pickupPoints.length > 1 ? (
          <SelectField
            {...field("pickupPoint")}
            label="Pickup Point"
            placeholder="Select a pickup point"
            options={offer.pickupPoints}
          />
        ) : null}
      </div>
      <PickupField idPrefix={idPrefix} />
      {offer.pickupPoints.length === 1 && onlyPoint ? (
        <p className="-mt-3 text-sm text-stone-700">Pickup from {onlyPoint}.</p>
      ) : null}
    </>
  );
}
