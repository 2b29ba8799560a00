import { data, Link, redirect } from "react-router";

import { AccountCard } from "#app/components/admin/sign-in/account-card.tsx";
import { AccountForm } from "#app/components/admin/sign-in/account-form.tsx";
import { newPasswordFields } from "#app/domain/staff/account-fields.ts";
import { newPasswordErrors, passwordProblem } from "#app/domain/staff/password-policy.ts";
import { consumeSetupToken, isSetupTokenValid } from "#app/domain/staff/setup-token.server.ts";
import { countActiveStaff, createStaffAccount, StaffError } from "#app/domain/staff/staff.server.ts";
import { servicesContext } from "#app/context.ts";
import { readForm } from "#app/lib/read-form.ts";

import type { Route } from "./+types/setup";

export function meta() {
  return [{ title: "Create the first administrator" }, { name: "robots", content: "noindex" }];
}

const fields = [
  { name: "name", label: "Your name", type: "text", autoComplete: "name" },
  { name: "email", label: "Email", type: "email", autoComplete: "username" },
  ...newPasswordFields,
] as const;

async function usable(context: Route.LoaderArgs["context"], token: string): Promise<boolean> {
  const { db } = context.get(servicesContext);
  return (await countActiveStaff(db)) === 0 && (await isSetupTokenValid(db, token));
}

/** Sends the loader's headers (React Router drops them without this): not cached, token never in a Referer. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return data(
    { token, usable: await usable(context, token) },
    { headers: { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" } },
  );
}

/** The one-time link printed on a fresh install: creates the first administrator account. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const token = String(form.get("token") ?? "");
  const value = (name: string) => String(form.get(name) ?? "");
  const errors: Record<string, string> = newPasswordErrors(
    value("password"),
    value("confirm"),
    passwordProblem,
  );
  if (!value("name").trim()) errors.name = "Please enter your name.";
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value("email").trim()))
    errors.email = "Please enter a valid email address.";
  if (Object.keys(errors).length > 0) return data({ errors }, { status: 400 });
  if (!(await usable(context, token)) || !(await consumeSetupToken(context.get(servicesContext).db, token))) {
    return data(
      { errors: { form: "This setup link is invalid, expired or already used." } },
      { status: 400 },
    );
  }
  try {
    await createStaffAccount(context.get(servicesContext).auth, {
      name: value("name"),
      email: value("email"),
      password: value("password"),
    });
  } catch (error) {
    if (error instanceof StaffError) return data({ errors: { form: error.message } }, { status: 400 });
    throw error;
  }
  return redirect("/admin");
}

export default function Setup({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.usable) {
    return (
      <AccountCard title="Setup link not valid" intro="This setup link is invalid, expired or already used.">
        <Link to="/admin" className="font-semibold text-forest-700 underline">
          Go to the sign-in page
        </Link>
      </AccountCard>
    );
  }
  return (
    <AccountCard
      title="Create the first administrator"
      intro="This link works once. Other staff accounts can then be added from the Staff page."
    >
      <AccountForm
        fields={[...fields]}
        errors={actionData?.errors ?? {}}
        submitLabel="Create account"
        busyLabel="Creating..."
        hidden={{ token: loaderData.token }}
      />
    </AccountCard>
  );
}
