import { useId, type ReactNode, type Ref } from "react";
import { useLocation, type FetcherWithComponents } from "react-router";

import { useHydrated } from "~/components/site/use-client";

import { FormError, Honeypot, SubmitButton } from "./form-controls";
import { ConsentNote, LeadContextFields } from "./lead-context-fields";

/** A prefix for a public form's ids, unique on the page (`enquiry-r1`, `visit-r2`, ...). */
export function useFieldIdPrefix(name: string): string {
  return `${name}-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
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
        </>
      )}
      <input type="hidden" name="js" value={hydrated ? "1" : "0"} />
      <Honeypot idPrefix={idPrefix} />
      <LeadContextFields />
      {children}
      <FormError id={formErrorId} message={formError} />
      <SubmitButton pending={fetcher ? fetcher.state !== "idle" : false}>{submitLabel}</SubmitButton>
      <ConsentNote />
      {footer}
    </FormTag>
  );
}
