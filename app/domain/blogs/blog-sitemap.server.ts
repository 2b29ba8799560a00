import type { DB } from "#app/db/database.server.ts";
import type { IdPageReader, PageStamp } from "#app/db/id-pages.ts";
import { toDate } from "#app/db/time.ts";
import { blogPath } from "./blog-paths.ts";

/** The sitemap's pages of Published posts, read in id order. */
export function publishedPostStamps(db: DB): IdPageReader<PageStamp> {
  return async (afterId, limit) => {
    const published = db.selectFrom("blogs").where("status", "=", "Published");
    const after = afterId === null ? published : published.where("id", ">", afterId);
    const rows = await after
      .select(["id", "slug", "updated_at", "created_at"])
      .orderBy("id")
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      path: blogPath(row.slug),
      lastmod: toDate(row.updated_at ?? row.created_at),
    }));
  };
}
