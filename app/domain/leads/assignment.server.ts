import type { Kysely, Transaction } from "kysely";

import type { DB } from "#app/db/database.server.ts";
import { isPostgres } from "#app/db/migrations/dialect.ts";
import type { Database } from "#app/db/schema.ts";
import { timestamp } from "#app/db/time.ts";
import { recordAudit } from "#app/domain/audit/index.server.ts";
import {
  businessHoursFrom,
  getSiteSettings,
  isWithinBusinessHours,
} from "#app/domain/settings/index.server.ts";
import { isId } from "#app/lib/ids.ts";
import type { Toast } from "#app/lib/toast.ts";

/**
 * Issue "One inbox": each project's new leads go round the salespeople chosen for it (round robin:
 * the one whose last lead from the project is oldest, or who has had none), while the office is
 * open (Settings' business hours); outside them, or for a project without a rule, a lead waits in
 * the unassigned pool. The choice and its clock are written in the lead's own transaction, the
 * rule's rows locked on PostgreSQL, so two leads arriving at once go to two people.
 */

type Writer = DB | Transaction<Database>;

/** The salesperson a new lead of `projectId` goes to now, and their turn taken; null: the pool. */
export async function takeTurn(
  trx: Transaction<Database>,
  projectId: string | null,
  at: Date,
): Promise<{ id: string; name: string } | null> {
  if (projectId === null) return null;
  const site = await getSiteSettings(trx);
  if (!isWithinBusinessHours(at, businessHoursFrom(site.businessHours))) return null;
  const rows = await trx
    .selectFrom("assignment_rules")
    .innerJoin("auth_user", "auth_user.id", "assignment_rules.staff_id")
    .select([
      "assignment_rules.staff_id",
      "assignment_rules.last_assigned_at",
      "auth_user.name",
      "auth_user.disabled",
    ])
    .where("assignment_rules.project_id", "=", projectId)
    .$if(isPostgres(trx as unknown as Kysely<unknown>), (query) => query.forUpdate("assignment_rules"))
    .execute();
  const rules = rows.filter((rule) => !rule.disabled);
  if (rules.length === 0) return null;
  const stamp = (value: unknown) => (value === null ? "" : new Date(value as string).toISOString());
  rules.sort(
    (a, b) =>
      stamp(a.last_assigned_at).localeCompare(stamp(b.last_assigned_at)) || a.name.localeCompare(b.name),
  );
  const next = rules[0]!;
  // A turn is stamped strictly after the latest one, so leads of the same instant still go round.
  const latest = stamp(rules.at(-1)!.last_assigned_at);
  const turnAt = latest && latest >= at.toISOString() ? new Date(Date.parse(latest) + 1) : at;
  await trx
    .updateTable("assignment_rules")
    .set({ last_assigned_at: timestamp(turnAt) })
    .where("project_id", "=", projectId)
    .where("staff_id", "=", next.staff_id)
    .execute();
  return { id: next.staff_id, name: next.name };
}

/** Each project's chosen salespeople, for the Assignment page. */
export async function listAssignmentRules(db: Writer): Promise<Map<string, string[]>> {
  const rows = await db.selectFrom("assignment_rules").select(["project_id", "staff_id"]).execute();
  const byProject = Map.groupBy(rows, (row) => row.project_id);
  return new Map([...byProject].map(([project, chosen]) => [project, chosen.map((row) => row.staff_id)]));
}

/**
 * A project's rule as the Assignment page saves it: the chosen people (active staff who work
 * leads) replace the old ones, whose turns are forgotten; the change is in the audit log.
 */
export async function saveAssignmentRule(
  db: DB,
  actor: { name: string },
  form: FormData,
  assignable: readonly { id: string; name: string }[],
): Promise<Toast> {
  const projectId = form.get("projectId");
  const chosen = new Set(form.getAll("staff").map(String));
  const people = assignable.filter((person) => chosen.has(person.id));
  if (!isId(projectId)) return { type: "error", message: "That project no longer exists." };
  return db.transaction().execute(async (trx) => {
    const project = await trx
      .selectFrom("projects")
      .select("name")
      .where("id", "=", projectId)
      .executeTakeFirst();
    if (!project) return { type: "error", message: "That project no longer exists." };
    const kept = await trx
      .selectFrom("assignment_rules")
      .select("staff_id")
      .where("project_id", "=", projectId)
      .execute();
    const keep = new Set(kept.map((row) => row.staff_id));
    await trx
      .deleteFrom("assignment_rules")
      .where("project_id", "=", projectId)
      .$if(people.length > 0, (q) =>
        q.where(
          "staff_id",
          "not in",
          people.map((p) => p.id),
        ),
      )
      .execute();
    const added = people.filter((person) => !keep.has(person.id));
    if (added.length > 0) {
      await trx
        .insertInto("assignment_rules")
        .values(
          added.map((person) => ({ project_id: projectId, staff_id: person.id, last_assigned_at: null })),
        )
        .execute();
    }
    const names = people.map((person) => person.name).join(", ");
    await recordAudit(trx, {
      actor: actor.name,
      action: "updated",
      entity: "project",
      entityId: projectId,
      summary:
        people.length > 0
          ? `New leads of ${project.name} go round ${names}`
          : `New leads of ${project.name} wait in the pool`,
    });
    return { type: "success", message: `Assignment of ${project.name} saved.` };
  });
}
