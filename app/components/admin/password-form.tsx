import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";

import { minPasswordLength } from "~/domain/staff/password-policy";

const field =
  "mt-1 block w-full rounded-md border border-neutral-300 bg-white px-3 py-2.5 text-base focus:border-forest-600 focus:ring-2 focus:ring-forest-600/30 focus:outline-none";

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
  return (
    <Form method="post" className="space-y-4" noValidate>
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {errors.form ? (
        <div
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {errors.form}
        </div>
      ) : null}
      {fields.map((f) => (
        <div key={f.name}>
          <label className="block text-sm font-medium text-neutral-800">
            {f.label}
            <input
              className={field}
              name={f.name}
              type={f.type}
              autoComplete={f.autoComplete}
              required
              minLength={f.type === "password" ? minPasswordLength : undefined}
              aria-invalid={errors[f.name] ? true : undefined}
              aria-describedby={errors[f.name] ? `${f.name}-error` : undefined}
            />
          </label>
          {errors[f.name] ? (
            <p id={`${f.name}-error`} className="mt-1 text-sm text-red-700">
              {errors[f.name]}
            </p>
          ) : null}
        </div>
      ))}
      <button
        type="submit"
        disabled={busy}
        className="w-full rounded-md bg-forest-700 px-4 py-3 font-semibold text-white hover:bg-forest-800 disabled:opacity-70"
      >
        {busy ? busyLabel : submitLabel}
      </button>
    </Form>
  );
}

/** Checks a new password and its repetition; the messages appear next to the fields. */
export function newPasswordErrors(
  password: string,
  confirm: string,
  problem: (password: string) => string | null,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const issue = problem(password);
  if (issue) errors.password = issue;
  else if (password !== confirm) errors.confirm = "The two passwords are not the same.";
  return errors;
}
