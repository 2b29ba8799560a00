import { useT } from "#app/components/site/site-data.ts";
import { utmFields } from "#app/domain/leads/lead-model.ts";
import { clickIdFields } from "#app/domain/leads/lead-sources.ts";
import {
  firstTouchField,
  formStartedField,
  referrerField,
  submissionField,
} from "#app/domain/leads/lead-options.ts";

/**
 * What every public form sends besides the visitor's answers: when it was shown (for the minimum
 * fill time), its submission key (a repeat of the same post is not stored twice) and where the
 * visit came from (UTM parameters, ad click ids, an external referrer, and the first visit's). The origin
 * fields start empty: visit-origin-script.ts notes the visit's origin when the visitor lands and
 * fills them in just before any public form is sent.
 */
export function LeadContextFields() {
  return (
    <>
      {/* When the server rendered the form; the forms' script sets the time the browser shows it. */}
      {/* eslint-disable-next-line react-hooks/purity -- a static component renders once, on the server */}
      <input type="hidden" name={formStartedField} defaultValue={String(Date.now())} />
      {/* One key per render; the forms' script gives each showing and each send a key of its own. */}
      <input type="hidden" name={submissionField} defaultValue={crypto.randomUUID()} />
      {[...utmFields, ...clickIdFields, referrerField, firstTouchField].map((field) => (
        <input key={field} type="hidden" name={field} />
      ))}
    </>
  );
}

/** The consent line under a public form's button, in the page's language; its words are stored with the lead. */
export function ConsentNote({ companyName }: { companyName: string }) {
  const t = useT();
  return (
    <p className="text-xs leading-relaxed text-neutral-600">
      {t("forms:consentLine", { company: companyName })}
    </p>
  );
}
