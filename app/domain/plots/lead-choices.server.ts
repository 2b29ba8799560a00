import type { DB } from "#app/db/database.server.ts";

/** A hold names a lead from this many of its project's latest leads. */
export const leadChoiceLimit = 50;

/**
 * The leads staff may pick when they put a plot on hold: the project's latest leads (spam left out),
 * newest first, each as "Name (phone)".
 */
export async function listLeadChoices(
  db: DB,
  projectId: string,
  limit: number = leadChoiceLimit,
): Promise<{ value: string; label: string }[]> {
  const leads = await db
    .selectFrom("leads")
    .select(["id", "name", "phone"])
    .where("project_id", "=", projectId)
    .where("spam_reason", "is", null)
    .orderBy("created_at", "desc")
    .limit(limit)
    .execute();
  return leads.map((lead) => ({ value: lead.id, label: `${lead.name ?? "Unnamed"} (${lead.phone ?? ""})` }));
}
