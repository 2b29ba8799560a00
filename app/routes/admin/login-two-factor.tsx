import { data, redirect } from "react-router";

import { SecondFactorScreen } from "#app/components/admin/sign-in/second-factor-screen.tsx";
import { clientIpContext, servicesContext } from "#app/context.ts";
import { resolveStaff } from "#app/domain/staff/session.server.ts";
import { hasTwoFactorChallenge } from "#app/domain/staff/session-cookie.ts";
import { verifySecondFactor } from "#app/domain/staff/two-factor.server.ts";
import {
  twoFactorMessages,
  type SecondFactor,
  type TwoFactorActionData,
} from "#app/domain/staff/two-factor-view.ts";
import { readForm } from "#app/lib/read-form.ts";
import { safeReturnPath } from "#app/lib/safe-redirect.ts";

import type { Route } from "./+types/login-two-factor";

export function meta() {
  return [{ title: "Two-factor sign-in" }, { name: "robots", content: "noindex" }];
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

function factorOf(value: unknown): SecondFactor {
  return value === "recovery" ? "recovery" : "app";
}

/** Issue "Roles": the sign-in's second step; without a sign-in waiting for it, the first step. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeReturnPath(url.searchParams.get("redirectTo"));
  const { staff } = await resolveStaff(request, context);
  if (staff) throw redirect(redirectTo);
  if (!hasTwoFactorChallenge(request.headers.get("cookie"))) {
    throw redirect(`/admin/login?redirectTo=${encodeURIComponent(redirectTo)}`);
  }
  return data(
    { redirectTo, factor: factorOf(url.searchParams.get("factor")) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

const restart = { expired: twoFactorMessages.expired, "too-many": twoFactorMessages.tooManyCodes } as const;

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const code = String(form.get("code") ?? "").replace(/\s+/g, "");
  const redirectTo = safeReturnPath(new URL(request.url).searchParams.get("redirectTo"));
  if (!code)
    return data<TwoFactorActionData>({ intent: "code", error: twoFactorMessages.enterCode }, { status: 400 });
  const result = await verifySecondFactor(context.get(servicesContext), request, {
    factor: factorOf(form.get("factor")),
    code,
    clientIp: context.get(clientIpContext),
  });
  if (result.ok) throw redirect(redirectTo, { headers: result.headers });
  if (result.refusal === "expired" || result.refusal === "too-many") {
    return data<TwoFactorActionData>({ intent: "restart", error: restart[result.refusal] }, { status: 401 });
  }
  const error = result.refusal === "locked" ? twoFactorMessages.locked : twoFactorMessages.wrongCode;
  return data<TwoFactorActionData>(
    { intent: "code", error },
    { status: result.refusal === "locked" ? 429 : 401 },
  );
}

export default function LoginTwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SecondFactorScreen factor={loaderData.factor} redirectTo={loaderData.redirectTo} initial={actionData} />
  );
}
