import { CircleCheck } from "lucide-react";
import type { ReactNode } from "react";

import { honeypotField } from "~/domain/leads/lead-options";

/** Inputs shared by the enquiry and contact forms: label, hint, inline error, same look. */

const controlClass =
  "mt-1.5 block w-full rounded-lg border border-neutral-400 bg-white px-3 py-2.5 text-base text-neutral-900 " +
  "shadow-xs focus:border-forest-600 aria-invalid:border-red-700";

interface FieldProps {
  /** Prefix for ids, unique per form on the page. */
  idPrefix: string;
  name: string;
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
}

function describedBy(id: string, hint?: string, error?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

function FieldFrame({
  id,
  label,
  hint,
  error,
  required,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-neutral-800">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        ) : (
          <span className="font-normal text-neutral-600"> (optional)</span>
        )}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-neutral-600">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function TextField({
  idPrefix,
  name,
  label,
  hint,
  error,
  required,
  type = "text",
  autoComplete,
  inputMode,
  maxLength,
  min,
  max,
  defaultValue,
}: FieldProps & {
  type?: "text" | "email" | "tel" | "date" | "number";
  autoComplete: string;
  inputMode?: "tel" | "email" | "text" | "numeric";
  maxLength?: number;
  /** For a date or number: the first and last value allowed. */
  min?: string | number;
  max?: string | number;
  defaultValue?: string;
}) {
  const id = `${idPrefix}-${name}`;
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={required}>
      <input
        id={id}
        name={name}
        type={type}
        required={required}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        min={min}
        max={max}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={controlClass}
      />
    </FieldFrame>
  );
}

export function SelectField({
  idPrefix,
  name,
  label,
  error,
  options,
  optionLabels,
  placeholder,
  required,
  defaultValue = "",
}: Omit<FieldProps, "hint"> & {
  options: readonly string[];
  /** What the visitor reads for each option, when it is not the value itself. */
  optionLabels?: Readonly<Record<string, string>>;
  placeholder: string;
  defaultValue?: string;
}) {
  const id = `${idPrefix}-${name}`;
  return (
    <FieldFrame id={id} label={label} error={error} required={required}>
      <select
        id={id}
        name={name}
        required={required}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, undefined, error)}
        className={controlClass}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabels?.[option] ?? option}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export function TextAreaField({
  idPrefix,
  name,
  label,
  error,
  required,
  rows,
  maxLength,
  defaultValue,
}: Omit<FieldProps, "hint"> & { rows: number; maxLength: number; defaultValue?: string }) {
  const id = `${idPrefix}-${name}`;
  return (
    <FieldFrame id={id} label={label} error={error} required={required}>
      <textarea
        id={id}
        name={name}
        rows={rows}
        required={required}
        maxLength={maxLength}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, undefined, error)}
        className={controlClass}
      />
    </FieldFrame>
  );
}

/** The props of a field every public form asks the same way. */
interface PresetFieldProps {
  idPrefix: string;
  error?: string;
  defaultValue?: string;
}

/** The full name, as every public form asks it. */
export function NameField(props: PresetFieldProps) {
  return <TextField {...props} name="name" label="Full Name" required autoComplete="name" maxLength={100} />;
}

/** The phone number, as every public form asks it. */
export function PhoneField(props: PresetFieldProps) {
  return (
    <TextField
      {...props}
      name="phone"
      label="Phone Number"
      type="tel"
      inputMode="tel"
      required
      autoComplete="tel"
      maxLength={24}
    />
  );
}

/** A refusal of the whole form (the limit, a failure), announced at once. */
export function FormError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
      {message}
    </p>
  );
}

/** A yes/no question: sends `value` when ticked and nothing when not. */
export function CheckboxField({
  idPrefix,
  name,
  label,
  value = "yes",
}: {
  idPrefix: string;
  name: string;
  label: string;
  value?: string;
}) {
  const id = `${idPrefix}-${name}`;
  return (
    <div className="flex items-center gap-3">
      <input
        id={id}
        name={name}
        type="checkbox"
        value={value}
        className="size-5 shrink-0 rounded border-neutral-400 accent-forest-700"
      />
      <label htmlFor={id} className="text-base text-neutral-800">
        {label}
      </label>
    </div>
  );
}

/**
 * The spam trap: off screen and hidden from assistive technology, out of the tab order and never
 * autofilled, so only a bot filling every input puts anything in it.
 */
export function Honeypot({ idPrefix }: { idPrefix: string }) {
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

export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      disabled={pending}
      className="inline-flex w-full items-center justify-center rounded-lg bg-marigold-400 px-5 py-3 text-base font-semibold text-forest-900 shadow-sm transition-colors whitespace-nowrap hover:bg-marigold-500 disabled:cursor-wait disabled:opacity-80 sm:w-auto"
    >
      {pending ? "Sending..." : children}
    </button>
  );
}

/**
 * The thank-you after a stored submission, in a live region that is on the page from the start.
 * The `id` is where a post without JavaScript comes back to, so the message is in view.
 */
export function SuccessStatus({ id, message, shown }: { id: string; message: string; shown: boolean }) {
  return (
    <div id={id} role="status">
      {shown ? (
        <p className="flex items-start gap-3 rounded-lg bg-forest-50 px-4 py-3 font-semibold text-forest-800 ring-1 ring-forest-200">
          <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          {message}
        </p>
      ) : null}
    </div>
  );
}
