import { data } from "react-router";

import { AddStaffForm } from "#app/components/admin/staff-add-form.tsx";
import { PageHeader } from "#app/components/ui/page-header.tsx";
import { StaffTable } from "#app/components/admin/staff-table.tsx";
import { servicesContext } from "#app/context.ts";
import { requireStaff } from "#app/domain/staff/session.server.ts";
import { addStaff, changeStaff } from "#app/domain/staff/staff-changes.server.ts";
import { listStaff } from "#app/domain/staff/staff.server.ts";
import { readForm } from "#app/lib/read-form.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";

import type { Route } from "./+types/staff";

export function meta() {
  return [{ title: "Staff | Back office" }, { name: "robots", content: "noindex" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const staff = requireStaff(context);
  const { auth } = context.get(servicesContext);
  const accounts = await listStaff(auth);
  return {
    selfId: staff.id,
    invitationLinkHours: (await auth.loaded()).invitationLinkHours,
    rows: accounts.map((a) => ({ ...a, createdAt: a.createdAt.toISOString() })),
  };
}

/** Adds, disables, enables and removes accounts (the rules are in the staff domain). */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context);
  const { auth } = context.get(servicesContext);
  const form = await readForm(request);
  const result =
    form.get("intent") === "add"
      ? await addStaff(auth, staff.name, form, request.headers)
      : await changeStaff(auth, staff, form);
  if ("toast" in result) return redirectWithToast("/admin/staff", result.toast);
  return data(result, { status: 400 });
}

export default function Staff({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader
        title="Staff"
        intro="The people who can sign in to the back office. Disabling an account signs it out at once."
      />
      {actionData?.rowError ? (
        <div
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {actionData.rowError}
        </div>
      ) : null}
      <StaffTable rows={loaderData.rows} selfId={loaderData.selfId} />
      <AddStaffForm
        key={loaderData.rows.map((r) => r.id).join()}
        state={actionData?.add}
        invitationLinkHours={loaderData.invitationLinkHours}
      />
    </div>
  );
}
