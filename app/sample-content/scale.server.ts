import type { DB } from "#app/db/database.server.ts";
import { timestamp } from "#app/db/time.ts";
import { blogCategories, blogTagSuggestions } from "#app/domain/blogs/blog.ts";
import { closedLeadStatuses, leadKinds, leadStatuses } from "#app/domain/leads/lead-model.ts";
import type { LeadSource } from "#app/domain/leads/lead-sources.ts";
import { newId } from "#app/lib/ids.ts";
import { sampleBlogs } from "./sample-blogs.ts";
import { parsePlotSizes, parsePriceRange, placeOf } from "#app/domain/projects/project-facts.ts";
import { sampleProjects } from "./sample-projects.ts";

/**
 * Issue "Fast at any size": fills a database with many projects, posts and leads for the scale
 * bench and the list tests. Rows go in directly, a few hundred per insert inside one transaction,
 * and reuse a few pictures, so 100,000 leads take seconds. It tops up to the counts asked for, so
 * running it twice adds nothing the second time. Every two leads are one buyer's (issue "One
 * inbox": 100,000 leads of 50,000 people), half the leads are the staff's in turn, and every open
 * lead has its next step.
 */
export interface ScaleCounts {
  projects: number;
  blogs: number;
  leads: number;
}

export const fullScale: ScaleCounts = { projects: 1_000, blogs: 10_000, leads: 100_000 };

const rowsPerInsert = 200;
const statuses = ["Available", "New Launch", "Few Left", "Sold Out"];
const minuteMs = 60 * 1000;
const dayMs = 24 * 60 * minuteMs;

/** Row `i` of `count`, spread evenly over the last two years, the last one newest. */
function createdAt(i: number, count: number, now: number): string {
  return timestamp(new Date(now - Math.floor(((count - i) / count) * 730 * dayMs)));
}

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length]!;

/** Where the added leads came from: mostly the website, then the ads, a portal and calls. */
const scaleSources: readonly LeadSource[] = [
  "website",
  "website",
  "meta-ads",
  "google-ads",
  "99acres",
  "phone-call",
];

async function countRows(db: DB, table: "projects" | "blogs" | "leads" | "people"): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function insertInBatches<T>(
  db: DB,
  count: number,
  makeRow: (i: number) => T,
  insert: (trx: DB, rows: T[]) => Promise<unknown>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < count; start += rowsPerInsert) {
      const rows = Array.from({ length: Math.min(rowsPerInsert, count - start) }, (_, k) =>
        makeRow(start + k),
      );
      await insert(trx, rows);
    }
  });
}

