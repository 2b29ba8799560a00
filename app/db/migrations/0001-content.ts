import type { Kysely } from "kysely";

import { isPostgres, timestampType } from "./dialect.ts";

export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestampType(db);

  await db.schema
    .createTable("projects")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("location", "text", (c) => c.notNull())
    .addColumn("price_range", "text", (c) => c.notNull())
    .addColumn("plot_sizes", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("Available"))
    .addColumn("total_plots", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("sold_plots", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("banner_image", "text", (c) => c.notNull())
    .addColumn("images", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("highlights", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("amenities", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("nearby_places", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("created_at", ts)
    .addColumn("updated_at", ts)
    .execute();
  await db.schema.createIndex("projects_created_at").on("projects").column("created_at").execute();
  await db.schema.createIndex("projects_status").on("projects").column("status").execute();

  await db.schema
    .createTable("blogs")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("excerpt", "text", (c) => c.notNull())
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("featured_image", "text", (c) => c.notNull())
    .addColumn("author", "text", (c) => c.notNull())
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("Draft"))
    .addColumn("created_at", ts)
    .addColumn("updated_at", ts)
    .addColumn("published_at", ts)
    .execute();
  await db.schema
    .createIndex("blogs_status_created_at")
    .on("blogs")
    .columns(["status", "created_at"])
    .execute();
  await db.schema.createIndex("blogs_category").on("blogs").column("category").execute();

  await db.schema
    .createTable("blog_tags")
    .addColumn("blog_id", "text", (c) => c.notNull().references("blogs.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("tag", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("blog_tags_pk", ["blog_id", "tag"])
    .execute();
  await db.schema.createIndex("blog_tags_tag").on("blog_tags").column("tag").execute();

  await db.schema
    .createTable("leads")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("email", "text")
    .addColumn("details", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("message", "text")
    .addColumn("page", "text")
    .addColumn("project_id", "text", (c) => c.references("projects.id").onDelete("set null"))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("New"))
    .addColumn("spam", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("leads_created_at").on("leads").column("created_at").execute();
  await db.schema.createIndex("leads_phone").on("leads").column("phone").execute();
  await db.schema.createIndex("leads_kind_status").on("leads").columns(["kind", "status"]).execute();
  await db.schema.createIndex("leads_project_id").on("leads").column("project_id").execute();

  await db.schema
    .createTable("settings")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("updated_at", ts, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("media")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("url", "text", (c) => c.notNull().unique())
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("bytes", "integer", (c) => c.notNull())
    .addColumn("created_at", ts, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("audit_log")
    .addColumn("id", isPostgres(db) ? "bigserial" : "integer", (c) =>
      isPostgres(db) ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn("actor", "text")
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("entity", "text", (c) => c.notNull())
    .addColumn("entity_id", "text")
    .addColumn("summary", "text", (c) => c.notNull())
    .addColumn("created_at", ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("audit_log_created_at").on("audit_log").column("created_at").execute();
}
