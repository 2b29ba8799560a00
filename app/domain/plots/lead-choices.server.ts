import type { DB } from "#app/db/database.server.ts";

/** A hold names a lead from this many of its project's latest leads. */
export const leadChoiceLimit = 50;

/**
 * Whose leads a staff member may name in a hold (issue "Roles"): every lead, those assigned to
 * them (a sales executive), or none (a role without the leads, which never sees their names).
 */
export type LeadChoiceScope = "all" | "none" | { assignedTo: string };

/**
 * The leads staff may pick when they put a plot on hold: the project's latest leads (spam left out)
 * in the scope, newest first, each as "Name (phone)".
 */
export async function listLeadChoices(
  db: DB,
  projectId: string,
  scope: LeadChoiceScope = "all",
  limit: number = leadChoiceLimit,
): Promise<{ value: string; label: string }[]> {
  if (scope === "none") return [];
  let query = db
    .selectFrom("leads")
    .select(["id", "name", "phone"])
    .where("project_id", "=", projectId)
    .where("spam_reason", "is", null);
  if (scope !== "all") query = query.where("assigned_to", "=", scope.assignedTo);
  const leads = await query.orderBy("created_at", "desc").limit(limit).execute();
  return leads.map((lead) => ({ value: lead.id, label: `${lead.name ?? "Unnamed"} (${lead.phone ?? ""})` }));
}
