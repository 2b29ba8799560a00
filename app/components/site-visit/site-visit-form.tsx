import { useCallback, useMemo, useRef } from "react";
import { useFetcher, useLocation, useSearchParams } from "react-router";

import { formAnswer, useFormAnswerEffect } from "~/components/enquiry/form-answer";
import { bindLeadFields, LeadForm, PersonFields, useFieldIdPrefix } from "~/components/enquiry/lead-form";
import { useSite } from "~/components/site/site-data";
import { CheckboxField } from "~/components/ui/choices";
import { SuccessStatus } from "~/components/ui/form-status";
import { SelectField, TextField } from "~/components/ui/inputs";
import type { SiteVisitField } from "~/domain/leads/lead-forms";
import type { SiteVisitResult } from "~/domain/leads/lead-form-results";
import {
  isVisitTimeSlot,
  messages,
  siteVisitRules,
  siteVisitSuccess,
  visitTimeSlotLabels,
  visitTimeSlots,
} from "~/domain/leads/lead-options";
import { formatVisitDate, isVisitDay, maxVisitDaysAhead, visitDateRange } from "~/domain/leads/visit-date";
import type { FieldErrors } from "~/lib/form-errors";

export interface SiteVisitFormProps {
  /** "page": the form on the project page itself (the way without JavaScript); "dialog": in the modal. */
  variant: "page" | "dialog";
  projectId: string;
  projectName: string;
  /** The plot asked about; the page form takes it from `?plot=` (the plan's link without JavaScript). */
  plot?: string;
  /** The dialog's 'Done' after a request is stored. */
  onDone?: () => void;
}

// After a post without JavaScript only the names of the wrong fields come back (see
// app/routes/site-visit.tsx), so each gets its general message.
const noScriptMessages: FieldErrors<SiteVisitField> = {
  name: messages.name,
  phone: messages.phone,
  visitDate: messages.visitDate,
  timeSlot: messages.timeSlot,
  visitors: messages.visitors,
};

const timeSlotOptions = visitTimeSlots.map((slot) => ({ value: slot, label: visitTimeSlotLabels[slot] }));

/** The confirmation for a day and slot, or null when they are not a real day and slot. */
function confirmation(visitDate: string | null, timeSlot: string | null): string | null {
  if (visitDate === null || !isVisitDay(visitDate) || !isVisitTimeSlot(timeSlot)) return null;
  return siteVisitSuccess(formatVisitDate(visitDate), timeSlot);
}

/** 'Schedule Site Visit': name, phone, a day in the next 60 days, a time slot, visitors, pickup. */
export function SiteVisitForm({ variant, projectId, projectName, plot, onDone }: SiteVisitFormProps) {
  const fetcher = useFetcher<SiteVisitResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLButtonElement>(null);
  const idPrefix = useFieldIdPrefix("visit");
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const { settings } = useSite();
  const range = useMemo(() => visitDateRange(), []);

  const { outcome, errors, formError } = formAnswer(
    fetcher.data,
    variant === "page" ? searchParams : null,
    "visit",
    noScriptMessages,
  );
  const result = fetcher.data;
  let sentMessage: string | null = null;
  if (result?.ok) sentMessage = confirmation(result.visitDate, result.timeSlot);
  else if (outcome === "sent") sentMessage = confirmation(searchParams.get("date"), searchParams.get("slot"));
  const pending = fetcher.state !== "idle";
  const sent = sentMessage !== null && !pending;
  const field = bindLeadFields(idPrefix, errors);
  const plotNumber = plot ?? (variant === "page" ? searchParams.get("plot") : null);

  // After a stored request the dialog offers 'Done' (the send button is gone).
  const focusDone = useCallback(() => doneRef.current?.focus(), []);
  useFormAnswerEffect(fetcher, formRef, focusDone);

  return (
    <div className="space-y-5">
      <SuccessStatus
        id={variant === "page" ? "site-visit-status" : `${idPrefix}-status`}
        message={sentMessage ?? ""}
        shown={sent}
      />
      {sent && onDone ? (
        <button
          ref={doneRef}
          type="button"
          onClick={onDone}
          className="inline-flex w-full items-center justify-center rounded-lg bg-forest-800 px-5 py-3 text-base font-semibold text-white shadow-sm hover:bg-forest-900 sm:w-auto"
        >
          Done
        </button>
      ) : null}
      {sent && onDone ? null : (
        <LeadForm
          action="/site-visit"
          fetcher={fetcher}
          formRef={formRef}
          idPrefix={idPrefix}
          companyName={settings.companyName}
          projectId={projectId}
          page={pathname}
          plot={plotNumber}
          intro={`Site visit to ${projectName}${plotNumber ? `, plot ${plotNumber}` : ""}`}
          formError={formError}
          submitLabel="Request Site Visit"
        >
          <PersonFields field={field} />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              {...field("visitDate")}
              label="Preferred Date"
              rule={siteVisitRules.visitDate}
              autoComplete="off"
              min={range.min}
              max={range.max}
              hint={`Today or up to ${maxVisitDaysAhead} days ahead.`}
            />
            <SelectField
              {...field("timeSlot")}
              label="Time Slot"
              placeholder="Select a time slot"
              rule={siteVisitRules.timeSlot}
              options={timeSlotOptions}
            />
            <TextField
              {...field("visitors")}
              label="Number of Visitors"
              rule={siteVisitRules.visitors}
              autoComplete="off"
              defaultValue="1"
            />
          </div>
          <CheckboxField
            id={`${idPrefix}-pickup`}
            name="pickup"
            label="I need pickup to the site"
            look="roomy"
          />
        </LeadForm>
      )}
    </div>
  );
}
