import { useState } from "react";

import { utmFields } from "#app/domain/leads/lead-model.ts";
import {
  consentLine,
  formStartedField,
  referrerField,
  submissionField,
} from "#app/domain/leads/lead-options.ts";

/**
 * What every public form sends besides the visitor's answers: when it was shown (for the minimum
 * fill time), its submission key (a repeat of the same post is not stored twice) and where the
 * visit came from (UTM parameters, an external referrer). The origin
 * fields start empty: visit-origin-script.ts notes the visit's origin when the visitor lands and
 * fills them in just before any public form is sent.
 */
export function LeadContextFields() {
  // When the server rendered the form (a dialog's script sets it when the dialog opens); the
  // browser's render time differs, and the server's stands.
  const [started] = useState(() => Date.now());
  // One key per render; the forms' script gives each showing and each send a key of its own.
  const [submission] = useState(() => crypto.randomUUID());
  return (
    <>
      <input type="hidden" name={formStartedField} defaultValue={String(started)} suppressHydrationWarning />
      <input type="hidden" name={submissionField} defaultValue={submission} suppressHydrationWarning />
      {[...utmFields, referrerField].map((field) => (
        <input key={field} type="hidden" name={field} />
      ))}
    </>
  );
}

/** The consent line under a public form's button; the same words are stored with the lead. */
export function ConsentNote({ companyName }: { companyName: string }) {
  return <p className="text-xs leading-relaxed text-neutral-600">{consentLine(companyName)}</p>;
}
