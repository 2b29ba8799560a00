import type { Kysely } from "kysely";

/**
 * Issue "Tamil and English": "Tamil fields for a project's name, location, description,
 * highlights, amenities and nearby places, for posts (title, slug, excerpt, content…)"; "a lead
 * records its language".
 *
 * Projects: `*_ta` texts ("" when not translated: the English one is shown), `highlights_ta` and
 * `amenities_ta` as JSON string[] (an empty list: the English list); a nearby place's Tamil name is
 * kept with the place, in `nearby_places` (`nameTa`).
 * Posts: the same for the title, excerpt and content, and a Tamil slug (unique when set, "" when
 * the Tamil page keeps the English one). Leads: the language of the page the buyer sent the form
 * from ("en" or "ta"), which the mails to them are written in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ["name_ta", "location_ta", "description_ta"]) {
    await db.schema
      .alterTable("projects")
      .addColumn(column, "text", (c) => c.notNull().defaultTo(""))
      .execute();
  }
  for (const column of ["highlights_ta", "amenities_ta"]) {
    await db.schema
      .alterTable("projects")
      .addColumn(column, "text", (c) => c.notNull().defaultTo("[]"))
      .execute();
  }
  for (const column of ["title_ta", "slug_ta", "excerpt_ta", "content_ta"]) {
    await db.schema
      .alterTable("blogs")
      .addColumn(column, "text", (c) => c.notNull().defaultTo(""))
      .execute();
  }
  await db.schema
    .createIndex("blogs_slug_ta")
    .on("blogs")
    .column("slug_ta")
    .unique()
    .where("slug_ta", "<>", "")
    .execute();
  await db.schema
    .alterTable("leads")
    .addColumn("language", "text", (c) => c.notNull().defaultTo("en"))
    .execute();
}
