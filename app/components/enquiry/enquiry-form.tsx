import { useRef } from "react";
import { useFetcher, useSearchParams } from "react-router";

import {
  enquiryBudgets,
  enquiryLocations,
  enquirySuccess,
  maxMessageLength,
  messages,
} from "~/domain/leads/lead-options";
import type { EnquiryField, FieldErrors } from "~/domain/leads/lead-forms";
import type { action } from "~/routes/enquiry";

import { formAnswer, useFormAnswerEffect } from "./form-answer";
import { NameField, PhoneField, SelectField, SuccessStatus, TextAreaField, TextField } from "./form-controls";
import { LeadForm, useFieldIdPrefix } from "./lead-form";

export interface EnquiryFormProps {
  variant: "page" | "dialog";
  projectId?: string;
  projectName?: string;
  /** The dialog closes itself with this once the enquiry is stored. */
  onSent?: () => void;
}

// What the endpoint reports after a post without JavaScript (see app/routes/enquiry.tsx): the
// field names come back, the values do not, so each gets the message for its usual mistake.
const noScriptMessages: FieldErrors<EnquiryField> = {
  name: messages.name,
  phone: messages.phone,
  email: messages.email,
  location: messages.location,
  budget: messages.budget,
  message: messages.messageLength,
};

/** The enquiry form of spec §3 and §5, as the page form (`#enquiry` on home) and in the dialog. */
export function EnquiryForm({ variant, projectId, projectName, onSent }: EnquiryFormProps) {
  const fetcher = useFetcher<typeof action>();
  const formRef = useRef<HTMLFormElement>(null);
  const idPrefix = useFieldIdPrefix("enquiry");
  const [searchParams] = useSearchParams();

  // Only the page form answers to the query of a post without JavaScript.
  const { sent, errors, formError } = formAnswer(
    fetcher.data,
    variant === "page" ? searchParams : null,
    "enquiry",
    noScriptMessages,
  );
  useFormAnswerEffect(fetcher, formRef, onSent);

  const pending = fetcher.state !== "idle";

  return (
    <LeadForm
      action="/enquiry"
      fetcher={fetcher}
      formRef={formRef}
      idPrefix={idPrefix}
      projectId={projectId ?? ""}
      intro={projectName ? `Enquiring about ${projectName}` : null}
      formError={formError}
      submitLabel="Send Enquiry"
      footer={
        variant === "page" ? (
          <SuccessStatus id="enquiry-status" message={enquirySuccess} shown={sent && !pending} />
        ) : null
      }
    >
      <NameField idPrefix={idPrefix} error={errors.name} />
      <div className="grid gap-5 sm:grid-cols-2">
        <PhoneField idPrefix={idPrefix} error={errors.phone} />
        <TextField
          idPrefix={idPrefix}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          maxLength={120}
          error={errors.email}
        />
        <SelectField
          idPrefix={idPrefix}
          name="location"
          label="Preferred Location"
          placeholder="Select a location"
          options={enquiryLocations}
          error={errors.location}
        />
        <SelectField
          idPrefix={idPrefix}
          name="budget"
          label="Budget"
          placeholder="Select a budget"
          options={enquiryBudgets}
          error={errors.budget}
        />
      </div>
      <TextAreaField
        idPrefix={idPrefix}
        name="message"
        label="Message"
        rows={3}
        maxLength={maxMessageLength}
        error={errors.message}
      />
    </LeadForm>
  );
}
