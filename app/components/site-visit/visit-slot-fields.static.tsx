import { useLocale, useT } from "#app/components/site/site-data.ts";
import { CheckboxField } from "#app/components/ui/checkbox-field.static.tsx";
import type { FieldBinding } from "#app/components/ui/field.static.tsx";
import { SelectField, TextField } from "#app/components/ui/inputs.static.tsx";
import { slotOptionLabel } from "#app/domain/leads/form-texts.ts";
import type { SlotVisitField } from "#app/domain/leads/lead-forms.ts";
import { enquiryRules, siteVisitRules } from "#app/domain/leads/lead-options.ts";
import type { OpenSlot } from "#app/domain/visits/index.ts";
import { slotDaysAhead } from "#app/domain/visits/visit-slots.ts";

export function VisitorsField(props: FieldBinding) {
  const t = useT();
  return (
    <TextField
      {...props}
      label={t("forms:visitors")}
      rule={siteVisitRules.visitors}
      autoComplete="off"
      defaultValue="1"
    />
  );
}

export function PickupField({ idPrefix }: { idPrefix: string }) {
  const t = useT();
  return <CheckboxField id={`${idPrefix}-pickup`} name="pickup" label={t("forms:needPickup")} look="roomy" />;
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
  const t = useT();
  const locale = useLocale();
  const [onlyPoint] = offer.pickupPoints;
  return (
    <>
      <TextField
        {...field("email")}
        label={t("forms:email")}
        rule={enquiryRules.email}
        autoComplete="email"
        hint={t("forms:visitEmailHint")}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <SelectField
            {...field("slot")}
            label={t("forms:visitTime")}
            placeholder={offer.slots.length > 0 ? t("forms:selectVisitTime") : t("forms:noFreeVisitTimes")}
            rule={{ required: true }}
            options={offer.slots.map((slot) => ({ value: slot.value, label: slotOptionLabel(slot, locale) }))}
          />
          {offer.slots.length === 0 ? (
            <p className="mt-2 text-sm text-stone-700">{t("forms:noVisitTimes", { count: slotDaysAhead })}</p>
          ) : null}
        </div>
        <VisitorsField {...field("visitors")} />
        {offer.pickupPoints.length > 1 ? (
          <SelectField
            {...field("pickupPoint")}
            label={t("forms:pickupPoint")}
            placeholder={t("forms:selectPickupPoint")}
            options={offer.pickupPoints}
          />
        ) : null}
      </div>
      <PickupField idPrefix={idPrefix} />
      {offer.pickupPoints.length === 1 && onlyPoint ? (
        <p className="-mt-3 text-sm text-stone-700" data-staff-text>
          {t("forms:pickupFrom", { point: onlyPoint })}
        </p>
      ) : null}
    </>
  );
}
