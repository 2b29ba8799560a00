import { sql, type ExpressionBuilder } from "kysely";

import { matchesAnyTerm } from "#app/db/contains.ts";
import type { DB } from "#app/db/database.server.ts";
import type { BlogRow, Database } from "#app/db/schema.ts";
import { timestamp, timestampOrNull, toDate, toDateOrNull } from "#app/db/time.ts";
import { inTransaction } from "#app/db/transaction.server.ts";
import type { BlogStatus } from "./blog.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { isId, newId } from "#app/lib/ids.ts";
import type { Blog, BlogInput } from "./blog.ts";
import type { BlogTableEntry } from "./blog-views.ts";

/**
 * Spec §4 "Blog status" and §7 Blogs. Public reads go through `published()` so that no page can
 * show a draft by forgetting the filter.
 */

/** The slug (or, `field` "slugTa", the Tamil slug) is another post's. */
export class SlugTakenError extends Error {
  readonly field: "slug" | "slugTa";
  constructor(slug: string, field: "slug" | "slugTa" = "slug") {
    super(`The ${field === "slug" ? "slug" : "Tamil slug"} "${slug}" is already used by another blog.`);
    this.field = field;
  }
}

const isPublished = (status: string): status is "Published" => status === "Published";

function fromRow(row: BlogRow, tags: string[]): Blog {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    content: row.content,
    featuredImage: row.featured_image,
    author: row.author,
    category: row.category,
    tags,
    status: isPublished(row.status) ? "Published" : "Draft",
    createdAt: toDate(row.created_at),
    updatedAt: toDate(row.updated_at),
    publishedAt: toDateOrNull(row.published_at),
    publishAt: toDateOrNull(row.scheduled_publish_at),
    unpublishAt: toDateOrNull(row.scheduled_unpublish_at),
    revision: Number(row.revision),
    titleTa: row.title_ta,
    slugTa: row.slug_ta,
    excerptTa: row.excerpt_ta,
    contentTa: row.content_ta,
  };
}

async function withTags(db: DB, rows: BlogRow[]): Promise<Blog[]> {
  if (rows.length === 0) return [];
  const tagRows = await db
    .selectFrom("blog_tags")
    .select(["blog_id", "tag"])
    .where(
      "blog_id",
      "in",
      rows.map((r) => r.id),
    )
    .orderBy("position")
    .execute();
  const byBlog = new Map<string, string[]>();
  for (const { blog_id, tag } of tagRows) byBlog.set(blog_id, [...(byBlog.get(blog_id) ?? []), tag]);
  return rows.map((row) => fromRow(row, byBlog.get(row.id) ?? []));
}

function blogs(db: DB) {
  return db.selectFrom("blogs").selectAll("blogs");
}

/** The only way public code reads blogs: Published ones, newest created first. */
function published(db: DB) {
  return blogs(db).where("blogs.status", "=", "Published");
}

/** The back office's search of blogs: in the title, the slug or the category. */
function searched(db: DB, search: string) {
  const text = search.trim();
  return text === ""
    ? blogs(db)
    : blogs(db).where(() => matchesAnyTerm(db, "blogs", [{ text, columns: ["title", "slug", "category"] }]));
}

/**
 * Issue "Tamil and English": how many of a post's texts have English and no Tamil yet, counted by
 * the database (as untranslatedPostFields does), so the table never reads a post's content.
 */
function untranslatedCount(eb: ExpressionBuilder<Database, "blogs">) {
  const missing = (english: "title" | "slug" | "excerpt" | "content") =>
    eb
      .case()
      .when(eb.and([eb(eb.fn("trim", [english]), "<>", ""), eb(eb.fn("trim", [`${english}_ta`]), "=", "")]))
      .then(1)
      .else(0)
      .end();
  return eb(
    eb(missing("title"), "+", missing("slug")),
    "+",
    eb(missing("excerpt"), "+", missing("content")),
  ).as("untranslated");
}

/** Published and Draft posts with a text not in Tamil yet: the dashboard's count. */
export async function countUntranslatedBlogs(db: DB): Promise<number> {
  const row = await db
    .selectFrom((qb) => qb.selectFrom("blogs").select(untranslatedCount).as("counted"))
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("counted.untranslated", ">", 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Staff view: blogs, drafts included, newest created first (the blogs_newest index), matching
 * `search`: all of them, or `limit` from `offset`.
 */
export async function listAllBlogs(
  db: DB,
  options: { search?: string; limit?: number; offset?: number } = {},
): Promise<Blog[]> {
  let query = searched(db, options.search ?? "")
    .orderBy("created_at", "desc")
    .orderBy("id");
  if (options.limit !== undefined) query = query.limit(options.limit).offset(options.offset ?? 0);
  return withTags(db, await query.execute());
}

/**
 * The back office's table: `limit` blogs from `offset`, newest created first, matching `search`,
 * with only the columns a row shows (a post's content and tags stay unread).
 */
export async function listBlogTableEntries(
  db: DB,
  options: { search: string; limit: number; offset: number },
): Promise<BlogTableEntry[]> {
  const rows = await searched(db, options.search)
    .clearSelect()
    .select(["id", "title", "slug", "category", "author", "status", "created_at"])
    .select(untranslatedCount)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(options.limit)
    .offset(options.offset)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    slug: row.slug,
    category: row.category,
    author: row.author,
    status: isPublished(row.status) ? "Published" : "Draft",
    createdAt: toDate(row.created_at),
    untranslated: Number(row.untranslated),
  }));
}

