import type { ReactNode } from "react";

import { useT } from "#app/components/site/site-data.ts";
import type { FieldErrors } from "#app/lib/form-errors.ts";

import { fieldErrorClass, hintClass, labelClass, type FieldLook } from "./form-styles.ts";

/**
 * What ties a control to its form: its id (the hint and the error are `<id>-hint` and
 * `<id>-error`), its name, its message and the value it starts with.
 */
export interface FieldBinding {
  id: string;
  /** Absent for a control that is not posted itself (its form posts hidden inputs instead). */
  name?: string;
  error?: string;
  defaultValue?: string;
  look?: FieldLook;
  /** The form marks its labels: " *" on required fields, "(optional)" on the others. */
  marked?: boolean;
}

/**
 * The bindings of one form's fields, by name: `field("email")` gives the email control its id,
 * name, error and starting value. Values that are not text (lists) are left to their own controls.
 */
export function bindFields<F extends string>({
  idPrefix,
  errors,
  values,
  look,
  marked,
}: {
  /** Unique on the page: the ids are `<idPrefix>-<name>`. */
  idPrefix: string;
  errors: FieldErrors<F>;
  values?: { readonly [K in F]?: unknown };
  look?: FieldLook;
  marked?: boolean;
}): (name: F) => FieldBinding {
  return (name) => {
    const value = values?.[name];
    return {
      id: `${idPrefix}-${name}`,
      name,
      error: errors[name],
      defaultValue: typeof value === "string" ? value : undefined,
      look,
      marked,
    };
  };
}

/** The aria-describedby of a control: its hint, then its error, when they are shown. */
export function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  const ids = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

/** The mark after a label (or a legend) in a form that marks its fields, in the page's language. */
export function FieldMark({ required }: { required?: boolean }) {
  const t = useT();
  return required ? (
    <span aria-hidden="true" className="text-red-700">
      {" "}
      *
    </span>
  ) : (
    <span className="font-normal text-neutral-600">{t("site:optional")}</span>
  );
}

/** A field's message under it, with the id its control's aria-describedby points to. */
export function FieldError({
  id,
  error,
  look = "compact",
}: {
  id: string;
  error?: string;
  look?: FieldLook;
}) {
  return error ? (
    <p id={`${id}-error`} className={fieldErrorClass[look]}>
      {error}
    </p>
  ) : null;
}

export interface FieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  look?: FieldLook;
  marked?: boolean;
  required?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * The frame of one field: the label (`<id>-label`, for a control that is not a form element, such
 * as a formatting editor, to be named by), the hint under it, the control, and its error.
 */
export function Field({ id, label, hint, error, look, marked, required, className, children }: FieldProps) {
  return (
    <div className={className}>
      <label id={`${id}-label`} htmlFor={id} className={labelClass}>
        {label}
        {marked ? <FieldMark required={required} /> : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={hintClass}>
          {hint}
        </p>
      ) : null}
      {children}
      <FieldError id={id} error={error} look={look} />
    </div>
  );
}
