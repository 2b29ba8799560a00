import type { Kysely } from "kysely";

import { timestampType } from "./dialect.ts";

/**
 * What staff need to work a lead to a sale: where it came from (UTM, referrer), the consent the
 * visitor saw, why it was flagged as spam, who owns it, when its status last changed (the
 * retention clock of closed leads), notes, the alert e-mail queue, the WhatsApp 'chat started'
 * counts and each project's brochure.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestampType(db);

  // SQLite adds one column per statement.
  await db.schema
    .alterTable("leads")
    .addColumn("utm", "text", (c) => c.notNull().defaultTo("{}"))
    .execute();
  await db.schema.alterTable("leads").addColumn("referrer", "text").execute();
  await db.schema.alterTable("leads").addColumn("consent", "text").execute();
  await db.schema.alterTable("leads").addColumn("spam_reason", "text").execute();
  await db.schema
    .alterTable("leads")
    .addColumn("assigned_to", "text", (c) => c.references("auth_user.id").onDelete("set null"))
    .execute();
  await db.schema.alterTable("leads").addColumn("status_changed_at", ts).execute();
  await db.schema.createIndex("leads_spam_created_at").on("leads").columns(["spam", "created_at"]).execute();
  await db.schema.createIndex("leads_status").on("leads").columns(["status", "status_changed_at"]).execute();

  await db.schema
    .createTable("lead_notes")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("lead_id", "text", (c) => c.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("author", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("lead_notes_lead_id")
    .on("lead_notes")
    .columns(["lead_id", "created_at"])
    .execute();

  await db.schema
    .createTable("lead_alerts")
    .addColumn("lead_id", "text", (c) => c.primaryKey().references("leads.id").onDelete("cascade"))
    .addColumn("state", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", ts, (c) => c.notNull())
    .addColumn("last_error", "text")
    .addColumn("sent_at", ts)
    .addColumn("created_at", ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("lead_alerts_due")
    .on("lead_alerts")
    .columns(["state", "next_attempt_at"])
    .execute();

  await db.schema
    .createTable("interest_events")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("project_id", "text", (c) => c.references("projects.id").onDelete("cascade"))
    .addColumn("created_at", ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("interest_events_project")
    .on("interest_events")
    .columns(["project_id", "kind", "created_at"])
    .execute();

  await db.schema
    .alterTable("projects")
    .addColumn("brochure", "text", (c) => c.notNull().defaultTo(""))
    .execute();
}
