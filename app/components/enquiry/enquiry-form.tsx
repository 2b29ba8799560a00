import { useEffect, useId, useRef } from "react";
import { useFetcher, useLocation, useSearchParams } from "react-router";

import { useHydrated } from "~/components/site/use-client";
import {
  enquiryBudgets,
  enquiryLocations,
  enquirySuccess,
  maxMessageLength,
  messages,
} from "~/domain/lead-options";
import type { EnquiryField, FieldErrors } from "~/domain/lead-forms";
import type { EnquiryOutcome, action } from "~/routes/enquiry";
import { useSite } from "~/routes/site-layout";

import {
  Honeypot,
  SelectField,
  SubmitButton,
  SuccessStatus,
  TextAreaField,
  TextField,
} from "./form-controls";

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

function isOutcome(value: string | null): value is EnquiryOutcome {
  return value === "sent" || value === "invalid" || value === "limited" || value === "failed";
}

/** The enquiry form of spec §3 and §5, as the page form (`#enquiry` on home) and in the dialog. */
export function EnquiryForm({ variant, projectId, projectName, onSent }: EnquiryFormProps) {
  const { settings } = useSite();
  const fetcher = useFetcher<typeof action>();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const handled = useRef<unknown>(null);
  const idPrefix = `enquiry-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();

  // Only the page form answers to the query of a post without JavaScript.
  const fromQuery = variant === "page" ? searchParams.get("enquiry") : null;
  const outcome = fetcher.data === undefined && isOutcome(fromQuery) ? fromQuery : null;

  const result = fetcher.data;
  const sent = result?.ok === true || outcome === "sent";
  let errors: FieldErrors<EnquiryField> = {};
  let formError: string | undefined;
  if (result && !result.ok) {
    errors = result.errors;
    formError = result.formError;
  } else if (outcome === "invalid") {
    for (const field of (searchParams.get("invalid") ?? "").split(",")) {
      const message = noScriptMessages[field as EnquiryField];
      if (message) errors[field as EnquiryField] = message;
    }
  } else if (outcome === "limited") {
    formError = messages.rateLimited;
  } else if (outcome === "failed") {
    formError = messages.failed;
  }

  // Once per answer: clear and report a stored enquiry, or take the visitor to the first mistake.
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    if (fetcher.data.ok) {
      formRef.current?.reset();
      onSent?.();
    } else {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [fetcher.state, fetcher.data, onSent]);

  const pending = fetcher.state !== "idle";

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action="/enquiry"
      className="relative space-y-5"
      aria-describedby={formError ? `${idPrefix}-form-error` : undefined}
    >
      {projectName ? (
        <p className="rounded-lg bg-forest-50 px-4 py-3 text-sm font-medium text-forest-800">
          Enquiring about {projectName}
        </p>
      ) : null}
      <input type="hidden" name="projectId" value={projectId ?? ""} />
      <input type="hidden" name="page" value={pathname} />
      <input type="hidden" name="js" value={hydrated ? "1" : "0"} />
      <Honeypot idPrefix={idPrefix} />

      <TextField
        idPrefix={idPrefix}
        name="name"
        label="Full Name"
        required
        autoComplete="name"
        maxLength={100}
        error={errors.name}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          idPrefix={idPrefix}
          name="phone"
          label="Phone Number"
          type="tel"
          inputMode="tel"
          required
          autoComplete="tel"
          maxLength={24}
          error={errors.phone}
        />
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

      {formError ? (
        <p
          id={`${idPrefix}-form-error`}
          role="alert"
          className="rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          {formError}
        </p>
      ) : null}

      <SubmitButton pending={pending}>Send Enquiry</SubmitButton>
      {variant === "page" ? (
        <SuccessStatus id="enquiry-status" message={enquirySuccess} shown={sent && !pending} />
      ) : null}
      <p className="text-sm text-neutral-600">
        By submitting, you agree that {settings.companyName} may contact you about your enquiry. We do not
        share your details.
      </p>
    </fetcher.Form>
  );
}
