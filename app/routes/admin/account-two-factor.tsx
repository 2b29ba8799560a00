import { data } from "react-router";

import { TwoFactorPage } from "#app/components/admin/two-factor/two-factor-page.tsx";
import { servicesContext } from "#app/context.ts";
import { getSiteSettings } from "#app/domain/settings/settings.server.ts";
import { requireStaff } from "#app/domain/staff/session.server.ts";
import { mustUseTwoFactor } from "#app/domain/staff/sign-in-settings.server.ts";
import { changeTwoFactor, twoFactorView } from "#app/domain/staff/two-factor.server.ts";
import { twoFactorPagePath } from "#app/domain/staff/two-factor-view.ts";
import { readForm } from "#app/lib/read-form.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";

import type { Route } from "./+types/account-two-factor";

export function meta() {
  return [{ title: "Two-factor sign-in | Back office" }, { name: "robots", content: "noindex" }];
}

/** Issue "Roles": every staff member's own two-factor sign-in, whatever their role. */
export async function loader({ context }: Route.LoaderArgs) {
  const staff = requireStaff(context);
  const services = context.get(servicesContext);
  const [site, required] = await Promise.all([
    getSiteSettings(services.db),
    mustUseTwoFactor(services.db, staff),
  ]);
  return { view: await twoFactorView(services, staff, site.companyName), required };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context);
  const services = context.get(servicesContext);
  const form = await readForm(request);
  const required = await mustUseTwoFactor(services.db, staff);
  const result = await changeTwoFactor(services, request, staff, { form, required });
  if ("toast" in result)
    return redirectWithToast(twoFactorPagePath, result.toast, { headers: result.headers });
  return data(result.answer, { status: result.status, headers: result.headers });
}

export default function AccountTwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  return <TwoFactorPage view={loaderData.view} required={loaderData.required} result={actionData} />;
}
