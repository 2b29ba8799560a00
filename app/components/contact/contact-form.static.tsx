import { useSearchParams } from "react-router";

import {
  bindLeadFields,
  LeadForm,
  NameField,
  PhoneField,
} from "#app/components/enquiry/lead-form.static.tsx";
import { useHref, useT } from "#app/components/site/site-data.ts";
import { SuccessStatus } from "#app/components/ui/form-status.static.tsx";
import { SelectField, TextAreaField, TextField } from "#app/components/ui/inputs.static.tsx";
import { contactSubjectOptions } from "#app/domain/leads/form-texts.ts";
import type { ContactResult } from "#app/domain/leads/lead-form-results.ts";
import { contactRules } from "#app/domain/leads/lead-options.ts";

const idPrefix = "contact";

/**
 * The contact form (spec §3 and §5), as static markup. Without JavaScript it posts to the page
 * (/contact, or /ta/contact on a Tamil page: the answer is in the page's language), which shows
 * the errors with what was typed, or redirects to /contact?sent=1. With JavaScript the public
 * forms' script (lead-form-script.ts) sends it and shows the answer in place.
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
  const t = useT();
  const href = useHref();
  const sent = pageResult ? pageResult.ok : searchParams.get("sent") === "1";
  const failed = pageResult && !pageResult.ok ? pageResult : undefined;
  const field = bindLeadFields(idPrefix, failed?.errors ?? {}, failed?.values);

  return (
    <LeadForm
      action={href("/contact")}
      idPrefix={idPrefix}
      companyName={companyName}
      formError={failed?.formError}
      submitLabel={t("forms:sendMessage")}
      footer={<SuccessStatus id="contact-status" message={t("forms:contactSuccess")} shown={sent} />}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <NameField {...field("name")} />
        <PhoneField {...field("phone")} />
        <TextField
          {...field("email")}
          label={t("forms:email")}
          rule={contactRules.email}
          autoComplete="email"
        />
        <SelectField
          {...field("subject")}
          label={t("forms:subject")}
          placeholder={t("forms:selectSubject")}
          options={contactSubjectOptions(t)}
        />
      </div>
      <TextAreaField {...field("message")} label={t("forms:message")} rows={5} rule={contactRules.message} />
    </LeadForm>
  );
}
