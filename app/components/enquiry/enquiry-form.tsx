import { useRef } from "react";
import { useFetcher, useSearchParams } from "react-router";

import { SuccessStatus } from "~/components/ui/form-status";
import { SelectField, TextAreaField, TextField } from "~/components/ui/inputs";
import type { EnquiryField } from "~/domain/leads/lead-forms";
import type { EnquiryResult } from "~/domain/leads/lead-form-results";
import {
  enquiryBudgets,
  enquiryLocations,
  enquiryRules,
  enquirySuccess,
  messages,
} from "~/domain/leads/lead-options";
import type { FieldErrors } from "~/lib/form-errors";

import { formAnswer, useFormAnswerEffect } from "./form-answer";
import { bindLeadFields, LeadForm, NameField, PhoneField, useFieldIdPrefix } from "./lead-form";

export interface EnquiryFormProps {
  variant: "page" | "dialog";
  projectId?: string;
  projectName?: string;
  /** The plot asked about; the page form takes it from `?plot=` (the plan's link without JavaScript). */
  plot?: string;
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
export function EnquiryForm({ variant, projectId, projectName, plot, onSent }: EnquiryFormProps) {
  const fetcher = useFetcher<EnquiryResult>();
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
  const plotNumber = plot ?? (variant === "page" && projectId ? searchParams.get("plot") : null);

  const pending = fetcher.state !== "idle";
  const field = bindLeadFields(idPrefix, errors);

  return (
    <LeadForm
      action="/enquiry"
      fetcher={fetcher}
      formRef={formRef}
      idPrefix={idPrefix}
      projectId={projectId ?? ""}
      plot={plotNumber}
      intro={projectName ? `Enquiring about ${projectName}${plotNumber ? `, plot ${plotNumber}` : ""}` : null}
      formError={formError}
      submitLabel="Send Enquiry"
      footer={
        variant === "page" ? (
          <SuccessStatus id="enquiry-status" message={enquirySuccess} shown={sent && !pending} />
        ) : null
      }
    >
      <NameField {...field("name")} />
      <div className="grid gap-5 sm:grid-cols-2">
        <PhoneField {...field("phone")} />
        <TextField {...field("email")} label="Email" rule={enquiryRules.email} autoComplete="email" />
        <SelectField
          {...field("location")}
          label="Preferred Location"
          placeholder="Select a location"
          options={enquiryLocations}
        />
        <SelectField
          {...field("budget")}
          label="Budget"
          placeholder="Select a budget"
          options={enquiryBudgets}
        />
      </div>
      <TextAreaField {...field("message")} label="Message" rows={3} rule={enquiryRules.message} />
    </LeadForm>
  );
}
