import type { DB } from "#app/db/database.server.ts";

/**
 * Booked site visits with their lead and project joined: where the visit calendar, the visit
 * mails and the WhatsApp visit messages start, each adding the columns and conditions it needs.
 */
export function bookedVisitsWithLeads(db: DB) {
  return db
    .selectFrom("site_visits")
    .innerJoin("leads", "leads.id", "site_visits.lead_id")
    .innerJoin("projects", "projects.id", "site_visits.project_id")
    .where("site_visits.status", "=", "booked");
}
