import { data } from "react-router";

import { StaffPage } from "#app/components/admin/staff/staff-page.tsx";
import { servicesContext } from "#app/context.ts";
import { requirePermission } from "#app/domain/staff/session.server.ts";
import { addStaff, changeStaff, changeToConfirm } from "#app/domain/staff/staff-changes.server.ts";
import { listStaff } from "#app/domain/staff/staff.server.ts";
import { toStaffRow } from "#app/domain/staff/staff-view.ts";
import { readForm } from "#app/lib/read-form.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";

import type { Route } from "./+types/staff";

export function meta() {
  return [{ title: "Staff | Back office" }, { name: "robots", content: "noindex" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const staff = requirePermission(context, "manage-site");
  const { auth } = context.get(servicesContext);
  const accounts = await listStaff(auth);
  return {
    selfId: staff.id,
    invitationLinkHours: (await auth.loaded()).invitationLinkHours,
    rows: accounts.map(toStaffRow),
  };
}

/**
 * Adds, disables, enables and removes accounts (the rules are in the staff domain). A disable or a
 * removal posted unconfirmed (without JavaScript) changes nothing and answers with its confirmation step.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = requirePermission(context, "manage-site");
  const { auth } = context.get(servicesContext);
  const form = await readForm(request);
  const confirming = changeToConfirm(staff, form);
  if (confirming) return data({ confirming }, { status: 400 });
  const result =
    form.get("intent") === "add"
      ? await addStaff(auth, staff.name, form, request.headers)
      : await changeStaff(auth, staff, form);
  if ("toast" in result) return redirectWithToast("/admin/staff", result.toast);
  return data(result, { status: 400 });
}

export default function Staff({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <StaffPage
      {...loaderData}
      add={actionData && "add" in actionData ? actionData.add : undefined}
      rowError={actionData && "rowError" in actionData ? actionData.rowError : undefined}
      confirming={actionData && "confirming" in actionData ? actionData.confirming : undefined}
      closeHref="/admin/staff"
    />
  );
}
