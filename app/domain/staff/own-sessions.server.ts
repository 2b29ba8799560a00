import Bowser from "bowser";

import type { DB } from "#app/db/database.server.ts";
import { timestamp, toDate } from "#app/db/time.ts";
import { recordAudit } from "#app/domain/audit/index.server.ts";
import { describeWhen } from "#app/lib/when.ts";
import type { StaffUser } from "./session.server.ts";
import type { OwnSessionRow } from "./staff-view.ts";

/** What a User-Agent says in two words: the browser, and the system it runs on. */
export function deviceName(userAgent: string | null): string {
  if (!userAgent) return "Unknown browser";
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name || "Unknown browser";
  return parsed.os.name ? `${browser} on ${parsed.os.name}` : browser;
}

/** The staff member's sessions that have not expired, the most recently used first. */
export async function listOwnSessions(db: DB, staff: StaffUser, now = new Date()): Promise<OwnSessionRow[]> {
  const rows = await db
    .selectFrom("auth_session")
    .select(["id", "user_agent", "ip_address", "created_at", "updated_at"])
    .where("user_id", "=", staff.id)
    .where("expires_at", ">", timestamp(now))
    .orderBy("updated_at", "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    device: deviceName(row.user_agent),
    ipAddress: row.ip_address,
    signedIn: describeWhen(toDate(row.created_at), now),
    lastActive: describeWhen(toDate(row.updated_at), now),
    current: row.id === staff.sessionId,
  }));
}

/**
 * "Sign out everywhere else": every session of the staff member but this one ends, at once (the
 * next request of each is signed out). Answers how many ended; the audit log says so.
 */
export async function endOtherSessions(db: DB, staff: StaffUser): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const ended = await trx
      .deleteFrom("auth_session")
      .where("user_id", "=", staff.id)
      .where("id", "!=", staff.sessionId ?? "")
      .executeTakeFirst();
    const count = Number(ended.numDeletedRows);
    await recordAudit(trx, {
      actor: staff.name,
      action: "updated",
      entity: "staff",
      entityId: staff.id,
      summary: `Signed out ${count === 1 ? "1 other session" : `${count} other sessions`}`,
    });
    return count;
  });
}
