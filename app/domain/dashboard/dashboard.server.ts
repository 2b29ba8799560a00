import { sql } from "kysely";

import type { DB } from "../../db/database.server.ts";
import { timestamp, toDate } from "../../db/time.ts";
import { isString, readJsonList } from "../../lib/json-list.ts";
import { listRecentActivity } from "../audit/audit.server.ts";
import { statusCounts, statusKeys } from "../projects/status.ts";

/** Spec §9 "Dashboard": the four numbers on the back office's first page. */
export interface DashboardStats {
  activeProjects: number;
  newProjects: number;
  totalProjects: number;
  fewLeft: number;
}

export interface RecentProject {
  id: string;
  name: string;
  location: string;
  status: string;
  image: string;
  createdAt: Date;
}

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

/** Spec §9: the first 4 projects, newest first, with the picture the public cards show. */
export async function listRecentProjects(db: DB, limit = 4): Promise<RecentProject[]> {
  const rows = await db
    .selectFrom("projects")
    .select(["id", "name", "location", "status", "banner_image", "images", "created_at"])
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    location: row.location,
    status: row.status,
    image: row.banner_image || readJsonList(row.images, isString)[0] || "",
    createdAt: toDate(row.created_at),
  }));
}

/** A moment shown as "5 minutes ago", with the exact time (India) for a tooltip. */
export interface When {
  iso: string;
  relative: string;
  exact: string;
}

const relativeFormat = new Intl.RelativeTimeFormat("en-US", { numeric: "always" });
const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ["day", dayMs],
  ["hour", 60 * 60 * 1000],
  ["minute", 60 * 1000],
];

/**
 * Worked out on the server, so the page the browser hydrates shows the very same words. Older
 * than a week reads as the date.
 */
export function describeWhen(date: Date, now: Date = new Date()): When {
  const exact = `${date.toLocaleString("en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Kolkata",
  })} IST`;
  const elapsed = now.getTime() - date.getTime();
  let relative = "just now";
  if (elapsed >= 7 * dayMs) {
    relative = date.toLocaleDateString("en-US", { dateStyle: "medium", timeZone: "Asia/Kolkata" });
  } else {
    const unit = units.find(([, size]) => elapsed >= size);
    if (unit) relative = relativeFormat.format(-Math.floor(elapsed / unit[1]), unit[0]);
  }
  return { iso: date.toISOString(), relative, exact };
}

export interface ActivityItem {
  id: number;
  actor: string;
  action: string;
  entity: string;
  summary: string;
  when: When;
}

/** Spec §2 "Recent Activity": the newest entries of the staff audit log. */
export async function listActivity(db: DB, limit = 8, now: Date = new Date()): Promise<ActivityItem[]> {
  const entries = await listRecentActivity(db, limit);
  return entries.map((entry) => ({
    id: entry.id,
    // Entries without a person come from the command line or the first-run setup.
    actor: entry.actor ?? "System",
    action: entry.action,
    entity: entry.entity,
    summary: entry.summary,
    when: describeWhen(entry.createdAt, now),
  }));
}
