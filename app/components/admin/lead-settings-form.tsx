import type { InputHTMLAttributes } from "react";
import { Form, useNavigation } from "react-router";

import { FieldError } from "./field-error";
import { buttonClass, hintClass, inputClass, labelClass } from "./form-styles";

export type LeadSettingsField = "salesEmails" | "retentionMonths";

/** One setting: its label, the input, a hint under it and its error. */
function SettingInput({
  name,
  label,
  hint,
  error,
  className,
  ...input
}: {
  name: LeadSettingsField;
  label: string;
  hint: string;
  error?: string;
  className?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "className">) {
  return (
    <div className={className}>
      <label htmlFor={name} className={labelClass}>
        {label}
      </label>
      <input
        id={name}
        name={name}
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={[error ? `${name}-error` : null, `${name}-hint`].filter(Boolean).join(" ")}
        className={inputClass}
      />
      <p id={`${name}-hint`} className={hintClass}>
        {hint}
      </p>
      <FieldError id={name} error={error} />
    </div>
  );
}

/** Settings, "Leads": who is alerted of each new lead, and how long closed leads are kept. */
export function LeadSettingsForm({
  values,
  errors,
  companyEmail,
}: {
  values: Record<LeadSettingsField, string>;
  errors: Partial<Record<LeadSettingsField, string>>;
  companyEmail: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "leads";
  return (
    <Form
      method="post"
      noValidate
      aria-labelledby="settings-leads"
      className="min-w-0 rounded-xl bg-white p-4 shadow-sm ring-1 ring-neutral-200 sm:p-6"
    >
      <input type="hidden" name="intent" value="leads" />
      <h2 id="settings-leads" className="text-lg font-semibold text-forest-900">
        Leads
      </h2>
      <p className="mt-1 text-sm text-neutral-600">
        Each new enquiry, contact message, site-visit request and brochure download is e-mailed to the sales
        team. Only signed-in staff can see leads.
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <SettingInput
          name="salesEmails"
          label="Sales team e-mails"
          hint={`Separate addresses with commas. Left empty, alerts go to the company e-mail (${companyEmail}).`}
          error={errors.salesEmails}
          className="sm:col-span-2"
          type="text"
          inputMode="email"
          autoComplete="off"
          defaultValue={values.salesEmails}
        />
        <SettingInput
          name="retentionMonths"
          label="Keep closed leads for (months)"
          hint="Won and lost leads are deleted this long after their last status change. 0 keeps them."
          error={errors.retentionMonths}
          type="number"
          min={0}
          max={120}
          step={1}
          inputMode="numeric"
          defaultValue={values.retentionMonths}
        />
      </div>
      <div className="mt-5 flex justify-end">
        <button type="submit" disabled={busy} className={buttonClass.primary}>
          {busy ? "Saving..." : "Save lead settings"}
        </button>
      </div>
    </Form>
  );
}
