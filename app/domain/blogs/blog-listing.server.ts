import type { DB } from "#app/db/database.server.ts";
import { postInLocale } from "./blog-language.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { pageCountOf } from "#app/lib/page-number.ts";
import { pageOfTable, type TableQuery } from "#app/lib/table-query.ts";
import { blogCard } from "./blog-card.ts";
import {
  countBlogs,
  listBlogTableEntries,
  listPublishedBlogs,
  listPublishedCategories,
  publicDate,
} from "./blogs.server.ts";
import { toBlogTableRow } from "./blog-views.ts";

/** Beyond this many posts the listing pages (the spec loads everything at once). */
export const blogPageSize = 12;

/**
 * One page of the public blog listing (spec §2 /blogs), with the categories for the filter chips,
 * its dates in the page's language.
 */
export async function publishedBlogListing(
  db: DB,
  { category, page }: { category: string | null; page: number },
  locale: Locale = "en",
) {
  const [categories, { blogs, total }] = await Promise.all([
    listPublishedCategories(db),
    listPublishedBlogs(db, { category, limit: blogPageSize, offset: (page - 1) * blogPageSize }),
  ]);
  return {
    blogs: blogs.map((blog) => blogCard(postInLocale(blog, locale), publicDate(blog), locale)),
    categories,
    category,
    page,
    pageCount: pageCountOf(total, blogPageSize),
  };
}

/** One page of the back office's blog table, drafts included, matching its search. */
export function adminBlogListing(db: DB, query: TableQuery) {
  return pageOfTable(
    query,
    () => countBlogs(db, query.q),
    async (window) => (await listBlogTableEntries(db, { search: query.q, ...window })).map(toBlogTableRow),
  );
}
