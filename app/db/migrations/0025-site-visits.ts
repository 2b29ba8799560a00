import { sql, type Kysely } from "kysely";

import { isPostgres, timestampType } from "./dialect.ts";

/**
 * Issue "Site visits and bookings": each project's visiting slots (a weekday, a start time and how
 * many visitors it takes) and pickup points, and the visits booked into them.
 *
 * - `visit_slots`: one row a weekly slot; a booking locks its row on PostgreSQL, so two visitors
 *   taking a slot's last places at once cannot both have them.
 * - `visit_pickup_points`: where the project's car picks visitors up, in the order staff gave.
 * - `site_visits`: a booked visit, one per site-visit lead (deleted with it, so erasing a buyer's
 *   data erases their visits), with its day in India, its start time and its outcome.
 *
 * The public site-visit form lists the free places, so every write to these tables moves the
 * content version (migration 0016) and the cached project pages with it.
 */
const contentTables = ["visit_slots", "visit_pickup_points", "site_visits"];

export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestampType(db);
  await db.schema
    .createTable("visit_slots")
    .addColumn("project_id", "text", (c) => c.notNull().references("projects.id").onDelete("cascade"))
    .addColumn("weekday", "integer", (c) => c.notNull().check(sql`weekday between 0 and 6`))
    .addColumn("start_time", "text", (c) => c.notNull())
    .addColumn("capacity", "integer", (c) => c.notNull().check(sql`capacity > 0`))
    .addPrimaryKeyConstraint("visit_slots_pk", ["project_id", "weekday", "start_time"])
    .execute();
  await db.schema
    .createTable("visit_pickup_points")
    .addColumn("project_id", "text", (c) => c.notNull().references("projects.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("visit_pickup_points_pk", ["project_id", "position"])
    .execute();
  await db.schema
    .createTable("site_visits")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("lead_id", "text", (c) => c.notNull().unique().references("leads.id").onDelete("cascade"))
    .addColumn("project_id", "text", (c) => c.notNull().references("projects.id").onDelete("cascade"))
    .addColumn("visit_date", "text", (c) => c.notNull())
    .addColumn("start_time", "text", (c) => c.notNull())
    .addColumn("visitors", "integer", (c) => c.notNull().check(sql`visitors > 0`))
    .addColumn("pickup_point", "text")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("booked"))
    .addColumn("outcome", "text")
    .addColumn("outcome_note", "text")
    .addColumn("created_at", ts, (c) => c.notNull())
    .addColumn("updated_at", ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("site_visits_slot")
    .on("site_visits")
    .columns(["project_id", "visit_date", "start_time"])
    .execute();
  await db.schema
    .createIndex("site_visits_day")
    .on("site_visits")
    .columns(["visit_date", "start_time"])
    .execute();

  const run = (statement: string) => sql.raw(statement).execute(db);
  const bump = "update content_version set version = version + 1";
  for (const table of contentTables) {
    // A visit's places are what the public pages show: its other columns (the mails sent, the
    // outcome) change nothing there, so their updates leave the cached pages alone.
    const updated = table === "site_visits" ? "update of visit_date, start_time, visitors, status" : "update";
    if (isPostgres(db)) {
      await run(
        `create trigger ${table}_content_version after insert or ${updated} or delete on ${table} for each statement execute function content_version_bump()`,
      );
      continue;
    }
    for (const [event, when] of [
      ["insert", "insert"],
      ["update", updated],
      ["delete", "delete"],
    ]) {
      await run(
        `create trigger ${table}_content_version_${event} after ${when} on ${table} begin ${bump}; end`,
      );
    }
  }
}
