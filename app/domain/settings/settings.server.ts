import type { DB } from "#app/db/database.server.ts";
import { timestamp } from "#app/db/time.ts";
import { fieldErrors, type FieldErrors } from "#app/lib/form-errors.ts";
import { toastResult, type Toast } from "#app/lib/toast.ts";
import { recordAudit } from "#app/domain/audit/index.server.ts";
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
const numberFields = new Set<SettingsField>([
  "mapLatitude",
  "mapLongitude",
  "foundedYear",
  "plotHoldHours",
  "bookingDiscountApproval",
  "loanSharePercent",
  "loanTenureYears",
  "loanRatePercent",
]);

export type SettingsSaveResult =
  | { toast: Toast }
  | {
      /** The posted fields, as typed. */
      values: Partial<Record<SettingsField, string>>;
      errors: FieldErrors<SettingsField>;
    };

/**
 * One section of the Settings page (each has its own Save): the fields it posts are checked with
 * the settings schema over the stored values of the others (a refused value comes back as typed,
 * with its message), then the settings and an audit entry naming the changed fields are written in
 * one transaction, so a section never overwrites another's stored values.
 */
export async function saveSettingsForm(db: DB, actor: string, form: FormData): Promise<SettingsSaveResult> {
  const fields = settingsFields.filter((f) => form.has(f.name));
  const values = Object.fromEntries(fields.map((f) => [f.name, String(form.get(f.name))])) as Partial<
    Record<SettingsField, string>
  >;
  const posted = Object.fromEntries(
    fields.map(({ name }) => {
      const text = (values[name] ?? "").trim();
      // Number("") is 0: an empty number field must be refused, not saved as zero.
      return [name, numberFields.has(name) ? (text === "" ? Number.NaN : Number(text)) : text];
    }),
  );
  const checked = siteSettingsSchema.partial().safeParse(posted);
  if (!checked.success) {
    return { values, errors: fieldErrors<SettingsField>(checked.error) };
  }

  await db.transaction().execute(async (trx) => {
    const before = await getSiteSettings(trx);
    const after = siteSettingsSchema.parse({ ...before, ...checked.data });
    await saveSiteSettings(trx, after);
    const changed = fields.filter((f) => before[f.name] !== after[f.name]).map((f) => f.label);
    if (changed.length > 0) {
      const summary = `Updated settings: ${changed.join(", ")}`;
      await recordAudit(trx, { actor, action: "updated", entity: "settings", summary });
    }
  });
  return toastResult("success", "Settings saved.");
}
