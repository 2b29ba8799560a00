import type { DB } from "#app/db/database.server.ts";
import type { IdPageReader, PageStamp } from "#app/db/id-pages.ts";
import { toDate } from "#app/db/time.ts";
import { postPaths } from "./blog-language.ts";

/** The sitemap's pages of Published posts, read in id order. */
export function publishedPostStamps(db: DB): IdPageReader<PageStamp> {
  return async (afterId, limit) => {
    const published = db.selectFrom("blogs").where("status", "=", "Published");
    const after = afterId === null ? published : published.where("id", ">", afterId);
    const rows = await after
      .select(["id", "slug", "slug_ta", "updated_at", "created_at"])
      .orderBy("id")
      .limit(limit)
      .execute();
    return rows.map((row) => {
      const paths = postPaths({ slug: row.slug, slugTa: row.slug_ta ?? "" });
      return {
        id: row.id,
        path: paths.en,
        tamilPath: paths.ta,
        lastmod: toDate(row.updated_at ?? row.created_at),
      };
    });
  };
}
