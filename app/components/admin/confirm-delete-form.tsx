import type { ReactNode } from "react";
import { Form, Link } from "react-router";

import { buttonClass } from "#app/components/ui/form-styles.ts";

/**
 * The body of a "Delete ...?" dialog: the question and its consequences, Cancel (focused first, it
 * closes the dialog) and the red button that posts the deletion with its hidden fields.
 */
export function ConfirmDeleteForm({
  action,
  fields,
  closeHref,
  confirmLabel,
  preventScrollReset = false,
  children,
}: {
  /** Where it posts; absent, to the page it is on. */
  action?: string;
  /** The hidden inputs, name to value (the intent, the record's id, ...). */
  fields: Readonly<Record<string, string>>;
  closeHref: string;
  confirmLabel: string;
  preventScrollReset?: boolean;
  children: ReactNode;
}) {
  return (
    <Form
      method="post"
      action={action}
      preventScrollReset={preventScrollReset}
      className="space-y-4 px-4 py-5 sm:px-6"
    >
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Link to={closeHref} preventScrollReset data-autofocus className={buttonClass.secondary}>
          Cancel
        </Link>
        <button type="submit" className={buttonClass.danger}>
          {confirmLabel}
        </button>
      </div>
    </Form>
  );
}