/** Adds rows until the database holds `counts`; `images` are the picture URLs the rows share. */
export async function fillAtScale(db: DB, counts: ScaleCounts, images: string[]): Promise<ScaleCounts> {
  const now = Date.now();
  const picture = (i: number) => (images.length > 0 ? pick(images, i) : "");
  const added = {
    projects: Math.max(0, counts.projects - (await countRows(db, "projects"))),
    blogs: Math.max(0, counts.blogs - (await countRows(db, "blogs"))),
    leads: Math.max(0, counts.leads - (await countRows(db, "leads"))),
  };
  const suffix = newId().slice(0, 8);

  await insertInBatches(
    db,
    added.projects,
    (i) => {
      const sample = pick(sampleProjects, i);
      const total = 60 + (i % 140);
      const status = pick(statuses, i);
      const at = createdAt(i, added.projects, now);
      const price = parsePriceRange(sample.priceRange);
      const size = parsePlotSizes(sample.plotSizes);
      return {
        id: newId(),
        ...placeOf(sample.location),
        price_min: price?.min ?? null,
        price_max: price?.max ?? null,
        size_min: size?.min ?? null,
        size_max: size?.max ?? null,
        name: `${sample.name} Phase ${i + 1}`,
        location: sample.location,
        price_range: sample.priceRange,
        plot_sizes: sample.plotSizes,
        status,
        total_plots: total,
        sold_plots: status === "Sold Out" ? total : (i * 7) % total,
        description: sample.description,
        banner_image: picture(i),
        images: JSON.stringify([picture(i), picture(i + 1)]),
        highlights: JSON.stringify(sample.highlights),
        amenities: JSON.stringify(sample.amenities),
        nearby_places: JSON.stringify(sample.nearbyPlaces),
        created_at: at,
        updated_at: at,
      };
    },
    (trx, rows) => trx.insertInto("projects").values(rows).execute(),
  );

  await insertInBatches(
    db,
    added.blogs,
    (i) => {
      const sample = pick(sampleBlogs, i);
      const at = createdAt(i, added.blogs, now);
      // One post in ten is a draft.
      const published = i % 10 !== 0;
      return {
        id: newId(),
        title: `${sample.title} (${i + 1})`,
        slug: `${sample.slug}-${suffix}-${i + 1}`,
        excerpt: sample.excerpt,
        content: sample.content,
        featured_image: picture(i),
        author: sample.author,
        category: pick(blogCategories, i),
        status: published ? "Published" : "Draft",
        created_at: at,
        updated_at: at,
        published_at: published ? at : null,
      };
    },
    async (trx, rows) => {
      await trx.insertInto("blogs").values(rows).execute();
      const tags = rows.flatMap((row, i) =>
        [pick(blogTagSuggestions, i), pick(blogTagSuggestions, i + 5)].map((tag, position) => ({
          blog_id: row.id,
          tag,
          position,
        })),
      );
      await trx.insertInto("blog_tags").values(tags).execute();
    },
  );

  const projectIds = (
    await db.selectFrom("projects").select("id").orderBy("created_at", "desc").limit(200).execute()
  ).map((r) => r.id);
  const staffIds = (
    await db
      .selectFrom("auth_user")
      .select("id")
      .where("disabled", "=", 0)
      .orderBy("created_at")
      .limit(4)
      .execute()
  ).map((r) => r.id);
  // The added buyers' numbers follow those already stored, so a top-up never repeats one.
  const firstPerson = await countRows(db, "people");
  const closed: readonly string[] = closedLeadStatuses;
  let personId = "";
  await insertInBatches(
    db,
    added.leads,
    (i) => {
      const person = firstPerson + Math.floor(i / 2);
      // A buyer's first lead (an even one) brings them in; the next lead is theirs too.
      const newPerson = i % 2 === 0;
      if (newPerson) personId = newId();
      const spam = i % 20 === 0 ? 1 : 0;
      const status = pick(leadStatuses, i);
      const at = createdAt(i, added.leads, now);
      const source = pick(scaleSources, i);
      const phone = `+9170${String(person).padStart(8, "0")}`;
      const name = `Visitor ${person + 1}`;
      return {
        person: newPerson
          ? { id: personId, name, phone, email: null, merged_into: null, created_at: at, updated_at: at }
          : null,
        lead: {
          id: newId(),
          kind: pick(leadKinds, i),
          name,
          phone,
          email: i % 3 === 0 ? null : `visitor${person + 1}@example.com`,
          details: "{}",
          message: i % 2 === 0 ? "Please call me about the plots." : null,
          page: "/projects",
          project_id: i % 5 === 0 || projectIds.length === 0 ? null : pick(projectIds, i),
          status,
          spam,
          spam_reason: spam ? "honeypot" : null,
          created_at: at,
          // Staff answered every lead past New, within one to ninety minutes.
          first_response_at:
            status === "New" ? null : timestamp(new Date(new Date(at).getTime() + ((i % 90) + 1) * minuteMs)),
          person_id: personId,
          source,
          campaign: source === "meta-ads" || source === "google-ads" ? `Campaign ${i % 12}` : null,
          assigned_to: i % 4 < 2 && staffIds.length > 0 ? pick(staffIds, Math.floor(i / 4)) : null,
          next_step: closed.includes(status) ? null : "Call the buyer",
          next_step_due: closed.includes(status) ? null : at,
        },
      };
    },
    async (trx, rows) => {
      const people = rows.flatMap((row) => (row.person ? [row.person] : []));
      if (people.length > 0) await trx.insertInto("people").values(people).execute();
      await trx
        .insertInto("leads")
        .values(rows.map((row) => row.lead))
        .execute();
    },
  );
  return added;
}

/** A few pictures already stored (the sample content's), for the added rows to share. */
export async function storedPictures(db: DB): Promise<string[]> {
  const [projects, blogs] = await Promise.all([
    db
      .selectFrom("projects")
      .select("banner_image as url")
      .where("banner_image", "!=", "")
      .limit(4)
      .execute(),
    db
      .selectFrom("blogs")
      .select("featured_image as url")
      .where("featured_image", "!=", "")
      .limit(4)
      .execute(),
  ]);
  return [...new Set([...projects, ...blogs].map((r) => r.url))];
}
