import { useState } from "react";

import { utmFields } from "~/domain/leads/lead-model";
import { consentLine, formStartedField, referrerField } from "~/domain/leads/lead-options";

/**
 * What every public form sends besides the visitor's answers: when it was shown (for the minimum
 * fill time) and where the visit came from (UTM parameters, an external referrer). The origin
 * fields start empty: visit-origin-script.ts notes the visit's origin when the visitor lands and
 * fills them in just before any public form is sent.
 */
export function LeadContextFields() {
  // When the server rendered the form (a dialog's script sets it when the dialog opens); the
  // browser's render time differs, and the server's stands.
  const [started] = useState(() => Date.now());
  return (
    <>
      <input type="hidden" name={formStartedField} defaultValue={String(started)} suppressHydrationWarning />
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
