import { z } from "zod";

import type { DB } from "#app/db/database.server.ts";
import { timestamp } from "#app/db/time.ts";
import { fieldErrors, type FieldErrors } from "#app/lib/form-errors.ts";
import { toastResult, type Toast } from "#app/lib/toast.ts";
import { recordAudit } from "#app/domain/audit/index.server.ts";
import { leadSettingsMessages, leadSettingsRules, maxSalesEmails } from "./lead-settings-fields.ts";

const { retentionMonths } = leadSettingsRules;

/**
 * How leads are handled (Settings, "Leads"): who gets the alert e-mail of each new lead, and how
 * long a closed (won or lost) lead is kept. Stored apart from the company details so a page of
 * the public site never reads the sales team's addresses.
 */
export const leadSettingsSchema = z.object({
  salesEmails: z
    .array(z.email(leadSettingsMessages.salesEmails).max(120, leadSettingsMessages.salesEmails))
    .max(maxSalesEmails, leadSettingsMessages.salesEmails),
  retentionMonths: z
    .number(leadSettingsMessages.retentionMonths)
    .int(leadSettingsMessages.retentionMonths)
    .min(retentionMonths.min, leadSettingsMessages.retentionMonths)
    .max(retentionMonths.max, leadSettingsMessages.retentionMonths),
});

export type LeadSettings = z.infer<typeof leadSettingsSchema>;

/** No sales address yet: alerts go to the company e-mail of the site settings. */
export const defaultLeadSettings: LeadSettings = { salesEmails: [], retentionMonths: 24 };

const leadsKey = "leads";

/** "a@x.in, b@y.in" → ["a@x.in", "b@y.in"]; blanks and repeats dropped. */
export function parseEmailList(text: string): string[] {
  const seen = new Set<string>();
  for (const part of text.split(/[,;\s]+/)) {
    const email = part.trim().toLowerCase();
    if (email !== "") seen.add(email);
  }
  return [...seen];
}

export async function getLeadSettings(db: DB): Promise<LeadSettings> {
  const row = await db.selectFrom("settings").select("value").where("key", "=", leadsKey).executeTakeFirst();
  if (!row) return defaultLeadSettings;
  try {
    const parsed = leadSettingsSchema.safeParse({ ...defaultLeadSettings, ...JSON.parse(row.value) });
    return parsed.success ? parsed.data : defaultLeadSettings;
  } catch {
    return defaultLeadSettings;
  }
}

export async function saveLeadSettings(db: DB, settings: LeadSettings): Promise<void> {
  const value = JSON.stringify(leadSettingsSchema.parse(settings));
  const now = timestamp();
  await db
    .insertInto("settings")
    .values({ key: leadsKey, value, updated_at: now })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at: now }))
    .execute();
}

type LeadSettingsField = keyof LeadSettings;

export type LeadSettingsSaveResult =
  | { toast: Toast }
  | {
      values: Record<LeadSettingsField, string>;
      errors: FieldErrors<LeadSettingsField>;
    };

/**
 * Settings, "Leads": the alert addresses and the retention period of closed leads, checked, then
 * saved with their audit entry in one transaction.
 */
export async function saveLeadSettingsForm(
  db: DB,
  actor: string,
  form: FormData,
): Promise<LeadSettingsSaveResult> {
  const values: Record<LeadSettingsField, string> = {
    salesEmails: String(form.get("salesEmails") ?? ""),
    retentionMonths: String(form.get("retentionMonths") ?? ""),
  };
  const months = values.retentionMonths.trim();
  const parsed = leadSettingsSchema.safeParse({
    salesEmails: parseEmailList(values.salesEmails),
    retentionMonths: months === "" ? Number.NaN : Number(months),
  });
  if (!parsed.success) {
    return { values, errors: fieldErrors<LeadSettingsField>(parsed.error) };
  }
  const { salesEmails, retentionMonths } = parsed.data;
  const alertsTo = salesEmails.length > 0 ? salesEmails.join(", ") : "the company e-mail";
  const kept = retentionMonths === 0 ? "indefinitely" : `${retentionMonths} months`;
  await db.transaction().execute(async (trx) => {
    await saveLeadSettings(trx, parsed.data);
    await recordAudit(trx, {
      actor,
      action: "updated",
      entity: "settings",
      summary: `Updated lead settings: alerts to ${alertsTo}, closed leads kept ${kept}`,
    });
  });
  return toastResult("success", "Lead settings saved.");
}
