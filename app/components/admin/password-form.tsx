import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";

import { bindFields } from "#app/components/ui/field.static.tsx";
import { FormError, SubmitButton } from "#app/components/ui/form-status.static.tsx";
import { buttonClass } from "#app/components/ui/form-styles.ts";
import { TextField } from "#app/components/ui/inputs.static.tsx";
import { newPasswordRule } from "#app/domain/staff/password-policy.ts";

/** The centred card used by the reset and first-account pages, with one field per entry. */
export function AccountCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-forest-50 px-4 py-12">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-lg ring-1 ring-black/5">
        <h1 className="text-2xl font-semibold text-forest-900">{title}</h1>
        <p className="mt-1 mb-6 text-sm text-neutral-600">{intro}</p>
        {children}
      </div>
    </main>
  );
}

export interface FieldSpec {
  name: string;
  label: string;
  type: "text" | "email" | "password";
  autoComplete: string;
}

export const newPasswordFields: FieldSpec[] = [
  { name: "password", label: "New password", type: "password", autoComplete: "new-password" },
  { name: "confirm", label: "Repeat the new password", type: "password", autoComplete: "new-password" },
];

/** A form of labelled fields with inline errors, posting to the page's own action. */
export function AccountForm({
  fields,
  errors,
  submitLabel,
  busyLabel,
  hidden,
}: {
  fields: FieldSpec[];
  errors: Record<string, string | undefined>;
  submitLabel: string;
  busyLabel: string;
  hidden?: Record<string, string>;
}) {
  const busy = useNavigation().state === "submitting";
  const field = bindFields({ idPrefix: "account", errors, look: "roomy" });
  return (
    <Form method="post" className="space-y-4" noValidate>
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <FormError message={errors.form} />
      {fields.map((f) => (
        <TextField
          key={f.name}
          {...field(f.name)}
          label={f.label}
          rule={f.type === "password" ? newPasswordRule : { required: true, type: f.type }}
          autoComplete={f.autoComplete}
        />
      ))}
      <SubmitButton pending={busy} pendingLabel={busyLabel} className={buttonClass.block}>
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}
