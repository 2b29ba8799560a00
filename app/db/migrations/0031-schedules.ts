import type { Kysely } from "kysely";

import { timestampType } from "./dialect.ts";

/**
 * Issue "Publish later and go back": "Posts and projects can be set to publish at a date and time
 * (India time) and optionally to leave the website at another". Both moments are stored in UTC
 * on the record itself, null when nothing is scheduled; the background job publishes or takes down
 * what is due and clears the moment it carried out.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestampType(db);
  for (const table of ["projects", "blogs"]) {
    await db.schema.alterTable(table).addColumn("scheduled_publish_at", ts).execute();
    await db.schema.alterTable(table).addColumn("scheduled_unpublish_at", ts).execute();
  }
}
