import { z } from "zod";

import type { DB } from "#app/db/database.server.ts";
import { timestamp } from "#app/db/time.ts";
import { recordAudit } from "#app/domain/audit/index.server.ts";
import { normalizeIndianPhone } from "#app/domain/leads/index.ts";
import { fieldErrors, type FieldErrors } from "#app/lib/form-errors.ts";
import { toastResult, type Toast } from "#app/lib/toast.ts";
import {
  templatePurposeInfo,
  templatePurposes,
  whatsAppMessages,
  type TemplatePurpose,
} from "./whatsapp-model.ts";

/**
 * Settings → WhatsApp: the approved template each purpose sends (by name and language; a purpose
 * without one sends nothing), and the sales numbers that get a new lead's alert when it has no
 * executive with a number. The secrets are never here: they live in the environment.
 */

const languageCode = /^[a-z]{2,3}(_[A-Z]{2})?$/;

/**
 * A template by its approved name and language; for a message to the buyer, also the language code
 * of its Tamil translation approved under the same name (issue "Tamil and English"), which buyers
 * who wrote from a Tamil page get.
 */
const template = z.object({
  name: z.string().regex(/^[a-z0-9_]{1,512}$/, whatsAppMessages.templateName),
  language: z.string().regex(languageCode, whatsAppMessages.templateLanguage),
  tamil: z.string().regex(languageCode, whatsAppMessages.templateTamil).optional(),
});

export type TemplateSetting = z.infer<typeof template>;

export const whatsAppSettingsSchema = z.object({
  templates: z.partialRecord(z.enum(templatePurposes), template),
  salesNumbers: z
    .array(z.string().regex(/^\+\d{8,15}$/, whatsAppMessages.salesNumbers))
    .max(10, whatsAppMessages.salesNumbers),
});

export type WhatsAppSettings = z.infer<typeof whatsAppSettingsSchema>;

export const defaultWhatsAppSettings: WhatsAppSettings = { templates: {}, salesNumbers: [] };

const settingsKey = "whatsapp";

export async function getWhatsAppSettings(db: DB): Promise<WhatsAppSettings> {
  const row = await db
    .selectFrom("settings")
    .select("value")
    .where("key", "=", settingsKey)
    .executeTakeFirst();
  if (!row) return defaultWhatsAppSettings;
  try {
    const parsed = whatsAppSettingsSchema.safeParse(JSON.parse(row.value));
    return parsed.success ? parsed.data : defaultWhatsAppSettings;
  } catch {
    return defaultWhatsAppSettings;
  }
}

type TemplateField = keyof TemplateSetting;

/**
 * The form's field names: `<purpose>.name`, `<purpose>.language` and `<purpose>.tamil` for each
 * template (a message to staff has no Tamil one: its field stays empty), and the numbers.
 */
export type WhatsAppSettingsField = `${TemplatePurpose}.${TemplateField}` | "salesNumbers";

export function whatsAppFormValues(settings: WhatsAppSettings): Record<WhatsAppSettingsField, string> {
  const values: Partial<Record<WhatsAppSettingsField, string>> = {
    salesNumbers: settings.salesNumbers.join(", "),
  };
  for (const purpose of templatePurposes) {
    values[`${purpose}.name`] = settings.templates[purpose]?.name ?? "";
    values[`${purpose}.language`] = settings.templates[purpose]?.language ?? "en";
    values[`${purpose}.tamil`] = settings.templates[purpose]?.tamil ?? "";
  }
  return values as Record<WhatsAppSettingsField, string>;
}

export type WhatsAppSettingsSaveResult =
  | { toast: Toast }
  | { values: Record<WhatsAppSettingsField, string>; errors: FieldErrors<WhatsAppSettingsField> };

/** "98765 43210, +91 91234 56789" → ["+919876543210", "+919123456789"]; one not a number stays as typed, to be refused. */
function parseNumbers(text: string): string[] {
  const numbers = text
    .split(/[,;\n]+/)
    .map((part) => part.trim())
    .filter((part) => part !== "")
    .map((part) => normalizeIndianPhone(part) ?? part);
  return [...new Set(numbers)];
}

/** Checks and saves the WhatsApp section with its audit entry; a refused form comes back as typed. */
export async function saveWhatsAppSettingsForm(
  db: DB,
  actor: string,
  form: FormData,
): Promise<WhatsAppSettingsSaveResult> {
  const values = Object.fromEntries(
    (Object.keys(whatsAppFormValues(defaultWhatsAppSettings)) as WhatsAppSettingsField[]).map((field) => [
      field,
      String(form.get(field) ?? "").trim(),
    ]),
  ) as Record<WhatsAppSettingsField, string>;
  const errors: FieldErrors<WhatsAppSettingsField> = {};
  const templates: WhatsAppSettings["templates"] = {};
  for (const purpose of templatePurposes) {
    const name = values[`${purpose}.name`];
    if (name === "") continue;
    const tamil = templatePurposeInfo[purpose].toBuyer ? values[`${purpose}.tamil`] : "";
    const parsed = template.safeParse({
      name,
      language: values[`${purpose}.language`] || "en",
      ...(tamil === "" ? {} : { tamil }),
    });
    if (parsed.success) templates[purpose] = parsed.data;
    for (const [field, message] of Object.entries(
      fieldErrors<TemplateField>(parsed.error ?? { issues: [] }),
    )) {
      errors[`${purpose}.${field as TemplateField}`] = message;
    }
  }
  const numbers = whatsAppSettingsSchema.shape.salesNumbers.safeParse(parseNumbers(values.salesNumbers));
  if (!numbers.success) errors.salesNumbers = whatsAppMessages.salesNumbers;
  if (Object.keys(errors).length > 0 || !numbers.success) return { values, errors };
  const settings: WhatsAppSettings = { templates, salesNumbers: numbers.data };
  const value = JSON.stringify(settings);
  const now = timestamp();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("settings")
      .values({ key: settingsKey, value, updated_at: now })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at: now }))
      .execute();
    const set = templatePurposes.filter((purpose) => templates[purpose]);
    await recordAudit(trx, {
      actor,
      action: "updated",
      entity: "settings",
      summary: `Updated WhatsApp settings: ${set.length} template${set.length === 1 ? "" : "s"}, ${numbers.data.length} sales number${numbers.data.length === 1 ? "" : "s"}`,
    });
  });
  return toastResult("success", whatsAppMessages.saved);
}
