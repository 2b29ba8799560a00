import type { FieldErrors } from "#app/lib/form-errors.ts";
import { formErrors, formMessage } from "#app/domain/leads/form-texts.ts";
import { messages } from "#app/domain/leads/lead-options.ts";
import type { Locale } from "#app/i18n/locales.ts";

/** What a form endpoint reports after a post without JavaScript, in the query of the page. */
export type FormOutcome = "sent" | "invalid" | "limited" | "failed";

export function isFormOutcome(value: string | null): value is FormOutcome {
  return value === "sent" || value === "invalid" || value === "limited" || value === "failed";
}

type Answer<F extends string> = { ok: true } | { ok: false; errors: FieldErrors<F>; formError?: string };

export interface FormAnswer<F extends string> {
  /** The outcome read from the query (null once the fetcher has answered, or for a dialog's form). */
  outcome: FormOutcome | null;
  sent: boolean;
  errors: FieldErrors<F>;
  formError?: string;
}

/** The query parameters `formAnswer` reads for a form whose outcome comes back as `?<queryKey>=`. */
export function formAnswerQuery(queryKey: string): string[] {
  return [queryKey, "invalid"];
}

/**
 * A public form's state: the fetcher's answer, or, without JavaScript, the outcome the endpoint
 * sent the visitor back with (`?<queryKey>=invalid&invalid=phone,email`). Only the field names come
 * back, not the values, so each field gets the message for its usual mistake, in the page's language.
 */
export function formAnswer<F extends string>(
  data: Answer<F> | undefined,
  query: URLSearchParams | null,
  queryKey: string,
  noScriptMessages: FieldErrors<F>,
  locale: Locale,
): FormAnswer<F> {
  if (data)
    return data.ok ? { outcome: null, sent: true, errors: {} } : { outcome: null, sent: false, ...data };
  const value = query?.get(queryKey) ?? null;
  const outcome = isFormOutcome(value) ? value : null;
  const errors: FieldErrors<F> = {};
  if (outcome === "invalid") {
    for (const field of (query?.get("invalid") ?? "").split(",")) {
      const message = noScriptMessages[field as F];
      if (message) errors[field as F] = message;
    }
  }
  const formError =
    outcome === "limited" ? messages.rateLimited : outcome === "failed" ? messages.failed : undefined;
  return {
    outcome,
    sent: outcome === "sent",
    errors: formErrors(errors, locale),
    formError: formError && formMessage(formError, locale),
  };
}
