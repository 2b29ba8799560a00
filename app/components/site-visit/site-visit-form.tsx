import { useCallback, useMemo, useRef } from "react";
import { useFetcher, useSearchParams } from "react-router";

import { formAnswer, useFormAnswerEffect } from "~/components/enquiry/form-answer";
import {
  CheckboxField,
  NameField,
  PhoneField,
  SelectField,
  SuccessStatus,
  TextField,
} from "~/components/enquiry/form-controls";
import { LeadForm, useFieldIdPrefix } from "~/components/enquiry/lead-form";
import type { FieldErrors, SiteVisitField } from "~/domain/leads/lead-forms";
import {
  isVisitTimeSlot,
  maxVisitors,
  messages,
  siteVisitSuccess,
  visitTimeSlotLabels,
  visitTimeSlots,
} from "~/domain/leads/lead-options";
import { formatVisitDate, isVisitDay, maxVisitDaysAhead, visitDateRange } from "~/domain/leads/visit-date";
import type { action } from "~/routes/site-visit";

export interface SiteVisitFormProps {
  /** "page": the form on the project page itself (the way without JavaScript); "dialog": in the modal. */
  variant: "page" | "dialog";
  projectId: string;
  projectName: string;
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

/** The confirmation for a day and slot, or null when they are not a real day and slot. */
function confirmation(visitDate: string | null, timeSlot: string | null): string | null {
  if (visitDate === null || !isVisitDay(visitDate) || !isVisitTimeSlot(timeSlot)) return null;
  return siteVisitSuccess(formatVisitDate(visitDate), timeSlot);
}

/** 'Schedule Site Visit': name, phone, a day in the next 60 days, a time slot, visitors, pickup. */
export function SiteVisitForm({ variant, projectId, projectName, onDone }: SiteVisitFormProps) {
  const fetcher = useFetcher<typeof action>();
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLButtonElement>(null);
  const idPrefix = useFieldIdPrefix("visit");
  const [searchParams] = useSearchParams();
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
          projectId={projectId}
          intro={`Site visit to ${projectName}`}
          formError={formError}
          submitLabel="Request Site Visit"
        >
          <NameField idPrefix={idPrefix} error={errors.name} />
          <PhoneField idPrefix={idPrefix} error={errors.phone} />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              idPrefix={idPrefix}
              name="visitDate"
              label="Preferred Date"
              type="date"
              required
              autoComplete="off"
              min={range.min}
              max={range.max}
              hint={`Today or up to ${maxVisitDaysAhead} days ahead.`}
              error={errors.visitDate}
            />
            <SelectField
              idPrefix={idPrefix}
              name="timeSlot"
              label="Time Slot"
              placeholder="Select a time slot"
              required
              options={visitTimeSlots}
              optionLabels={visitTimeSlotLabels}
              error={errors.timeSlot}
            />
            <TextField
              idPrefix={idPrefix}
              name="visitors"
              label="Number of Visitors"
              type="number"
              inputMode="numeric"
              required
              autoComplete="off"
              min={1}
              max={maxVisitors}
              defaultValue="1"
              error={errors.visitors}
            />
          </div>
          <CheckboxField idPrefix={idPrefix} name="pickup" label="I need pickup to the site" />
        </LeadForm>
      )}
    </div>
  );
}
