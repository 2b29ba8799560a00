import { fieldErrors } from "#app/lib/form-errors.ts";
import { toastResult, type Toast } from "#app/lib/toast.ts";
import type { Auth } from "./auth.server.ts";
import { isStaffRole, roleNames, type StaffRole } from "./roles.ts";
import type { StaffUser } from "./session.server.ts";
import type { AddMethod, AddStaffState } from "./staff-fields.ts";
import { addStaffSchema } from "./staff-form.ts";
import type { StaffConfirmation } from "./staff-view.ts";
import {
  createStaffAccount,
  inviteStaffAccount,
  removeStaff,
  setStaffDisabled,
  setStaffRole,
  StaffError,
  turnOffStaffTwoFactor,
  type StaffAudit,
} from "./staff.server.ts";

/**
 * The Staff page's changes: add (with a first password, or by invitation, in a role), a role
 * change, disable, enable and remove. Each account change and its audit entry are stored in one
 * transaction.
 */

/** Back to the page with a message, or the page again (400) with the add form's or a row's error. */
export type StaffChangeResult =
  { toast: Toast } | { add: AddStaffState; rowError?: undefined } | { rowError: string; add?: undefined };

export async function addStaff(
  auth: Auth,
  actor: string,
  form: FormData,
  headers: Headers,
): Promise<StaffChangeResult> {
  const name = String(form.get("name") ?? "").trim();
  const email = String(form.get("email") ?? "")
    .trim()
    .toLowerCase();
  const method: AddMethod = form.get("method") === "invite" ? "invite" : "password";
  const password = String(form.get("password") ?? "");
  // The form always sends a role; a post without one adds a sales executive.
  const roleValue = form.get("role") ?? "sales-executive";
  const role: StaffRole = isStaffRole(roleValue) ? roleValue : "sales-executive";
  const checked = addStaffSchema.safeParse({ name, email, method, password });
  const errors: AddStaffState["errors"] = checked.success ? {} : fieldErrors(checked.error);
  if (!isStaffRole(roleValue)) errors.role = "Choose a role from the list.";
  const refused = (all: AddStaffState["errors"]) => ({
    add: { values: { name, email, method, role }, errors: all },
  });
  if (Object.keys(errors).length > 0) return refused(errors);

  const verb = method === "invite" ? "Invited" : "Added";
  const audit: StaffAudit = (account) => ({
    actor,
    action: "created",
    entity: "staff",
    entityId: account.id,
    summary: `${verb} staff account ${account.name} (${account.email}) as ${roleNames[account.role]}`,
  });
  try {
    if (method === "invite") await inviteStaffAccount(auth, { name, email, role }, headers, audit);
    else await createStaffAccount(auth, { name, email, password, role }, audit);
  } catch (error) {
    if (error instanceof StaffError)
      return refused(error.message.includes("email") ? { email: error.message } : { form: error.message });
    throw error;
  }
  return toastResult(
    "success",
    method === "invite" ? `Invitation sent to ${email}.` : "Staff account added.",
  );
}

const changes = {
  disable: { action: "disabled", done: "Disabled", toast: "Staff account disabled." },
  enable: { action: "enabled", done: "Enabled", toast: "Staff account enabled." },
  remove: { action: "deleted", done: "Removed", toast: "Staff account removed." },
  "two-factor-off": {
    action: "updated",
    done: "Turned off two-factor sign-in of",
    toast: "Two-factor sign-in turned off. They sign in with their password and may set it up again.",
  },
} as const;

/**
 * A disable or a removal of someone else's account posted without `confirm=yes`: the Staff page
 * asks first (the browser without JavaScript posted its button unconfirmed). A change of one's own
 * account is left to `changeStaff`, which refuses it.
 */
export function changeToConfirm(staff: StaffUser, form: FormData): StaffConfirmation | null {
  const intent = form.get("intent");
  const id = String(form.get("id") ?? "");
  if (intent !== "disable" && intent !== "remove" && intent !== "two-factor-off") return null;
  if (form.get("confirm") === "yes" || id === staff.id) return null;
  return { intent, id };
}

/**
 * Disables, enables or removes an account. Nobody can disable or remove their own account (so no
 * one locks themselves out by a slip), and the last active account always stays.
 */
export async function changeStaff(auth: Auth, staff: StaffUser, form: FormData): Promise<StaffChangeResult> {
  const intent = String(form.get("intent") ?? "");
  if (intent === "role") return changeRole(auth, staff, form);
  if (!(intent in changes)) return { rowError: "Unknown action." };
  const change = changes[intent as keyof typeof changes];
  const id = String(form.get("id") ?? "");
  if (id === staff.id) {
    return { rowError: "You cannot disable or remove your own account. Ask another administrator." };
  }
  if (intent === "remove" && form.get("confirm") !== "yes") return { rowError: "Confirm the removal first." };

  const audit: StaffAudit = (account) => ({
    actor: staff.name,
    action: change.action,
    entity: "staff",
    entityId: account.id,
    summary: `${change.done} staff account ${account.name} (${account.email})`,
  });
  try {
    if (intent === "remove") await removeStaff(auth, id, audit);
    else if (intent === "two-factor-off") await turnOffStaffTwoFactor(auth, id, audit);
    else await setStaffDisabled(auth, id, intent === "disable", audit);
  } catch (error) {
    if (error instanceof StaffError) return { rowError: error.message };
    throw error;
  }
  return toastResult("success", change.toast);
}

/** Gives someone else's account another role; their sessions end (staff.server.ts `setStaffRole`). */
async function changeRole(auth: Auth, staff: StaffUser, form: FormData): Promise<StaffChangeResult> {
  const id = String(form.get("id") ?? "");
  const role = form.get("role");
  if (!isStaffRole(role)) return { rowError: "Choose a role from the list." };
  if (id === staff.id) return { rowError: "You cannot change your own role. Ask another owner." };
  const audit: StaffAudit = (account) => ({
    actor: staff.name,
    action: "updated",
    entity: "staff",
    entityId: account.id,
    summary: `Made ${account.name} (${account.email}) ${roleNames[role]}`,
  });
  try {
    await setStaffRole(auth, id, role, audit);
  } catch (error) {
    if (error instanceof StaffError) return { rowError: error.message };
    throw error;
  }
  return toastResult("success", `Role changed to ${roleNames[role]}.`);
}
