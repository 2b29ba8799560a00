import type { DB } from "#app/db/database.server.ts";
import { timestamp } from "#app/db/time.ts";
import { recordAudit } from "#app/domain/audit/index.server.ts";
import type { Toast } from "#app/lib/toast.ts";

import type { SignInSettings } from "./sign-in-settings.ts";

/**
 * Settings, "Sign-in" (issue "Roles"): whether owners must use two-factor sign-in. When they must,
 * an owner without it is sent to set it up before anything else in the back office
 * (`mustSetUpTwoFactor`), and cannot turn it off.
 */

const signInKey = "sign-in";

export async function getSignInSettings(db: DB): Promise<SignInSettings> {
  const row = await db.selectFrom("settings").select("value").where("key", "=", signInKey).executeTakeFirst();
  try {
    return { ownersNeedTwoFactor: row ? JSON.parse(row.value).ownersNeedTwoFactor === true : false };
  } catch {
    return { ownersNeedTwoFactor: false };
  }
}

/** The section's form: its box ticked or not, saved with its audit entry in one transaction. */
export async function saveSignInSettingsForm(db: DB, actor: string, form: FormData): Promise<Toast> {
  const ownersNeedTwoFactor = form.get("ownersNeedTwoFactor") === "yes";
  const value = JSON.stringify({ ownersNeedTwoFactor } satisfies SignInSettings);
  const now = timestamp();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("settings")
      .values({ key: signInKey, value, updated_at: now })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at: now }))
      .execute();
    await recordAudit(trx, {
      actor,
      action: "updated",
      entity: "settings",
      summary: ownersNeedTwoFactor
        ? "Owners must now use two-factor sign-in"
        : "Owners no longer must use two-factor sign-in",
    });
  });
  return { type: "success", message: "Sign-in settings saved." };
}

/** Whether Settings make this staff member use two-factor sign-in (they are an owner). */
export async function mustUseTwoFactor(db: DB, staff: { role: string }): Promise<boolean> {
  return staff.role === "owner" && (await getSignInSettings(db)).ownersNeedTwoFactor;
}

/** Whether this staff member must set up two-factor sign-in before anything else. */
export async function mustSetUpTwoFactor(
  db: DB,
  staff: { role: string; twoFactorEnabled: boolean },
): Promise<boolean> {
  return !staff.twoFactorEnabled && (await mustUseTwoFactor(db, staff));
}
