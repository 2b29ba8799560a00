import { useRef } from "react";
import { useFetcher, useSearchParams } from "react-router";

import { useFormAnswerEffect } from "~/components/enquiry/form-answer";
import { bindLeadFields, LeadForm, NameField, PhoneField } from "~/components/enquiry/lead-form";
import { SuccessStatus } from "~/components/ui/form-status";
import { SelectField, TextAreaField, TextField } from "~/components/ui/inputs";
import type { ContactResult } from "~/domain/leads/lead-form-results";
import { contactRules, contactSubjects, contactSuccess } from "~/domain/leads/lead-options";

const idPrefix = "contact";

/**
 * The contact form (spec §3 and §5). Without JavaScript it posts to the page, which shows the
 * errors with what was typed, or redirects to /contact?sent=1. With JavaScript a fetcher posts it
 * and the answer is shown in place.
 */
export function ContactForm({ pageResult }: { pageResult: ContactResult | undefined }) {
  const fetcher = useFetcher<ContactResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const [searchParams] = useSearchParams();

  const result = fetcher.data ?? pageResult;
  const sent = result ? result.ok : searchParams.get("sent") === "1";
  const failed = result && !result.ok ? result : undefined;
  const pending = fetcher.state !== "idle";
  const field = bindLeadFields(idPrefix, failed?.errors ?? {}, failed?.values);

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
        <NameField {...field("name")} />
        <PhoneField {...field("phone")} />
        <TextField {...field("email")} label="Email" rule={contactRules.email} autoComplete="email" />
        <SelectField
          {...field("subject")}
          label="Subject"
          placeholder="Select a subject"
          options={contactSubjects}
        />
      </div>
      <TextAreaField {...field("message")} label="Message" rows={5} rule={contactRules.message} />
    </LeadForm>
  );
}
