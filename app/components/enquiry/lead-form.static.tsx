import { useId, type ReactNode } from "react";

import { useT } from "#app/components/site/site-data.ts";
import { bindFields, type FieldBinding } from "#app/components/ui/field.static.tsx";
import { FormError, SubmitButton } from "#app/components/ui/form-status.static.tsx";
import { buttonClass } from "#app/components/ui/form-styles.ts";
import { TextField } from "#app/components/ui/inputs.static.tsx";
import { honeypotField, personRules } from "#app/domain/leads/lead-options.ts";
import type { FieldErrors } from "#app/lib/form-errors.ts";

import { ConsentNote, LeadContextFields } from "./lead-context-fields.static.tsx";

/** A prefix for a public form's ids, unique on the page (`enquiry-r1`, `visit-r2`, ...). */
export function useFieldIdPrefix(name: string): string {
  return `${name}-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
}

/** The bindings of a public form's fields: the roomy controls, every label marked. */
export function bindLeadFields<F extends string>(
  idPrefix: string,
  errors: FieldErrors<F>,
  values?: Partial<Record<F, string>>,
) {
  return bindFields({ idPrefix, errors, values, look: "roomy", marked: true });
}

/** The full name, as every public form asks it. */
export function NameField(props: FieldBinding) {
  const t = useT();
  return <TextField {...props} label={t("forms:fullName")} rule={personRules.name} autoComplete="name" />;
}

/** The phone number, as every public form asks it. */
export function PhoneField(props: FieldBinding) {
  const t = useT();
  return <TextField {...props} label={t("forms:phoneNumber")} rule={personRules.phone} autoComplete="tel" />;
}

/** Name and phone, one under the other: all the small forms ask. */
export function PersonFields({ field }: { field: (name: "name" | "phone") => FieldBinding }) {
  return (
    <>
      <NameField {...field("name")} />
      <PhoneField {...field("phone")} />
    </>
  );
}

/**
 * The spam trap: off screen and hidden from assistive technology, out of the tab order and never
 * autofilled, so only a bot filling every input puts anything in it.
 */
function Honeypot({ idPrefix }: { idPrefix: string }) {
  const t = useT();
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={`${idPrefix}-${honeypotField}`}>{t("forms:leaveEmpty")}</label>
      <input
        id={`${idPrefix}-${honeypotField}`}
        type="text"
        name={honeypotField}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}

export interface LeadFormProps {
  /** The endpoint, e.g. "/enquiry". */
  action: string;
  idPrefix: string;
  /** The company named in the consent line. */
  companyName: string;
  /** The project the lead is about; given (even empty), the project and the page are sent. */
  projectId?: string;
  /** The page the form is on (its path), sent with the project. */
  page?: string;
  /** The plot of the project's layout plan the lead is about (its number), sent with the project. */
  plot?: string | null;
  /** A line above the fields, such as "Enquiring about ...". */
  intro?: ReactNode;
  /**
   * The same line for a dialog's script to write when it opens for a project (and a plot): the
   * page's words with `{{project}}` and `{{plot}}` to fill in.
   */
  introTemplates?: { intro: string; plot: string };
  formError?: string;
  submitLabel: string;
  /** Tighter spacing, for the small brochure form. */
  compact?: boolean;
  /** The visitor's fields. */
  children: ReactNode;
  /** What follows the consent line (a page form's thank-you). */
  footer?: ReactNode;
}

/**
 * The frame every public lead form shares: the hidden fields the endpoint reads (JavaScript or
 * not, the spam trap, the visit's origin), the whole-form error, the send button and the consent
 * line. Static markup: `data-lead-form` marks it for its script (lead-form-script.ts), which sends
 * it in place and says so with js=1 (the browser posts it without the script); `data-id-prefix`
 * names the ids of the messages the script writes, `data-pending-label` is the button's text while
 * it sends, and `data-failed` is its message when the answer does not arrive, in the page's language.
 */
export function LeadForm({
  action,
  idPrefix,
  companyName,
  projectId,
  page,
  plot,
  intro,
  introTemplates,
  formError,
  submitLabel,
  compact = false,
  children,
  footer,
}: LeadFormProps) {
  const formErrorId = `${idPrefix}-form-error`;
  const t = useT();
  return (
    <form
      method="post"
      action={action}
      className={compact ? "relative space-y-4" : "relative space-y-5"}
      aria-describedby={formError ? formErrorId : undefined}
      data-lead-form=""
      data-id-prefix={idPrefix}
      data-pending-label={t("forms:sending")}
      data-failed={t("forms:errorFailed")}
    >
      {intro === undefined ? null : (
        <p
          hidden={!intro}
          data-lead-intro
          data-intro={introTemplates?.intro}
          data-intro-plot={introTemplates?.plot}
          className="rounded-lg bg-forest-50 px-4 py-3 text-sm font-medium text-forest-800"
        >
          {intro}
        </p>
      )}
      {projectId === undefined ? null : (
        <>
          <input type="hidden" name="projectId" defaultValue={projectId} />
          <input type="hidden" name="page" defaultValue={page ?? ""} />
          <input type="hidden" name="plot" defaultValue={plot ?? ""} />
        </>
      )}
      {/* "1" once lead-form-script.ts sends the form (React gives the input no value, so hydrating
          a page does not set it back). */}
      <input type="hidden" name="js" />
      <Honeypot idPrefix={idPrefix} />
      <LeadContextFields />
      {children}
      <FormError id={formErrorId} message={formError} />
      <SubmitButton pending={false} pendingLabel={t("forms:sending")} className={buttonClass.cta}>
        {submitLabel}
      </SubmitButton>
      <ConsentNote companyName={companyName} />
      {footer}
    </form>
  );
}
