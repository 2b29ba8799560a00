import { data, Link } from "react-router";

import { AccountCard } from "#app/components/admin/sign-in/account-card.tsx";
import { AccountForm } from "#app/components/admin/sign-in/account-form.tsx";
import { newPasswordFields } from "#app/domain/staff/account-fields.ts";
import { newPasswordErrors, passwordProblem } from "#app/domain/staff/password-policy.ts";
import { servicesContext } from "#app/context.ts";
import { readForm } from "#app/lib/read-form.ts";

import type { Route } from "./+types/reset-password";

export function meta() {
  return [{ title: "Choose a new password" }, { name: "robots", content: "noindex" }];
}

/** Sends the loader's headers (React Router drops them without this): not cached, token never in a Referer. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return data(
    { token },
    { headers: { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" } },
  );
}

const badLink = "This reset link is invalid or has expired. Ask for a new one from the sign-in page.";

/** The page the reset mail links to: one use, one hour; every session of the account ends. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const token = String(form.get("token") ?? "");
  const password = String(form.get("password") ?? "");
  const errors = newPasswordErrors(password, String(form.get("confirm") ?? ""), passwordProblem);
  if (!token) errors.form = badLink;
  if (Object.keys(errors).length > 0) return data({ done: false, errors }, { status: 400 });
  const { api, isAPIError } = await context.get(servicesContext).auth.loaded();
  try {
    await api.resetPassword({ body: { newPassword: password, token } });
    return { done: true, errors: {} };
  } catch (error) {
    if (isAPIError(error)) return data({ done: false, errors: { form: badLink } }, { status: 400 });
    throw error;
  }
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData?.done) {
    return (
      <AccountCard
        title="Password changed"
        intro="Your new password is saved and every earlier session has ended."
      >
        <Link to="/admin" className="font-semibold text-forest-700 underline">
          Sign in
        </Link>
      </AccountCard>
    );
  }
  return (
    <AccountCard title="Choose a new password" intro="Use at least 10 characters that are hard to guess.">
      <AccountForm
        fields={newPasswordFields}
        errors={actionData?.errors ?? (loaderData.token ? {} : { form: badLink })}
        submitLabel="Save new password"
        busyLabel="Saving..."
        hidden={{ token: loaderData.token }}
      />
    </AccountCard>
  );
}
