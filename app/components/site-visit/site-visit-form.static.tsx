import { useLocation, useSearchParams } from "react-router";

import { formAnswer, formAnswerQuery } from "#app/components/enquiry/form-answer.ts";
import {
  bindLeadFields,
  LeadForm,
  PersonFields,
  useFieldIdPrefix,
} from "#app/components/enquiry/lead-form.static.tsx";
import { useLocale, useSite, useT } from "#app/components/site/site-data.ts";
import { SuccessStatus } from "#app/components/ui/form-status.static.tsx";
import type { FieldBinding } from "#app/components/ui/field.static.tsx";
import { SelectField, TextField } from "#app/components/ui/inputs.static.tsx";
import { visitConfirmation, visitTimeSlotOptions } from "#app/domain/leads/form-texts.ts";
import type { SiteVisitField, SlotVisitField } from "#app/domain/leads/lead-forms.ts";
import { messages, siteVisitRules } from "#app/domain/leads/lead-options.ts";
import { maxVisitDaysAhead, visitDateRange } from "#app/domain/leads/visit-date.ts";
import { slotMessages, type OpenSlot } from "#app/domain/visits/index.ts";

import { PickupField, VisitorsField, VisitSlotFields } from "./visit-slot-fields.static.tsx";
import type { FieldErrors } from "#app/lib/form-errors.ts";

export interface SiteVisitFormProps {
  /** "page": the form on the project page itself (the way without JavaScript); "dialog": in the modal. */
  variant: "page" | "dialog";
  projectId: string;
  projectName: string;
  /** The project's visiting slots with places, and its pickup points; null: a visit by request. */
  slots: VisitSlotsOffer | null;
}

export interface VisitSlotsOffer {
  slots: OpenSlot[];
  pickupPoints: string[];
}

// After a post without JavaScript only the names of the wrong fields come back (see
// app/routes/site-visit.tsx), so each gets its general message.
const noScriptMessages: FieldErrors<SiteVisitField | SlotVisitField> = {
  name: messages.name,
  phone: messages.phone,
  visitDate: messages.visitDate,
  timeSlot: messages.timeSlot,
  visitors: messages.visitors,
  email: messages.email,
  slot: slotMessages.taken,
  pickupPoint: slotMessages.pickupPoint,
};

/**
 * 'Schedule Site Visit': name, phone, a day in the next 60 days, a time slot, visitors, pickup. A
 * plain form that the public forms' script sends in place (lead-form-script.ts);
 * site-visit-script.ts confirms the day and slot in the status region above it (and, in the
 * dialog, offers 'Done'). Without JavaScript it posts and comes back with the outcome in the query.
 * The script's confirmations are the page's words in `data-requested` and `data-booked`, with
 * `{{day}}`, `{{slot}}` and `{{time}}` to fill in, and its days are named in `data-locale`.
 */
/** What the site visit's page form and its scheduler read from the page's address. */
export const siteVisitQuery = [...formAnswerQuery("visit"), "date", "slot", "plot"];

export function SiteVisitForm({ variant, projectId, projectName, slots }: SiteVisitFormProps) {
  const idPrefix = useFieldIdPrefix("visit");
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const { settings } = useSite();
  const t = useT();
  const locale = useLocale();
  const range = visitDateRange();

  const query = variant === "page" ? searchParams : null;
  const { outcome, errors, formError } = formAnswer(undefined, query, "visit", noScriptMessages, locale);
  const sentMessage =
    outcome === "sent" ? visitConfirmation(searchParams.get("date"), searchParams.get("slot"), locale) : null;
  const field = bindLeadFields(idPrefix, errors);
  // The plot asked about: the plan's link without JavaScript gives it in `?plot=`; the dialog's
  // script sets it when a plot opens the dialog.
  const plotNumber = variant === "page" ? searchParams.get("plot") : null;

  return (
    <div
      className="space-y-5"
      data-site-visit={variant}
      data-locale={locale}
      data-requested={t("forms:visitRequested", { day: "{{day}}", slot: "{{slot}}" })}
      data-booked={t("forms:visitBooked", {
        moment: t("visit:moment", { day: "{{day}}", time: "{{time}}" }),
      })}
    >
      <SuccessStatus
        id={variant === "page" ? "site-visit-status" : `${idPrefix}-status`}
        message={sentMessage ?? ""}
        shown={sentMessage !== null}
      />
      {variant === "dialog" ? (
        // After a stored request the dialog offers 'Done' instead of the form.
        <button
          type="button"
          hidden
          data-site-visit-done
          className="inline-flex w-full items-center justify-center rounded-lg bg-forest-800 px-5 py-3 text-base font-semibold text-white shadow-sm hover:bg-forest-900 sm:w-auto"
        >
          {t("forms:done")}
        </button>
      ) : null}
      <LeadForm
        action="/site-visit"
        idPrefix={idPrefix}
        companyName={settings.companyName}
        projectId={projectId}
        page={pathname}
        plot={plotNumber}
        intro={
          plotNumber
            ? t("forms:visitIntroPlot", { project: projectName, plot: plotNumber })
            : t("forms:visitIntro", { project: projectName })
        }
        introTemplates={{
          intro: t("forms:visitIntro", { project: "{{project}}" }),
          plot: t("forms:visitIntroPlot", { project: "{{project}}", plot: "{{plot}}" }),
        }}
        formError={formError}
        submitLabel={slots ? t("forms:bookSiteVisit") : t("forms:requestSiteVisit")}
      >
        <PersonFields field={field} />
        {slots ? (
          <VisitSlotFields field={field} offer={slots} idPrefix={idPrefix} />
        ) : (
          <VisitRequestFields field={field} idPrefix={idPrefix} range={range} />
        )}
      </LeadForm>
    </div>
  );
}

type BoundField = (name: SiteVisitField) => FieldBinding;

/** A project without slots: a day and a part of it, which the team confirms by phone. */
function VisitRequestFields({
  field,
  idPrefix,
  range,
}: {
  field: BoundField;
  idPrefix: string;
  range: { min: string; max: string };
}) {
  const t = useT();
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...field("visitDate")}
          label={t("forms:preferredDate")}
          rule={siteVisitRules.visitDate}
          autoComplete="off"
          min={range.min}
          max={range.max}
          hint={t("forms:visitDateHint", { count: maxVisitDaysAhead })}
        />
        <SelectField
          {...field("timeSlot")}
          label={t("forms:timeSlot")}
          placeholder={t("forms:selectTimeSlot")}
          rule={siteVisitRules.timeSlot}
          options={visitTimeSlotOptions(t)}
        />
        <VisitorsField {...field("visitors")} />
      </div>
      <PickupField idPrefix={idPrefix} />
    </>
  );
}
