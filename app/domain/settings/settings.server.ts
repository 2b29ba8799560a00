import type { DB } from "../../db/database.server.ts";
import { timestamp } from "../../db/time.ts";
import { fieldErrors, type FieldErrors } from "../../lib/form-errors.ts";
import { toastResult, type Toast } from "../../lib/toast.ts";
import { recordAudit } from "../audit/audit.server.ts";
import { defaultSiteSettings, siteSettingsSchema, socialLinkFields, type SiteSettings } from "./settings.ts";
import { settingsFields, type SettingsField } from "./settings-fields.ts";

const siteKey = "site";

/** The stored settings over the defaults; a damaged or partial record never breaks a page. */
export async function getSiteSettings(db: DB): Promise<SiteSettings> {
  const row = await db.selectFrom("settings").select("value").where("key", "=", siteKey).executeTakeFirst();
  if (!row) return defaultSiteSettings;
  let stored: unknown;
  try {
    stored = JSON.parse(row.value);
  } catch {
    return defaultSiteSettings;
  }
  const candidate: Record<string, unknown> = {
    ...defaultSiteSettings,
    ...(typeof stored === "object" && stored !== null ? stored : {}),
  };
  // A link saved before only web addresses were accepted is hidden, not shown as it was.
  for (const field of socialLinkFields) {
    if (!siteSettingsSchema.shape[field].safeParse(candidate[field]).success) candidate[field] = "";
  }
  const merged = siteSettingsSchema.safeParse(candidate);
  return merged.success ? merged.data : defaultSiteSettings;
}

/** Saves validated settings (the back office's Settings page checks them with the same schema). */
export async function saveSiteSettings(db: DB, settings: SiteSettings): Promise<void> {
  const value = JSON.stringify(siteSettingsSchema.parse(settings));
  const now = timestamp();
  await db
    .insertInto("settings")
    .values({ key: siteKey, value, updated_at: now })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at: now }))
    .execute();
}

/** Fields posted as text and stored as numbers. */
const numberFields = new Set<SettingsField>(["mapLatitude", "mapLongitude", "foundedYear"]);

export type SettingsSaveResult =
  | { toast: Toast }
  | {
      values: Record<SettingsField, string>;
      errors: FieldErrors<SettingsField>;
    };

/**
 * The Settings page's company details: every field checked with the settings schema (a refused
 * value comes back as typed, with its message), then the settings and an audit entry naming the
 * changed fields written in one transaction.
 */
export async function saveSettingsForm(db: DB, actor: string, form: FormData): Promise<SettingsSaveResult> {
  const fields = settingsFields;
  const values = Object.fromEntries(fields.map((f) => [f.name, String(form.get(f.name) ?? "")])) as Record<
    SettingsField,
    string
  >;
  const candidate = Object.fromEntries(
    fields.map(({ name }) => {
      const text = values[name].trim();
      // Number("") is 0: an empty number field must be refused, not saved as zero.
      return [name, numberFields.has(name) ? (text === "" ? Number.NaN : Number(text)) : text];
    }),
  );
  const parsed = siteSettingsSchema.safeParse(candidate);
  if (!parsed.success) {
    return { values, errors: fieldErrors<SettingsField>(parsed.error) };
  }

  await db.transaction().execute(async (trx) => {
    const before = await getSiteSettings(trx);
    await saveSiteSettings(trx, parsed.data);
    const changed = fields.filter((f) => before[f.name] !== parsed.data[f.name]).map((f) => f.label);
    if (changed.length > 0) {
      const summary = `Updated settings: ${changed.join(", ")}`;
      await recordAudit(trx, { actor, action: "updated", entity: "settings", summary });
    }
  });
  return toastResult("success", "Settings saved.");
}
