import { useState } from "react";
import { Form, useNavigation } from "react-router";

import { minPasswordLength } from "~/domain/staff/password-policy";

export type AddMethod = "password" | "invite";
export type AddField = "name" | "email" | "password";

export interface AddStaffState {
  values: { name: string; email: string; method: AddMethod };
  errors: Partial<Record<AddField | "form", string>>;
}

const input =
  "mt-1 block w-full rounded-md border bg-white px-3 py-2 text-base text-neutral-900 focus:border-forest-600 focus:ring-2 focus:ring-forest-600/30 focus:outline-none";

function FieldError({ name, error }: { name: string; error?: string }) {
  return error ? (
    <p id={`${name}-error`} className="mt-1 text-sm text-red-700">
      {error}
    </p>
  ) : null;
}

/** Adds an account with a first password, or invites the person to choose one by mail. */
export function AddStaffForm({ state }: { state?: AddStaffState }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "add";
  const [method, setMethod] = useState<AddMethod>(state?.values.method ?? "password");
  const errors = state?.errors ?? {};
  const invalid = (field: AddField) =>
    errors[field] ? { "aria-invalid": true as const, "aria-describedby": `${field}-error` } : {};

  return (
    <section
      aria-labelledby="add-staff"
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-neutral-200 sm:p-6"
    >
      <h2 id="add-staff" className="text-lg font-semibold text-forest-900">
        Add a staff account
      </h2>
      <p className="mt-1 text-sm text-neutral-600">
        Every account can manage projects, blogs, leads, settings and staff.
      </p>
      <Form method="post" noValidate className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="add" />
        {errors.form ? (
          <div
            role="alert"
            className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
          >
            {errors.form}
          </div>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor="staff-name" className="block text-sm font-medium text-neutral-800">
              Name
            </label>
            <input
              id="staff-name"
              name="name"
              autoComplete="off"
              defaultValue={state?.values.name}
              className={`${input} ${errors.name ? "border-red-600" : "border-neutral-300"}`}
              {...invalid("name")}
            />
            <FieldError name="name" error={errors.name} />
          </div>
          <div>
            <label htmlFor="staff-email" className="block text-sm font-medium text-neutral-800">
              Email
            </label>
            <input
              id="staff-email"
              name="email"
              type="email"
              autoComplete="off"
              defaultValue={state?.values.email}
              className={`${input} ${errors.email ? "border-red-600" : "border-neutral-300"}`}
              {...invalid("email")}
            />
            <FieldError name="email" error={errors.email} />
          </div>
        </div>
        <fieldset>
          <legend className="text-sm font-medium text-neutral-800">How will they sign in?</legend>
          <div className="mt-2 space-y-2">
            {(
              [
                [
                  "password",
                  "Set a first password now",
                  "Tell them the password in person; they can change it with “Forgot Password?”.",
                ],
                [
                  "invite",
                  "Email them an invitation link",
                  "They get a mail with a link, valid for one hour, to choose their own password.",
                ],
              ] as const
            ).map(([value, label, hint]) => (
              <label
                key={value}
                className="flex cursor-pointer items-start gap-3 rounded-md border border-neutral-200 p-3 has-checked:border-forest-600 has-checked:bg-forest-50"
              >
                <input
                  type="radio"
                  name="method"
                  value={value}
                  checked={method === value}
                  onChange={() => setMethod(value)}
                  className="mt-1 size-4 accent-forest-700"
                />
                <span>
                  <span className="block text-sm font-medium text-neutral-900">{label}</span>
                  <span className="block text-sm text-neutral-600">{hint}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        {method === "password" ? (
          <div className="sm:max-w-sm">
            <label htmlFor="staff-password" className="block text-sm font-medium text-neutral-800">
              First password
            </label>
            <input
              id="staff-password"
              name="password"
              type="password"
              autoComplete="new-password"
              minLength={minPasswordLength}
              className={`${input} ${errors.password ? "border-red-600" : "border-neutral-300"}`}
              {...invalid("password")}
            />
            <p className="mt-1 text-xs text-neutral-600">
              At least {minPasswordLength} characters that are hard to guess.
            </p>
            <FieldError name="password" error={errors.password} />
          </div>
        ) : null}
        <button
          type="submit"
          disabled={busy}
          className="rounded-md bg-forest-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-forest-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-forest-700 disabled:opacity-70"
        >
          {busy ? "Adding..." : method === "invite" ? "Add and send invitation" : "Add account"}
        </button>
      </Form>
    </section>
  );
}
