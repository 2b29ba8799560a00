import type { DB } from "../../db/database.server.ts";
import { timestamp } from "../../db/time.ts";
import { defaultSiteSettings, siteSettingsSchema, socialLinkFields, type SiteSettings } from "./settings.ts";

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
