/** The first message for each field that failed: what the form shows next to it. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** What a zod error carries that a form needs (zod's own type, without importing zod here). */
interface ValidationError {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

/**
 * A schema's refusal as the form shows it: the first message of each field, keyed by the field's
 * name (the first step of the issue's path, so a bad entry of a list is reported on the list).
 */
export function fieldErrors<F extends string>(error: ValidationError): FieldErrors<F> {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors as FieldErrors<F>;
}
