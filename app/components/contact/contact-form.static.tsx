import { useSearchParams } from "react-router";

import {
  bindLeadFields,
  LeadForm,
  NameField,
  PhoneField,
} from "#app/components/enquiry/lead-form.static.tsx";
import { SuccessStatus } from "#app/components/ui/form-status.static.tsx";
import { SelectField, TextAreaField, TextField } from "#app/components/ui/inputs.static.tsx";
import type { ContactResult } from "#app/domain/leads/lead-form-results.ts";
import { contactRules, contactSubjects, contactSuccess } from "#app/domain/leads/lead-options.ts";

const idPrefix = "contact";

/**
 * The contact form (spec §3 and §5), as static markup. Without JavaScript it posts to the page,
 * which shows the errors with what was typed, or redirects to /contact?sent=1. With JavaScript
 * the public forms' script (lead-form-script.ts) sends it and shows the answer in place.
 */
/** What the contact form reads from the page's address: the thank-you after a post without JavaScript. */
export const contactFormQuery = ["sent"];

export function ContactForm({
  pageResult,
  companyName,
}: {
  pageResult: ContactResult | undefined;
  companyName: string;
}) {
  const [searchParams] = useSearchParams();
  const sent = pageResult ? pageResult.ok : searchParams.get("sent") === "1";
  const failed = pageResult && !pageResult.ok ? pageResult : undefined;
  const field = bindLeadFields(idPrefix, failed?.errors ?? {}, failed?.values);

  return (
    <LeadForm
      action="/contact"
      idPrefix={idPrefix}
      companyName={companyName}
      formError={failed?.formError}
      submitLabel="Send Message"
      footer={<SuccessStatus id="contact-status" message={contactSuccess} shown={sent} />}
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
