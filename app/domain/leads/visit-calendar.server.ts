import type { DB } from "#app/db/database.server.ts";
import { bookedVisitsWithLeads } from "./booked-visits.server.ts";
import type { CalendarVisit } from "./visit-calendar.ts";

/**
 * The booked visits of the days `from` to `to` (YYYY-MM-DD), in time order, with the buyer, the
 * project and the executive; with `workableBy`, only those of leads that staff member may work.
 */
export async function listCalendarVisits(
  db: DB,
  { from, to, workableBy }: { from: string; to: string; workableBy: string | null },
): Promise<CalendarVisit[]> {
  const rows = await bookedVisitsWithLeads(db)
    .leftJoin("auth_user", "auth_user.id", "leads.assigned_to")
    .select([
      "site_visits.id",
      "site_visits.lead_id",
      "site_visits.visit_date",
      "site_visits.start_time",
      "site_visits.visitors",
      "site_visits.pickup_point",
      "leads.name as buyer",
      "leads.phone",
      "projects.name as project",
      "auth_user.name as executive",
    ])
    .where("site_visits.visit_date", ">=", from)
    .where("site_visits.visit_date", "<=", to)
    .$if(workableBy !== null, (q) =>
      q.where((eb) => eb.or([eb("leads.assigned_to", "=", workableBy), eb("leads.assigned_to", "is", null)])),
    )
    .orderBy("site_visits.visit_date")
    .orderBy("site_visits.start_time")
    .orderBy("projects.name")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    leadId: row.lead_id,
    date: row.visit_date,
    time: row.start_time,
    visitors: row.visitors,
    pickupPoint: row.pickup_point,
    buyer: row.buyer,
    phone: row.phone,
    project: row.project,
    executive: row.executive,
  }));
}
