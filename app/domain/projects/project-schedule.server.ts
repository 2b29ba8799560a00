import type { DB } from "#app/db/database.server.ts";
import { carryOutDue, hasSchedule, scheduleOf } from "#app/db/schedules.server.ts";
import { recordAudit } from "#app/domain/audit/index.server.ts";
import { recordRevision } from "#app/domain/revisions/index.server.ts";
import { dueChange, type ScheduledItem } from "#app/lib/publish-schedule.ts";
import { getProject, updateProject } from "./projects.server.ts";
import { toProjectFormValues } from "./project-views.ts";

/**
 * Issue "Publish later and go back": the projects whose scheduled publish or take-down time has
 * come, carried out as a save of its own (a revision, so an editor opened before it is refused
 * rather than putting the old visibility back, and an audit entry). Each is written only if no
 * save came between reading it and writing it; that one is left for the next run.
 */
export function carryOutProjectSchedules(db: DB, now: Date, actor: string): Promise<number> {
  return carryOutDue(db, "projects", now, async (trx, id) => {
    const project = await getProject(trx, id);
    const change = project && dueChange(project, project.published, now);
    if (!project || !change) return false;
    if (!(await updateProject(trx, id, change, project.revision))) return false;
    const saved = (await getProject(trx, id))!;
    const fields = toProjectFormValues(saved);
    await recordRevision(trx, "project", id, { revision: saved.revision, actor, fields }, now);
    const summary = `${change.published ? "Published" : "Took off the website"} project ${project.name} as scheduled`;
    await recordAudit(trx, { actor, action: "updated", entity: "project", entityId: id, summary });
    return true;
  });
}

/** What the back office's list of scheduled work shows of each scheduled project. */
export async function scheduledProjects(db: DB): Promise<ScheduledItem[]> {
  const rows = await db
    .selectFrom("projects")
    .select(["id", "name", "published", "scheduled_publish_at", "scheduled_unpublish_at"])
    .where(hasSchedule)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.name,
    published: Number(row.published) === 1,
    ...scheduleOf(row),
  }));
}
