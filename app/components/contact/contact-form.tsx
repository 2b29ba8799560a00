import { useRef } from "react";
import { useFetcher, useSearchParams } from "react-router";

import { useFormAnswerEffect } from "~/components/enquiry/form-answer";
import {
  NameField,
  PhoneField,
  SelectField,
  SuccessStatus,
  TextAreaField,
  TextField,
} from "~/components/enquiry/form-controls";
import { LeadForm } from "~/components/enquiry/lead-form";
import { contactSubjects, contactSuccess, maxMessageLength } from "~/domain/leads/lead-options";
import type { ContactResult, action } from "~/routes/contact";

const idPrefix = "contact";

/**
 * The contact form (spec §3 and §5). Without JavaScript it posts to the page, which shows the
 * errors with what was typed, or redirects to /contact?sent=1. With JavaScript a fetcher posts it
 * and the answer is shown in place.
 */
export function ContactForm({ pageResult }: { pageResult: ContactResult | undefined }) {
  const fetcher = useFetcher<typeof action>();
  const formRef = useRef<HTMLFormElement>(null);
  const [searchParams] = useSearchParams();

  const result = fetcher.data ?? pageResult;
  const sent = result ? result.ok : searchParams.get("sent") === "1";
  const failed = result && !result.ok ? result : undefined;
  const errors = failed?.errors ?? {};
  const values = failed?.values ?? {};
  const pending = fetcher.state !== "idle";

  useFormAnswerEffect(fetcher, formRef);

  return (
    <LeadForm
      action="/contact"
      fetcher={fetcher}
      formRef={formRef}
      idPrefix={idPrefix}
      formError={failed?.formError}
      submitLabel="Send Message"
      footer={<SuccessStatus id="contact-status" message={contactSuccess} shown={sent && !pending} />}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <NameField idPrefix={idPrefix} defaultValue={values.name} error={errors.name} />
        <PhoneField idPrefix={idPrefix} defaultValue={values.phone} error={errors.phone} />
        <TextField
          idPrefix={idPrefix}
          name="email"
          label="Email"
          type="email"
          required
          autoComplete="email"
          maxLength={120}
          defaultValue={values.email}
          error={errors.email}
        />
        <SelectField
          idPrefix={idPrefix}
          name="subject"
          label="Subject"
          placeholder="Select a subject"
          options={contactSubjects}
          defaultValue={values.subject}
          error={errors.subject}
        />
      </div>
      <TextAreaField
        idPrefix={idPrefix}
        name="message"
        label="Message"
        required
        rows={5}
        maxLength={maxMessageLength}
        defaultValue={values.message}
        error={errors.message}
      />
    </LeadForm>
  );
}
