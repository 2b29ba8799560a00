import { data } from "react-router";

import { AddStaffForm } from "~/components/admin/staff-add-form";
import { StaffTable } from "~/components/admin/staff-table";
import type { AddField, AddMethod, AddStaffState } from "~/domain/staff/staff-fields";
import { addStaffSchema } from "~/domain/staff/staff-form";
import { requireStaff, type StaffUser } from "~/domain/staff/session.server";
import {
  createStaffAccount,
  inviteStaffAccount,
  listStaff,
  removeStaff,
  setStaffDisabled,
  StaffError,
} from "~/domain/staff/staff.server";
import { servicesContext, type AppServices } from "~/context";
import { recordAudit } from "~/domain/audit/audit.server";
import { fieldErrors } from "~/lib/form-errors";
import { redirectWithToast } from "~/lib/toast.server";

import type { Route } from "./+types/staff";

export function meta() {
  return [{ title: "Staff | Back office" }, { name: "robots", content: "noindex" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const staff = requireStaff(context);
  const accounts = await listStaff(context.get(servicesContext).auth);
  return {
    selfId: staff.id,
    rows: accounts.map((a) => ({ ...a, createdAt: a.createdAt.toISOString() })),
  };
}

type ActionResult = { add: AddStaffState; rowError?: undefined } | { rowError: string; add?: undefined };

async function addAccount(services: AppServices, staff: StaffUser, form: FormData, request: Request) {
  const name = String(form.get("name") ?? "").trim();
  const email = String(form.get("email") ?? "")
    .trim()
    .toLowerCase();
  const method: AddMethod = form.get("method") === "invite" ? "invite" : "password";
  const password = String(form.get("password") ?? "");
  const parsed = addStaffSchema.safeParse({ name, email, method, password });
  const errors = parsed.success ? {} : fieldErrors<AddField>(parsed.error);
  const refused = (all: AddStaffState["errors"]) =>
    data<ActionResult>({ add: { values: { name, email, method }, errors: all } }, { status: 400 });
  if (Object.keys(errors).length > 0) return refused(errors);

  let id: string;
  try {
    id =
      method === "invite"
        ? await inviteStaffAccount(services.auth, { name, email }, request.headers)
        : await createStaffAccount(services.auth, { name, email, password });
  } catch (error) {
    if (error instanceof StaffError)
      return refused(error.message.includes("email") ? { email: error.message } : { form: error.message });
    throw error;
  }
  await recordAudit(services.db, {
    actor: staff.name,
    action: "created",
    entity: "staff",
    entityId: id,
    summary: `${method === "invite" ? "Invited" : "Added"} staff account ${name} (${email})`,
  });
  return redirectWithToast("/admin/staff", {
    type: "success",
    message: method === "invite" ? `Invitation sent to ${email}.` : "Staff account added.",
  });
}

const verbs = {
  disable: { done: "Disabled", toast: "Staff account disabled." },
  enable: { done: "Enabled", toast: "Staff account enabled." },
  remove: { done: "Removed", toast: "Staff account removed." },
} as const;

/**
 * Adds, disables, enables and removes accounts. Nobody can disable or remove their own account
 * (so no one locks themselves out by a slip), and the last active account always stays.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context);
  const services = context.get(servicesContext);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  if (intent === "add") return addAccount(services, staff, form, request);
  if (intent !== "disable" && intent !== "enable" && intent !== "remove") {
    return data<ActionResult>({ rowError: "Unknown action." }, { status: 400 });
  }

  const id = String(form.get("id") ?? "");
  if (id === staff.id) {
    return data<ActionResult>(
      { rowError: "You cannot disable or remove your own account. Ask another administrator." },
      { status: 400 },
    );
  }
  if (intent === "remove" && form.get("confirm") !== "yes") {
    return data<ActionResult>({ rowError: "Confirm the removal first." }, { status: 400 });
  }
  let account;
  try {
    account =
      intent === "remove"
        ? await removeStaff(services.auth, id)
        : await setStaffDisabled(services.auth, id, intent === "disable");
  } catch (error) {
    if (error instanceof StaffError) return data<ActionResult>({ rowError: error.message }, { status: 400 });
    throw error;
  }
  await recordAudit(services.db, {
    actor: staff.name,
    action: intent === "remove" ? "deleted" : `${intent}d`,
    entity: "staff",
    entityId: id,
    summary: `${verbs[intent].done} staff account ${account.name} (${account.email})`,
  });
  return redirectWithToast("/admin/staff", { type: "success", message: verbs[intent].toast });
}

export default function Staff({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-forest-900 sm:text-3xl">Staff</h1>
        <p className="mt-1 text-neutral-600">
          The people who can sign in to the back office. Disabling an account signs it out at once.
        </p>
      </div>
      {actionData?.rowError ? (
        <div
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {actionData.rowError}
        </div>
      ) : null}
      <StaffTable rows={loaderData.rows} selfId={loaderData.selfId} />
      <AddStaffForm key={loaderData.rows.map((r) => r.id).join()} state={actionData?.add} />
    </div>
  );
}
