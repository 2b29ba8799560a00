import type { DB } from "#app/db/database.server.ts";
import { toDateOrNull } from "#app/db/time.ts";
import type { PersonVisitRow } from "./personal-data-view.ts";

/**
 * The site visits a person booked (issue "Site visits and bookings"): one a site-visit lead, so
 * those of the leads found under their phone number or e-mail. Read here from the table, as the
 * page and the download need them; an erasure deletes them with the leads (the foreign key
 * cascades).
 */

/** The person's visits, latest day first, with their project's name. */
async function visitRows(db: DB, leadIds: readonly string[]) {
  if (leadIds.length === 0) return [];
  return db
    .selectFrom("site_visits")
    .innerJoin("projects", "projects.id", "site_visits.project_id")
    .selectAll("site_visits")
    .select("projects.name as project_name")
    .where("site_visits.lead_id", "in", leadIds)
    .orderBy("site_visits.visit_date", "desc")
    .orderBy("site_visits.start_time", "desc")
    .orderBy("site_visits.id")
    .execute();
}

/** How many visits the person's leads booked: what an erasure deletes with them. */
export async function countPersonVisits(db: DB, leadIds: readonly string[]): Promise<number> {
  if (leadIds.length === 0) return 0;
  const row = await db
    .selectFrom("site_visits")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("lead_id", "in", leadIds)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** What the page shows of the person's visits: project, day and time, visitors, pickup, status, outcome. */
export async function personVisitRows(db: DB, leadIds: readonly string[]): Promise<PersonVisitRow[]> {
  return (await visitRows(db, leadIds)).map((row) => ({
    id: row.id,
    leadId: row.lead_id,
    project: row.project_name,
    date: row.visit_date,
    time: row.start_time,
    visitors: row.visitors,
    pickupPoint: row.pickup_point,
    status: row.status,
    outcome: row.outcome,
  }));
}

/** A stored moment as ISO text, the same from both engines. */
const iso = (value: Date | string | null) => toDateOrNull(value)?.toISOString() ?? null;

/** The person's visits for the download: every column, with the project's name. */
export async function personVisitsFile(db: DB, leadIds: readonly string[]): Promise<unknown[]> {
  return (await visitRows(db, leadIds)).map((row) => ({
    id: row.id,
    leadId: row.lead_id,
    projectId: row.project_id,
    project: row.project_name,
    visitDate: row.visit_date,
    startTime: row.start_time,
    visitors: row.visitors,
    pickupPoint: row.pickup_point,
    status: row.status,
    outcome: row.outcome,
    outcomeNote: row.outcome_note,
    plotsLiked: row.plots_liked,
    confirmedAt: iso(row.confirmed_at),
    remindedAt: iso(row.reminded_at),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  }));
}
