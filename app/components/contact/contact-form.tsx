import { useEffect, useRef } from "react";
import { useFetcher, useSearchParams } from "react-router";

import {
  Honeypot,
  SelectField,
  SubmitButton,
  SuccessStatus,
  TextAreaField,
  TextField,
} from "~/components/enquiry/form-controls";
import { useHydrated } from "~/components/site/use-client";
import { contactSubjects, contactSuccess, maxMessageLength } from "~/domain/lead-options";
import type { ContactResult, action } from "~/routes/contact";

const idPrefix = "contact";

/**
 * The contact form (spec §3 and §5). Without JavaScript it posts to the page, which shows the
 * errors with what was typed, or redirects to /contact?sent=1. With JavaScript a fetcher posts it
 * and the answer is shown in place.
 */
export function ContactForm({ pageResult }: { pageResult: ContactResult | undefined }) {
  const fetcher = useFetcher<typeof action>();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const handled = useRef<unknown>(null);
  const [searchParams] = useSearchParams();

  const result = fetcher.data ?? pageResult;
  const sent = result ? result.ok : searchParams.get("sent") === "1";
  const failed = result && !result.ok ? result : undefined;
  const errors = failed?.errors ?? {};
  const values = failed?.values ?? {};
  const pending = fetcher.state !== "idle";

  // Once per answer: clear after a stored message, or take the visitor to the first mistake.
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    if (fetcher.data.ok) formRef.current?.reset();
    else formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [fetcher.state, fetcher.data]);

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action="/contact"
      className="relative space-y-5"
      aria-describedby={failed?.formError ? "contact-form-error" : undefined}
    >
      <input type="hidden" name="js" value={hydrated ? "1" : "0"} />
      <Honeypot idPrefix={idPrefix} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          idPrefix={idPrefix}
          name="name"
          label="Full Name"
          required
          autoComplete="name"
          maxLength={100}
          defaultValue={values.name}
          error={errors.name}
        />
        <TextField
          idPrefix={idPrefix}
          name="phone"
          label="Phone Number"
          type="tel"
          inputMode="tel"
          required
          autoComplete="tel"
          maxLength={24}
          defaultValue={values.phone}
          error={errors.phone}
        />
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
      {failed?.formError ? (
        <p
          id="contact-form-error"
          role="alert"
          className="rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          {failed.formError}
        </p>
      ) : null}
      <SubmitButton pending={pending}>Send Message</SubmitButton>
      <SuccessStatus id="contact-status" message={contactSuccess} shown={sent && !pending} />
    </fetcher.Form>
  );
}
