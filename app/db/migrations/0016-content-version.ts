import { sql, type Kysely } from "kysely";

import { isPostgres } from "./dialect.ts";

/**
 * Issue "Public pages as light as a static site": one number that every write to what the public
 * pages show moves on, so a rendered-page cache keyed by it never serves a page older than the
 * database, on any instance sharing it. Triggers move it, in the writing transaction, whoever
 * writes (the back office, an import, the seed, a restore). The projects' lead and chat counters,
 * which the lead triggers of migration 0010 keep, are not shown publicly: an update that changes
 * them leaves the number alone, so a new lead does not empty the cache.
 */
export const contentTables = [
  "projects",
  "blogs",
  "blog_tags",
  "settings",
  "media",
  "plots",
  "project_layouts",
] as const;

const bump = "update content_version set version = version + 1";
/** An update of a project that changes no lead counter. */
const projectContentChanged = (same: string) =>
  `old.lead_count ${same} new.lead_count and old.chat_count ${same} new.chat_count`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("content_version")
    .addColumn("id", "integer", (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn("version", "integer", (c) => c.notNull())
    .execute();
  const run = (statement: string) => sql.raw(statement).execute(db);
  await run("insert into content_version (id, version) values (1, 1)");
  if (isPostgres(db)) {
    await run(
      `create function content_version_bump() returns trigger language plpgsql as $$ begin ${bump}; return null; end $$`,
    );
    for (const table of contentTables) {
      const events = table === "projects" ? "insert or delete" : "insert or update or delete";
      await run(
        `create trigger ${table}_content_version after ${events} on ${table} for each statement execute function content_version_bump()`,
      );
    }
    await run(
      `create trigger projects_content_version_update after update on projects for each row when (${projectContentChanged("is not distinct from")}) execute function content_version_bump()`,
    );
    return;
  }
  for (const table of contentTables) {
    for (const event of ["insert", "update", "delete"]) {
      const when = table === "projects" && event === "update" ? ` when ${projectContentChanged("is")}` : "";
      await run(
        `create trigger ${table}_content_version_${event} after ${event} on ${table}${when} begin ${bump}; end`,
      );
    }
  }
}
