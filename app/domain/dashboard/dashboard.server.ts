import { sql } from "kysely";

import type { DB } from "#app/db/database.server.ts";
import { timestamp } from "#app/db/time.ts";
import { describeWhen } from "#app/lib/when.ts";
import { listRecentActivity } from "#app/domain/audit/index.server.ts";
import { personalDataReads } from "#app/domain/personal-data/index.server.ts";
import {
  statusCounts,
  statusKeys,
  toRecentProject,
  untranslatedProjectFields,
  type RecentProject,
} from "#app/domain/projects/index.ts";
import { listProjects } from "#app/domain/projects/index.server.ts";
import { countUntranslatedBlogs } from "#app/domain/blogs/index.server.ts";
import { plainSummary } from "./activity-words.ts";
import type { ActivityItem, DashboardStats } from "./dashboard-view.ts";

const dayMs = 24 * 60 * 60 * 1000;
/** The spec's "created within the last month" read as a rolling 30 days, so the number never jumps on the 1st. */
export const newProjectWindowDays = 30;

/** Whether a project's status reads as one of these (see statusKey: case and spaces ignored). */
function statusIn(statuses: readonly string[]) {
  return sql<boolean>`lower(trim(status)) in (${sql.join(statusKeys(statuses))})`;
}

/** Counted by the database in one query, so the dashboard never loads every project. */
export async function getDashboardStats(db: DB, now: Date = new Date()): Promise<DashboardStats> {
  const since = timestamp(new Date(now.getTime() - newProjectWindowDays * dayMs));
  const row = await db
    .selectFrom("projects")
    .select((eb) => [
      eb.fn.countAll().as("total"),
      eb.fn.count(eb.case().when(statusIn(statusCounts.activeProjects.statuses)).then(1).end()).as("active"),
      eb.fn.count(eb.case().when(statusIn(statusCounts.fewLeft.statuses)).then(1).end()).as("fewLeft"),
      // A project without a creation time reads as created now (spec §3), so it counts as new.
      eb.fn
        .count(
          eb
            .case()
            .when(eb.or([eb("created_at", ">=", since), eb("created_at", "is", null)]))
            .then(1)
            .end(),
        )
        .as("recent"),
    ])
    .executeTakeFirstOrThrow();
  return {
    activeProjects: Number(row.active),
    newProjects: Number(row.recent),
    totalProjects: Number(row.total),
    fewLeft: Number(row.fewLeft),
  };
}

/**
 * Issue "Tamil and English": how many projects have a text without its Tamil yet. Read whole, as
 * a nearby place's Tamil name sits inside its list; a developer's projects are tens, not thousands.
 */
export async function countUntranslatedProjects(db: DB): Promise<number> {
  return (await listProjects(db)).filter((project) => untranslatedProjectFields(project).length > 0).length;
}

/**
 * Issue "Tamil and English": how many posts, Published and Draft, have a text without its Tamil
 * yet, counted by the database (the four texts are columns).
 */
export function countUntranslatedPosts(db: DB): Promise<number> {
  return countUntranslatedBlogs(db);
}

/** Spec §9: the first 4 projects, newest first, with the picture the public cards show. */
export async function listRecentProjects(db: DB, limit = 4): Promise<RecentProject[]> {
  return (await listProjects(db, { limit })).map(toRecentProject);
}

/** Spec §2 "Recent Activity": the newest changes of the staff audit log (not who opened what). */
export async function listActivity(db: DB, limit = 8, now: Date = new Date()): Promise<ActivityItem[]> {
  const entries = await listRecentActivity(db, { limit, reads: personalDataReads });
  return entries.map((entry) => ({
    id: entry.id,
    // Entries without a person come from the command line or the first-run setup.
    actor: entry.actor ?? "System",
    action: entry.action,
    entity: entry.entity,
    summary: plainSummary(entry.summary),
    when: describeWhen(entry.createdAt, now),
  }));
}
