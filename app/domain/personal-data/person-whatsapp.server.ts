import type { DB } from "#app/db/database.server.ts";
import { toDateOrNull } from "#app/db/time.ts";

/**
 * A person's WhatsApp messages (issue "WhatsApp channel"), both ways, for the download: those of
 * their leads and of their phone numbers. An erasure deletes them with the leads and the person
 * (the foreign keys cascade); a STOP they wrote is kept by number, so that nothing is sent again.
 */
export async function personWhatsAppFile(db: DB, leadIds: readonly string[]): Promise<unknown[]> {
  if (leadIds.length === 0) return [];
  const rows = await db
    .selectFrom("whatsapp_messages")
    .select(["id", "lead_id", "direction", "phone", "purpose", "body", "state", "created_at", "state_at"])
    .where((eb) =>
      eb.or([
        eb("lead_id", "in", leadIds),
        eb("person_id", "in", eb.selectFrom("leads").select("person_id").where("id", "in", leadIds)),
      ]),
    )
    .where("purpose", "!=", "lead-alert")
    .orderBy("created_at")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    leadId: row.lead_id,
    direction: row.direction,
    phone: row.phone,
    purpose: row.purpose,
    text: row.body,
    state: row.state,
    createdAt: toDateOrNull(row.created_at)?.toISOString() ?? null,
    stateAt: toDateOrNull(row.state_at)?.toISOString() ?? null,
  }));
}
