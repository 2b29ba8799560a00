import type { DB } from "#app/db/database.server.ts";
import { testProject } from "#tests/support/lead-test-data.ts";

/**
 * A project of a test's own on the back office tests' site, so the sample projects stay as they
 * are. Its banner is a picture already stored: the back-office tests running alongside list every
 * project, and fail on any picture that does not load.
 */
export async function addOwnProject(db: DB, name: string): Promise<string> {
  const id = await testProject(db, name);
  const banner = await db
    .selectFrom("projects")
    .select("banner_image")
    .where("id", "!=", id)
    .where("banner_image", "like", "/media/%")
    .executeTakeFirstOrThrow();
  await db.updateTable("projects").set({ banner_image: banner.banner_image }).where("id", "=", id).execute();
  return id;
}
