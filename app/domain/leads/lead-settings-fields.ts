import type { FieldRule } from "#app/lib/field-rules.ts";

/**
 * Settings, "Leads": the fields' messages and native constraints, shared by the schema in
 * lead-settings.server.ts and the form (browser), which takes them from here so zod stays out of
 * the page.
 */

export type LeadSettingsField = "salesEmails" | "retentionMonths";

export const maxSalesEmails = 10;

export const leadSettingsMessages = {
  salesEmails: `Enter e-mail addresses separated by commas (at most ${maxSalesEmails}).`,
  retentionMonths: "Enter a whole number of months from 1 to 120, or 0 to keep closed leads.",
} as const satisfies Record<LeadSettingsField, string>;

export const leadSettingsRules = {
  // A list of addresses, so not type="email" (which takes one).
  salesEmails: { type: "text", inputMode: "email" },
  retentionMonths: { required: true, type: "number", inputMode: "numeric", min: 0, max: 120, step: 1 },
} satisfies Record<LeadSettingsField, FieldRule>;
