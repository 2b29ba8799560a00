import type { Kysely } from "kysely";

/**
 * Issue "Fast at any size": an index for every filter and order the lists use, so a page of 1,000
 * projects, 10,000 posts or 100,000 leads is read from an index instead of the whole table. A list
 * ordered `created_at desc, id` reads an index on `(…, created_at, id desc)` backwards; one ordered
 * `created_at desc, id desc` reads `(…, created_at, id)` backwards. Indexes that a wider one here
 * starts with are dropped.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const index = (name: string, table: string, columns: string[]) =>
    db.schema.createIndex(name).on(table).columns(columns).execute();

  // Projects: newest first (public lists, admin table, dashboard); statuses counted by the dashboard.
  await db.schema.dropIndex("projects_created_at").execute();
  await db.schema.dropIndex("projects_status").execute();
  await index("projects_newest", "projects", ["created_at", "id desc"]);
  await index("projects_status_created_at", "projects", ["status", "created_at"]);
  // Names with their ids: the leads filter's project list, and Leads per Project on the dashboard.
  await index("projects_name", "projects", ["name", "id"]);

  // Blogs: Published newest first, of one category or all; the admin table, drafts included.
  await db.schema.dropIndex("blogs_status_created_at").execute();
  await db.schema.dropIndex("blogs_category").execute();
  await index("blogs_status_newest", "blogs", ["status", "created_at", "id desc"]);
  await index("blogs_status_category_newest", "blogs", ["status", "category", "created_at", "id desc"]);
  await index("blogs_newest", "blogs", ["created_at", "id desc"]);

  // Leads: the inbox and spam views newest first, filtered by kind, status or project; the same
  // phone number's earlier leads (the "earlier leads" count and the lead's history).
  await db.schema.dropIndex("leads_spam_created_at").execute();
  await db.schema.dropIndex("leads_project_id").execute();
  await db.schema.dropIndex("leads_phone").execute();
  await index("leads_spam_newest", "leads", ["spam", "created_at", "id"]);
  await index("leads_spam_kind_newest", "leads", ["spam", "kind", "created_at", "id"]);
  await index("leads_spam_status_newest", "leads", ["spam", "status", "created_at", "id"]);
  await index("leads_project_newest", "leads", ["project_id", "spam", "created_at", "id"]);
  await index("leads_phone_spam_created_at", "leads", ["phone", "spam", "created_at"]);
}
