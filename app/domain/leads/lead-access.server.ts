import type { DB } from "#app/db/database.server.ts";
import { timestamp } from "#app/db/time.ts";
import { recordAudit } from "#app/domain/audit/index.server.ts";
import { isId } from "#app/lib/ids.ts";

/**
 * Issue "Roles", buyers' personal data (DPDP Act): who opened a lead, who exported which leads.
 * Kept in the audit log beside the changes (who, when, which lead) and listed to owners on the
 * Personal data page; the dashboard's Recent Activity leaves these reads out (`leadAccessActions`).
 */
export const leadAccessActions = { viewed: "lead-viewed", exported: "lead-export" } as const;

/** The entries that name many leads by id: an export, and the retention period's deletions. */
export const leadListActions = [leadAccessActions.exported, "lead-retention"] as const;

/**
 * An entry's summary naming leads: what happened on its first line, the ids on its second,
 * space-separated (the audit log has no column for a list). `readLeadExport` reads it back.
 */
export function summaryWithLeadIds(said: string, leadIds: readonly string[]): string {
  return leadIds.length === 0 ? said : `${said}\n${leadIds.join(" ")}`;
}

/**
 * A page view within this long of the same person's last view of the same lead is the same
 * visit: the page loads its data again after each change made on it, and a reload is no new look.
 */
export const leadViewWindowMs = 5 * 60 * 1000;

/** Records that `actor` opened the lead's page, once per visit (`leadViewWindowMs`). */
export async function recordLeadView(
  db: DB,
  actor: { name: string },
  leadId: string,
  now: Date = new Date(),
): Promise<void> {
  const recent = await db
    .selectFrom("audit_log")
    .select("id")
    .where("entity", "=", "lead")
    .where("entity_id", "=", leadId)
    .where("action", "=", leadAccessActions.viewed)
    .where("actor", "=", actor.name)
    .where("created_at", ">", timestamp(new Date(now.getTime() - leadViewWindowMs)))
    .executeTakeFirst();
  if (recent) return;
  await recordAudit(db, {
    actor: actor.name,
    action: leadAccessActions.viewed,
    entity: "lead",
    entityId: leadId,
    summary: "Opened the lead",
  });
}

/**
 * Records a CSV export of leads: which leads went out, by id, never whose (no name, phone or
 * e-mail). The audit log has no column for a list, so the entry's summary says how many on its
 * first line and names the ids on its second, space-separated: at most `leadExportLimit` of them,
 * some 370 kB. `readLeadExport` reads it back.
 */
export async function recordLeadExport(
  db: DB,
  actor: { name: string },
  leadIds: readonly string[],
): Promise<void> {
  const said = `Exported ${leadIds.length === 1 ? "1 lead" : `${leadIds.length} leads`} to CSV`;
  await recordAudit(db, {
    actor: actor.name,
    action: leadAccessActions.exported,
    entity: "lead",
    summary: summaryWithLeadIds(said, leadIds),
  });
}

/**
 * An export's (or a retention deletion's) entry read back: what it says, and the ids of the leads
 * it named (none for an entry written before they named them).
 */
export function readLeadExport(summary: string): { summary: string; leadIds: string[] } {
  const [said = "", ids = ""] = summary.split("\n", 2);
  return { summary: said, leadIds: ids.split(" ").filter(isId) };
}
