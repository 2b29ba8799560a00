import type { DB } from "#app/db/database.server.ts";
import { timestamp, toDate, toDateOrNull } from "#app/db/time.ts";
import { addDays, indiaDayBounds, indiaToday } from "#app/lib/india-time.ts";
import { describeWhen } from "#app/lib/when.ts";
import { closedLeadStatuses, leadKindLabel } from "./lead-model.ts";
import { leadSourceLabel } from "./lead-sources.ts";
import type { MyDayLead, MyDayView } from "./my-day-view.ts";

/**
 * Issue "One inbox": "My day", a salesperson's first page: their follow-ups due today and those
 * overdue, their new leads and the unassigned pool they can take, and today's site visits. Each
 * list reads an index (leads_next_step_due: the assignee, then the due time), so it stays as quick
 * with 100,000 leads as with a hundred.
 */

/** How many of each list the page shows; the Leads page has the rest. */
export const myDayLength = 50;

/** How far ahead a site visit may be asked for (the form's 60 days), to find today's among recent leads. */
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
    leadsQuery(db)
      .where("leads.kind", "=", "site-visit")
      .where((eb) => eb.or([eb("leads.assigned_to", "=", staffId), eb("leads.assigned_to", "is", null)]))
      .where("leads.created_at", ">=", timestamp(indiaDayBounds(addDays(today, -visitLeadDays))!.start))
      .where("leads.details", "like", `%"visitDate":"${today}"%`)
      .orderBy("leads.created_at")
      .limit(myDayLength)
      .execute(),
  ]);
  return {
    today,
    due: due.map((row) => toMyDayLead(row, now)),
    fresh: fresh.map((row) => toMyDayLead(row, now)),
    pool: pool.map((row) => toMyDayLead(row, now)),
    visits: visits.map((row) => ({ ...toMyDayLead(row, now), slot: readSlot(row.details) })),
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
