import type { Kysely } from "kysely";

import { timestampType } from "./dialect.ts";

/**
 * Issue "Plot inventory and the layout plan": a project's plots, one row each (number unique within
 * the project, size, facing, road, rate and premium, the price that follows, status and the hold's
 * who/for whom/until), the project's layout plan (a cleaned SVG, or an image whose plots staff
 * outline), and the plot a lead asked about. A plot's history is its audit log entries (entity
 * 'plot'), so the audit log gains an index by entity. leads.plot_id has no foreign key: plots
 * already point at leads (the hold's lead), and a backup restores leads before plots; deleting a
 * plot clears it from its leads in the same transaction.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestampType(db);

  await db.schema
    .createTable("plots")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("project_id", "text", (c) => c.notNull().references("projects.id").onDelete("cascade"))
    .addColumn("number", "text", (c) => c.notNull())
    .addColumn("block", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("area_sqft", "double precision", (c) => c.notNull())
    .addColumn("dimensions", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("facing", "text")
    .addColumn("corner", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("road_width_ft", "double precision")
    .addColumn("rate_per_sqft", "bigint")
    .addColumn("premium", "bigint", (c) => c.notNull().defaultTo(0))
    .addColumn("price", "bigint")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("available"))
    .addColumn("hold_for", "text")
    .addColumn("hold_lead_id", "text", (c) => c.references("leads.id").onDelete("set null"))
    .addColumn("held_by", "text")
    .addColumn("hold_until", ts)
    .addColumn("outline", "text")
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", ts, (c) => c.notNull())
    .addColumn("updated_at", ts, (c) => c.notNull())
    .addUniqueConstraint("plots_project_number", ["project_id", "number"])
    .execute();
  await db.schema.createIndex("plots_project_status").on("plots").columns(["project_id", "status"]).execute();
  await db.schema.createIndex("plots_hold_until").on("plots").columns(["status", "hold_until"]).execute();

  await db.schema
    .createTable("project_layouts")
    .addColumn("project_id", "text", (c) => c.primaryKey().references("projects.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("svg", "text")
    .addColumn("image", "text")
    .addColumn("width", "double precision", (c) => c.notNull())
    .addColumn("height", "double precision", (c) => c.notNull())
    .addColumn("updated_at", ts, (c) => c.notNull())
    .execute();

  await db.schema.alterTable("leads").addColumn("plot_id", "text").execute();
  await db.schema.alterTable("leads").addColumn("plot_number", "text").execute();

  await db.schema
    .createIndex("audit_log_entity")
    .on("audit_log")
    .columns(["entity", "entity_id", "created_at"])
    .execute();
}
