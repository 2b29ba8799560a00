import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";

import type { FieldRule } from "#app/lib/field-rules.ts";

import { describedBy, Field, type FieldBinding } from "./field.static.tsx";
import { controlClass, type FieldLook } from "./form-styles.ts";

/** What every framed control takes besides its binding. */
export interface FramedProps extends FieldBinding {
  label: ReactNode;
  hint?: ReactNode;
  /** Classes of the field's frame (its place in a grid). */
  className?: string;
  /** Classes added to the control itself. */
  inputClassName?: string;
}

type Own = keyof FramedProps | "type" | "defaultValue";

/** The control's classes: the look's, and any the form adds. */
function controlClasses(look: FieldLook, extra: string | undefined): string {
  return extra ? `${controlClass[look]} ${extra}` : controlClass[look];
}

/** A control's invalid state and the ids of its hint and error. */
export function invalid(id: string, hint: unknown, error: string | undefined) {
  return { "aria-invalid": error ? true : undefined, "aria-describedby": describedBy(id, hint, error) };
}

export interface TextFieldProps extends FramedProps, Omit<InputHTMLAttributes<HTMLInputElement>, Own> {
  /** The field's constraints from its form's fields module; props given here win. */
  rule?: FieldRule;
  type?: FieldRule["type"];
}

/** A labelled input with its hint and error. */
export function TextField({
  id,
  name,
  label,
  hint,
  error,
  defaultValue,
  look = "compact",
  marked,
  className,
  inputClassName,
  rule,
  ...input
}: TextFieldProps) {
  const constraints = { ...rule, ...input };
  return (
    <Field {...{ id, label, hint, error, look, marked, className }} required={constraints.required}>
      <input
        {...invalid(id, hint, error)}
        {...constraints}
        id={id}
        name={name}
        // A controlled input (value and onChange) starts from its value.
        defaultValue={input.value === undefined ? defaultValue : undefined}
        className={controlClasses(look, inputClassName)}
      />
    </Field>
  );
}

export interface TextAreaFieldProps
  extends FramedProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, Own | "rows"> {
  rule?: Pick<FieldRule, "required" | "maxLength">;
  rows: number;
}

export function TextAreaField({
  id,
  name,
  label,
  hint,
  error,
  look = "compact",
  marked,
  className,
  inputClassName,
  rule,
  ...textarea
}: TextAreaFieldProps) {
  const required = textarea.required ?? rule?.required;
  return (
    <Field {...{ id, label, hint, error, look, marked, className }} required={required}>
      <textarea
        {...invalid(id, hint, error)}
        maxLength={rule?.maxLength}
        {...textarea}
        required={required}
        id={id}
        name={name}
        className={controlClasses(look, inputClassName)}
      />
    </Field>
  );
}

/** A choice: its text alone, or a value and its text (`disabled`: shown, never chosen, e.g. a former value). */
export type SelectOption = string | { value: string; label: string; disabled?: boolean };

export interface SelectFieldProps
  extends FramedProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, Own | "children"> {
  rule?: Pick<FieldRule, "required">;
  options: readonly SelectOption[];
  /** An empty first choice, such as "Select a location" or "All kinds". */
  placeholder?: string;
}

/** A labelled select: the placeholder's empty choice, then the options. */
export function SelectField({
  id,
  name,
  label,
  hint,
  error,
  defaultValue = "",
  look = "compact",
  marked,
  className,
  inputClassName,
  rule,
  options,
  placeholder,
  ...select
}: SelectFieldProps) {
  const required = select.required ?? rule?.required;
  return (
    <Field {...{ id, label, hint, error, look, marked, className }} required={required}>
      <select
        {...invalid(id, hint, error)}
        {...select}
        required={required}
        id={id}
        name={name}
        defaultValue={select.value === undefined ? defaultValue : undefined}
        className={controlClasses(look, inputClassName)}
      >
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options.map((option) => {
          const { value, label, disabled } =
            typeof option === "string" ? { value: option, label: option, disabled: undefined } : option;
          return (
            <option key={value} value={value} disabled={disabled}>
              {label}
            </option>
          );
        })}
      </select>
    </Field>
  );
}
