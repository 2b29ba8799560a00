import type { DB } from "#app/db/database.server.ts";
import { timestamp } from "#app/db/time.ts";
import { normalizeIndianPhone } from "#app/domain/leads/index.ts";
import { whatsAppMessages } from "./whatsapp-model.ts";

/** A staff member's WhatsApp number for new-lead alerts (Your account), or "" when none is set. */
export async function getStaffPhone(db: DB, userId: string): Promise<string> {
  const row = await db
    .selectFrom("staff_phones")
    .select("whatsapp")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row?.whatsapp ?? "";
}

/** Saves (or, given "", removes) the number; a number that is not one comes back as an error. */
export async function saveStaffPhone(
  db: DB,
  userId: string,
  typed: string,
): Promise<{ saved: string } | { error: string; typed: string }> {
  if (typed.trim() === "") {
    await db.deleteFrom("staff_phones").where("user_id", "=", userId).execute();
    return { saved: "" };
  }
  const phone = normalizeIndianPhone(typed);
  if (!phone) return { error: whatsAppMessages.staffNumber, typed };
  const now = timestamp();
  await db
    .insertInto("staff_phones")
    .values({ user_id: userId, whatsapp: phone, updated_at: now })
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ whatsapp: phone, updated_at: now }))
    .execute();
  return { saved: phone };
}
