import type { FieldRule } from "#app/lib/field-rules.ts";
import type { FieldErrors } from "#app/lib/form-errors.ts";
import { newPasswordRule } from "./password-policy.ts";
import type { StaffRole } from "./roles.ts";

/**
 * "Add a staff account": the fields' limits, messages and native constraints, shared by the schema
 * in staff-form.ts (server) and the form (browser), which takes them from here so zod stays out of
 * the page.
 */

export type AddMethod = "password" | "invite";

/** How long a link works, as the invitation mail and the Staff page say it. */
export const hoursInWords = (hours: number) => (hours === 1 ? "one hour" : `${hours} hours`);
export type AddField = "name" | "email" | "password";

export const addStaffMessages = {
  name: "Please enter a name.",
  nameLength: "Use at most 80 characters.",
  email: "Please enter a valid email address.",
} as const;

export const addStaffRules = {
  name: { required: true, maxLength: 80 },
  email: { required: true, type: "email", maxLength: 120 },
  password: newPasswordRule,
} satisfies Record<AddField, FieldRule>;

/** What a refused "Add" gives back to the form: what was typed (not the password) and the messages. */
export interface AddStaffState {
  values: { name: string; email: string; method: AddMethod; role: StaffRole };
  errors: FieldErrors<AddField | "role" | "form">;
}
