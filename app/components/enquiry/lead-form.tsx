import { useId, type ReactNode, type Ref } from "react";
import { useLocation, type FetcherWithComponents } from "react-router";

import { useHydrated } from "~/components/site/use-client";
import { bindFields, type FieldBinding } from "~/components/ui/field";
import { FormError, SubmitButton } from "~/components/ui/form-status";
import { buttonClass } from "~/components/ui/form-styles";
import { TextField } from "~/components/ui/inputs";
import { honeypotField, personRules } from "~/domain/leads/lead-options";
import type { FieldErrors } from "~/lib/form-errors";

import { ConsentNote, LeadContextFields } from "./lead-context-fields";

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
  return <TextField {...props} label="Full Name" rule={personRules.name} autoComplete="name" />;
}

/** The phone number, as every public form asks it. */
export function PhoneField(props: FieldBinding) {
  return <TextField {...props} label="Phone Number" rule={personRules.phone} autoComplete="tel" />;
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
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={`${idPrefix}-${honeypotField}`}>Leave this field empty</label>
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
  /** Posts with the fetcher; absent, a plain form posts (a page without JavaScript). */
  fetcher?: Pick<FetcherWithComponents<unknown>, "Form" | "state">;
  formRef?: Ref<HTMLFormElement>;
  idPrefix: string;
  /** The project the lead is about; given (even empty), the project and page the form is on are sent. */
  projectId?: string;
  /** The plot of the project's layout plan the lead is about (its number), sent with the project. */
  plot?: string | null;
  /** A line above the fields, such as "Enquiring about ...". */
  intro?: ReactNode;
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
 * not, the spam trap, the visit's origin), the whole-form error, the send button and the consent line.
 */
export function LeadForm({
  action,
  fetcher,
  formRef,
  idPrefix,
  projectId,
  plot,
  intro,
  formError,
  submitLabel,
  compact = false,
  children,
  footer,
}: LeadFormProps) {
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const FormTag = fetcher ? fetcher.Form : "form";
  const formErrorId = `${idPrefix}-form-error`;
  return (
    <FormTag
      ref={formRef}
      method="post"
      action={action}
      className={compact ? "relative space-y-4" : "relative space-y-5"}
      aria-describedby={formError ? formErrorId : undefined}
    >
      {intro ? (
        <p className="rounded-lg bg-forest-50 px-4 py-3 text-sm font-medium text-forest-800">{intro}</p>
      ) : null}
      {projectId === undefined ? null : (
        <>
          <input type="hidden" name="projectId" value={projectId} />
          <input type="hidden" name="page" value={pathname} />
          {plot ? <input type="hidden" name="plot" value={plot} /> : null}
        </>
      )}
      <input type="hidden" name="js" value={hydrated ? "1" : "0"} />
      <Honeypot idPrefix={idPrefix} />
      <LeadContextFields />
      {children}
      <FormError id={formErrorId} message={formError} />
      <SubmitButton
        pending={fetcher ? fetcher.state !== "idle" : false}
        pendingLabel="Sending..."
        className={buttonClass.cta}
      >
        {submitLabel}
      </SubmitButton>
      <ConsentNote />
      {footer}
    </FormTag>
  );
}
