import type { DB } from "#app/db/database.server.ts";
import type { IdPageReader, PageStamp } from "#app/db/id-pages.ts";
import { toDate } from "#app/db/time.ts";
import { projectPath } from "./project-page.ts";
import { publicProjects } from "./projects.server.ts";

/** The sitemap's pages of Published projects, read in id order. */
export function publishedProjectStamps(db: DB): IdPageReader<PageStamp> {
  return async (afterId, limit) => {
    let query = publicProjects(db).select(["id", "updated_at", "created_at"]);
    if (afterId !== null) query = query.where("id", ">", afterId);
    const rows = await query.orderBy("id").limit(limit).execute();
    return rows.map((row) => ({
      id: row.id,
      path: projectPath(row.id),
      lastmod: toDate(row.updated_at ?? row.created_at),
    }));
  };
}
