import type { ExpressionBuilder } from "kysely";

import type { DB } from "#app/db/database.server.ts";
import type { Database } from "#app/db/schema.ts";
import { timestamp, toDate, toDateOrNull } from "#app/db/time.ts";
import { addDays, indiaDayBounds, indiaToday } from "#app/lib/india-time.ts";
import { describeWhen } from "#app/lib/when.ts";
import { formatSlotTime } from "#app/domain/visits/index.ts";
import { closedLeadStatuses, leadKindLabel } from "./lead-model.ts";
import { leadSourceLabel } from "./lead-sources.ts";
import type { MyDayLead, MyDayView } from "./my-day-view.ts";

/**
 * Issue "One inbox": "My day", a salesperson's first page: their follow-ups due today and those
 * overdue, their new leads and the unassigned pool they can take, and today's site visits. Each
 * list reads an index (leads_next_step_due: the assignee, then the due time; site_visits_day: the
 * day, then the time), so it stays as quick with 100,000 leads as with a hundred.
 */

/** How many of each list the page shows; the Leads page has the rest. */
export const myDayLength = 50;

/**
 * How far ahead a site visit may be asked for (the form's 60 days), to find today's requests among
 * recent leads.
 */
const visitLeadDays = 62;

function leadsQuery(db: DB) {
  return db
    .selectFrom("leads")
    .leftJoin("projects", "projects.id", "leads.project_id")
    .select([
      "leads.id",
      "leads.name",
      "leads.phone",
      "leads.kind",
      "leads.source",
      "leads.status",
      "leads.next_step",
      "leads.next_step_due",
      "leads.details",
      "leads.created_at",
      "projects.name as project_name",
    ])
    .where("leads.spam", "=", 0);
}

type Row = Awaited<ReturnType<ReturnType<typeof leadsQuery>["execute"]>>[number];

function toMyDayLead(row: Row, now: Date): MyDayLead {
  const due = toDateOrNull(row.next_step_due);
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    about: [
      leadKindLabel(row.kind),
      row.source === "website" ? null : leadSourceLabel(row.source),
      row.project_name,
    ]
      .filter(Boolean)
      .join(" · "),
    nextStep: row.next_step,
    due: due ? describeWhen(due, now) : null,
    overdue: due !== null && due < now,
    received: describeWhen(toDate(row.created_at), now),
  };
}

/** The leads a salesperson may work: their own and the pool's. */
function workableBy(staffId: string) {
  return (eb: ExpressionBuilder<Database, "leads">) =>
    eb.or([eb("leads.assigned_to", "=", staffId), eb("leads.assigned_to", "is", null)]);
}

/**
 * Today's site visits: those booked into a project's slots for today, read from the bookings (a
 * visit the buyer moved shows on its new day, a cancelled one not at all), in time order; then the
 * visits asked for today at a project without slots, which have no booking, only the day and part
 * of it the lead's details name (the team confirms them by phone).
 */
async function todaysVisits(db: DB, staffId: string, today: string, now: Date): Promise<MyDayLead[]> {
  const [booked, requested] = await Promise.all([
    leadsQuery(db)
      .innerJoin("site_visits", "site_visits.lead_id", "leads.id")
      .select("site_visits.start_time")
      .where("site_visits.visit_date", "=", today)
      .where("site_visits.status", "=", "booked")
      .where(workableBy(staffId))
      .orderBy("site_visits.start_time")
      .orderBy("leads.created_at")
      .limit(myDayLength)
      .execute(),
    leadsQuery(db)
      .where("leads.kind", "=", "site-visit")
      .where(workableBy(staffId))
      .where("leads.created_at", ">=", timestamp(indiaDayBounds(addDays(today, -visitLeadDays))!.start))
      .where("leads.details", "like", `%"visitDate":"${today}"%`)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("site_visits")
              .select("site_visits.id")
              .whereRef("site_visits.lead_id", "=", "leads.id"),
          ),
        ),
      )
      .orderBy("leads.created_at")
      .limit(myDayLength)
      .execute(),
  ]);
  return [
    ...booked.map((row) => ({ ...toMyDayLead(row, now), slot: formatSlotTime(row.start_time) })),
    ...requested.map((row) => ({ ...toMyDayLead(row, now), slot: readSlot(row.details) })),
  ].slice(0, myDayLength);
}

export async function getMyDay(db: DB, staffId: string, now: Date = new Date()): Promise<MyDayView> {
  const today = indiaToday(now);
  const endOfToday = indiaDayBounds(today)!.end;
  const open = [...closedLeadStatuses];
  const [due, fresh, pool, visits] = await Promise.all([
    leadsQuery(db)
      .where("leads.assigned_to", "=", staffId)
      .where("leads.next_step_due", "<", timestamp(endOfToday))
      .where("leads.status", "not in", open)
      .orderBy("leads.next_step_due")
      .limit(myDayLength)
      .execute(),
    leadsQuery(db)
      .where("leads.assigned_to", "=", staffId)
      .where("leads.status", "=", "New")
      .orderBy("leads.created_at", "desc")
      .limit(myDayLength)
      .execute(),
    leadsQuery(db)
      .where("leads.assigned_to", "is", null)
      .where("leads.status", "=", "New")
      .where("leads.test", "=", false)
      .orderBy("leads.created_at", "desc")
      .limit(myDayLength)
      .execute(),
    todaysVisits(db, staffId, today, now),
  ]);
  return {
    today,
    due: due.map((row) => toMyDayLead(row, now)),
    fresh: fresh.map((row) => toMyDayLead(row, now)),
    pool: pool.map((row) => toMyDayLead(row, now)),
    visits,
  };
}

function readSlot(details: string): string | null {
  try {
    const slot: unknown = (JSON.parse(details) as { timeSlot?: unknown }).timeSlot;
    return typeof slot === "string" ? slot : null;
  } catch {
    return null;
  }
}
