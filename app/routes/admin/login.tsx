import { data, redirect } from "react-router";

import { LoginScreen } from "#app/components/admin/sign-in/login-screen.tsx";
import { authErrorMessage, enterEmail, fillAllFields, resetEmailSent } from "#app/domain/staff/messages.ts";
import { firstPageFor } from "#app/domain/staff/roles.ts";
import { resolveStaff } from "#app/domain/staff/session.server.ts";
import { roleOfEmail } from "#app/domain/staff/staff.server.ts";
import type { LoginActionData } from "#app/domain/staff/sign-in-view.ts";
import { requestPasswordReset, signIn } from "#app/domain/staff/sign-in.server.ts";
import { twoFactorStepPath } from "#app/domain/staff/two-factor-view.ts";
import { clientIpContext, servicesContext } from "#app/context.ts";
import { readForm } from "#app/lib/read-form.ts";
import { safeReturnPath } from "#app/lib/safe-redirect.ts";

import type { Route } from "./+types/login";

export function meta() {
  return [{ title: "Admin Login" }, { name: "robots", content: "noindex" }];
}

/** Sends the loader's headers (React Router drops them without this): no cache may keep the page. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeReturnPath(url.searchParams.get("redirectTo"));
  const { staff, headers } = await resolveStaff(request, context);
  if (staff) throw redirect(redirectTo, { headers });
  return data(
    {
      redirectTo,
      mode: url.searchParams.get("mode") === "reset" ? ("reset" as const) : ("sign-in" as const),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const form = await readForm(request);
  const email = String(form.get("email") ?? "").trim();
  let asked = new URL(request.url).searchParams.get("redirectTo");

  if (form.get("intent") === "reset") {
    if (!email) return data<LoginActionData>({ intent: "reset", error: enterEmail }, { status: 400 });
    const wellFormed = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
    if (!wellFormed || !(await requestPasswordReset(services, request, email))) {
      return data<LoginActionData>(
        { intent: "reset", error: authErrorMessage("invalid-email") },
        { status: 400 },
      );
    }
    return data<LoginActionData>({ intent: "reset", message: resetEmailSent });
  }

  const password = String(form.get("password") ?? "").trim();
  if (!email || !password)
    return data<LoginActionData>({ intent: "sign-in", error: fillAllFields }, { status: 400 });
  const result = await signIn(services, request, { email, password, clientIp: context.get(clientIpContext) });
  if (result.ok && (!asked || asked === "/admin")) {
    // No page asked for but the back office: the account's first page (a sales executive's is "My day").
    const role = await roleOfEmail(services.db, email);
    if (role) asked = firstPageFor(role);
  }
  const redirectTo = safeReturnPath(asked);
  if (!result.ok) {
    return data<LoginActionData>(
      { intent: "sign-in", error: authErrorMessage(result.code) },
      { status: result.status },
    );
  }
  // The password was right and the account uses two-factor sign-in: its code comes next.
  if (result.secondFactor) throw redirect(twoFactorStepPath(redirectTo), { headers: result.headers });
  throw redirect(redirectTo, { headers: result.headers });
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <LoginScreen redirectTo={loaderData.redirectTo} initialMode={loaderData.mode} initial={actionData} />
  );
}