export async function countBlogs(db: DB, search = ""): Promise<number> {
  const row = await searched(db, search)
    .clearSelect()
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface PublishedPage {
  blogs: Blog[];
  total: number;
}

/** Public listing: Published blogs, optionally of one category, a page at a time. */
export async function listPublishedBlogs(
  db: DB,
  options: { category?: string | null; limit?: number; offset?: number } = {},
): Promise<PublishedPage> {
  const { category, limit = 12, offset = 0 } = options;
  let query = published(db);
  if (category) query = query.where("blogs.category", "=", category);
  const [rows, count] = await Promise.all([
    query.orderBy("created_at", "desc").orderBy("id").limit(limit).offset(offset).execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return { blogs: await withTags(db, rows), total: Number(count.n) };
}

/**
 * The distinct categories of the published blogs, for the public filter chips. It walks the
 * (status, category) index one category at a time (a loose index scan), so it reads as many index
 * entries as there are categories, not every published post.
 */
export async function listPublishedCategories(db: DB): Promise<string[]> {
  const { rows } = await sql<{ category: string | null }>`
    with recursive found(category) as (
      select min(category) from blogs where status = 'Published'
      union all
      select (select min(category) from blogs where status = 'Published' and category > found.category)
      from found where found.category is not null
    )
    select category from found where category is not null`.execute(db);
  return rows.flatMap((r) => (r.category === null ? [] : [r.category]));
}

/** Staff: one blog by its id, whatever its status. */
export async function getBlog(db: DB, id: unknown): Promise<Blog | null> {
  if (!isId(id)) return null;
  const row = await blogs(db).where("id", "=", id).executeTakeFirst();
  return row ? ((await withTags(db, [row]))[0] ?? null) : null;
}

/**
 * Whether any post shows the uploaded image at `url`: as its featured image, or as a picture in
 * its content, which links one of the image's variants (`<url>/480.webp`). Media URLs hold only
 * [0-9a-z/x-], so nothing in them acts as a LIKE wildcard.
 */
export async function postShowsImage(db: DB, url: string): Promise<boolean> {
  const blog = await db
    .selectFrom("blogs")
    .select("id")
    .where((eb) =>
      eb.or([
        eb("featured_image", "=", url),
        eb("content", "like", `%${url}/%`),
        eb("content_ta", "like", `%${url}/%`),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return blog !== undefined;
}

/**
 * Public: the Published blog with this slug, or null (drafts are never returned). On Tamil pages
 * (`locale` "ta") the slug is the post's Tamil slug or its English slug (a post without a Tamil
 * slug keeps its English one; for one with a Tamil slug, the page may redirect to
 * `postPaths(blog).ta`); a Tamil slug wins over another post's English one. Compared in NFC.
 */
export async function getPublishedBlogBySlug(
  db: DB,
  slug: unknown,
  locale: Locale = "en",
): Promise<Blog | null> {
  if (typeof slug !== "string" || slug === "") return null;
  const row =
    locale === "en"
      ? await published(db).where("slug", "=", slug).executeTakeFirst()
      : await published(db)
          .where((eb) => {
            const tamil = slug.normalize("NFC");
            return eb.or([eb("slug_ta", "=", tamil), eb("slug", "=", slug)]);
          })
          .orderBy(sql`case when slug_ta = ${slug.normalize("NFC")} then 0 else 1 end`)
          .executeTakeFirst();
  return row ? ((await withTags(db, [row]))[0] ?? null) : null;
}

/** Staff: the blog with this slug, whatever its status (used for previews and slug checks). */
export async function getBlogBySlug(db: DB, slug: string): Promise<Blog | null> {
  const row = await blogs(db).where("slug", "=", slug).executeTakeFirst();
  return row ? ((await withTags(db, [row]))[0] ?? null) : null;
}

async function assertSlugFree(db: DB, slug: string, exceptId?: string): Promise<void> {
  let query = db.selectFrom("blogs").select("id").where("slug", "=", slug);
  if (exceptId) query = query.where("id", "!=", exceptId);
  if (await query.executeTakeFirst()) throw new SlugTakenError(slug);
}

/**
 * A Tamil slug ("" is none) is no other post's Tamil slug, nor another's English slug, so that
 * a Tamil address names one post only.
 */
async function assertTamilSlugFree(db: DB, slugTa: string, exceptId?: string): Promise<void> {
  if (slugTa === "") return;
  let query = db
    .selectFrom("blogs")
    .select("id")
    .where((eb) => eb.or([eb("slug_ta", "=", slugTa), eb("slug", "=", slugTa)]));
  if (exceptId) query = query.where("id", "!=", exceptId);
  if (await query.executeTakeFirst()) throw new SlugTakenError(slugTa, "slugTa");
}

async function replaceTags(db: DB, blogId: string, tags: string[]): Promise<void> {
  await db.deleteFrom("blog_tags").where("blog_id", "=", blogId).execute();
  const unique = [...new Set(tags)];
  if (unique.length === 0) return;
  await db
    .insertInto("blog_tags")
    .values(unique.map((tag, position) => ({ blog_id: blogId, tag, position })))
    .execute();
}

/**
 * Adds a blog: createdAt and updatedAt are now; publishedAt is now when Published, else null.
 * Throws SlugTakenError when the slug is in use. `db` may be the transaction of a larger change.
 */
export async function addBlog(db: DB, input: BlogInput, at: Date = new Date()): Promise<string> {
  const id = newId();
  const now = timestamp(at);
  const status: BlogStatus = input.status ?? "Draft";
  await inTransaction(db, async (trx) => {
    await assertSlugFree(trx, input.slug);
    await assertTamilSlugFree(trx, input.slugTa ?? "");
    await trx
      .insertInto("blogs")
      .values({
        id,
        title: input.title,
        slug: input.slug,
        excerpt: input.excerpt,
        content: input.content,
        featured_image: input.featuredImage,
        author: input.author,
        category: input.category,
        status,
        created_at: now,
        updated_at: now,
        published_at: isPublished(status) ? now : null,
        scheduled_publish_at: timestampOrNull(input.publishAt ?? null),
        scheduled_unpublish_at: timestampOrNull(input.unpublishAt ?? null),
        title_ta: input.titleTa ?? "",
        slug_ta: input.slugTa ?? "",
        excerpt_ta: input.excerptTa ?? "",
        content_ta: input.contentTa ?? "",
      })
      .execute();
    await replaceTags(trx, id, input.tags);
  });
  return id;
}

/**
 * Saves the changed fields and sets updatedAt. Whenever the saved status is Published, publishedAt
 * is reset to now, even if it was already published; going back to Draft leaves it unchanged.
 * Moves the revision on; with `revision`, only if that is still its revision (false otherwise: a
 * colleague saved it since), checked in the same statement on either engine. Returns false when
 * there is no such blog; throws SlugTakenError when the new slug is in use. `db` may be the
 * transaction of a larger change.
 */
export async function updateBlog(
  db: DB,
  id: unknown,
  changes: Partial<BlogInput>,
  revision?: number,
): Promise<boolean> {
  if (!isId(id)) return false;
  const now = timestamp();
  return inTransaction(db, async (trx) => {
    if (changes.slug !== undefined) await assertSlugFree(trx, changes.slug, id);
    if (changes.slugTa !== undefined) await assertTamilSlugFree(trx, changes.slugTa, id);
    const publishedAt =
      changes.status === undefined
        ? sql<string | null>`case when status = 'Published' then ${now} else published_at end`
        : isPublished(changes.status)
          ? now
          : sql<string | null>`published_at`;
    const result = await trx
      .updateTable("blogs")
      .set((eb) => ({
        ...(changes.title !== undefined && { title: changes.title }),
        ...(changes.slug !== undefined && { slug: changes.slug }),
        ...(changes.excerpt !== undefined && { excerpt: changes.excerpt }),
        ...(changes.content !== undefined && { content: changes.content }),
        ...(changes.featuredImage !== undefined && { featured_image: changes.featuredImage }),
        ...(changes.author !== undefined && { author: changes.author }),
        ...(changes.category !== undefined && { category: changes.category }),
        ...(changes.titleTa !== undefined && { title_ta: changes.titleTa }),
        ...(changes.slugTa !== undefined && { slug_ta: changes.slugTa }),
        ...(changes.excerptTa !== undefined && { excerpt_ta: changes.excerptTa }),
        ...(changes.contentTa !== undefined && { content_ta: changes.contentTa }),
        ...(changes.status !== undefined && { status: changes.status }),
        ...(changes.publishAt !== undefined && { scheduled_publish_at: timestampOrNull(changes.publishAt) }),
        ...(changes.unpublishAt !== undefined && {
          scheduled_unpublish_at: timestampOrNull(changes.unpublishAt),
        }),
        updated_at: now,
        published_at: publishedAt,
        revision: eb("revision", "+", 1),
      }))
      .where("id", "=", id)
      .$if(revision !== undefined, (q) => q.where("revision", "=", revision!))
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) return false;
    if (changes.tags !== undefined) await replaceTags(trx, id, changes.tags);
    return true;
  });
}

export async function deleteBlog(db: DB, id: unknown): Promise<boolean> {
  if (!isId(id)) return false;
  const result = await db.deleteFrom("blogs").where("id", "=", id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Spec §4: the public date is publishedAt, falling back to createdAt. */
export function publicDate(blog: Pick<Blog, "publishedAt" | "createdAt">): Date {
  return blog.publishedAt ?? blog.createdAt;
}
