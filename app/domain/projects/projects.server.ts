import { sql, type Expression, type ExpressionBuilder, type SqlBool } from "kysely";

import { matchesAnyTerm } from "#app/db/contains.ts";
import type { DB } from "#app/db/database.server.ts";
import type { Database, NewProjectRow, ProjectRow, ProjectRowUpdate } from "#app/db/schema.ts";
import { timestamp, timestampOrNull, toDate, toDateOrNull } from "#app/db/time.ts";
import { complianceFields, defaultProjectStatus, type ProjectCompliance } from "./project.ts";
import { parsePlotSizes, parsePriceRange, placeOf, type Range } from "./project-facts.ts";
import { isId, newId } from "#app/lib/ids.ts";
import type { Facing } from "#app/domain/plots/index.ts";
import { isString, readJsonList } from "#app/lib/json-list.ts";
import type { NearbyPlace, Project, ProjectInput } from "./project.ts";

/** Spec §7 Projects: list, get, add, update and delete, with the timestamps the spec names. */

const isNearbyPlace = (item: unknown): item is NearbyPlace =>
  typeof item === "object" &&
  item !== null &&
  isString((item as NearbyPlace).name) &&
  isString((item as NearbyPlace).distance) &&
  isString((item as NearbyPlace).type) &&
  ((item as NearbyPlace).nameTa === undefined || isString((item as NearbyPlace).nameTa));

const complianceColumns = {
  reraNumber: "rera_number",
  reraDate: "rera_date",
  reraWebsite: "rera_website",
  reraUrl: "rera_url",
  approvalNumber: "approval_number",
  approvalYear: "approval_year",
  exemptionReason: "exemption_reason",
} as const satisfies Record<keyof ProjectCompliance, keyof ProjectRow>;

/** PostgreSQL reads bigint columns as strings. */
const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value));

function fromRow(row: ProjectRow): Project {
  return {
    id: row.id,
    name: row.name,
    location: row.location,
    priceRange: row.price_range,
    plotSizes: row.plot_sizes,
    status: row.status,
    totalPlots: Number(row.total_plots),
    soldPlots: Number(row.sold_plots),
    description: row.description,
    bannerImage: row.banner_image,
    images: readJsonList(row.images, isString),
    highlights: readJsonList(row.highlights, isString),
    amenities: readJsonList(row.amenities, isString),
    nearbyPlaces: readJsonList(row.nearby_places, isNearbyPlace),
    brochure: row.brochure ?? "",
    priceMin: numberOrNull(row.price_min),
    priceMax: numberOrNull(row.price_max),
    sizeMin: numberOrNull(row.size_min),
    sizeMax: numberOrNull(row.size_max),
    city: row.city,
    locality: row.locality,
    latitude: numberOrNull(row.latitude),
    longitude: numberOrNull(row.longitude),
    reraNumber: row.rera_number,
    reraDate: row.rera_date,
    reraWebsite: row.rera_website,
    reraUrl: row.rera_url,
    approvalNumber: row.approval_number,
    approvalYear: row.approval_year,
    exemptionReason: row.exemption_reason,
    published: Number(row.published) === 1,
    publishAt: toDateOrNull(row.scheduled_publish_at),
    unpublishAt: toDateOrNull(row.scheduled_unpublish_at),
    createdAt: toDate(row.created_at),
    updatedAt: toDate(row.updated_at),
    revision: Number(row.revision),
    nameTa: row.name_ta ?? "",
    locationTa: row.location_ta ?? "",
    descriptionTa: row.description_ta ?? "",
    highlightsTa: readJsonList(row.highlights_ta ?? "[]", isString),
    amenitiesTa: readJsonList(row.amenities_ta ?? "[]", isString),
  };
}

function toRow(input: Partial<ProjectInput>): ProjectRowUpdate {
  const row: ProjectRowUpdate = {};
  if (input.name !== undefined) row.name = input.name;
  if (input.location !== undefined) row.location = input.location;
  if (input.priceRange !== undefined) row.price_range = input.priceRange;
  if (input.plotSizes !== undefined) row.plot_sizes = input.plotSizes;
  if (input.status !== undefined) row.status = input.status;
  if (input.totalPlots !== undefined) row.total_plots = input.totalPlots;
  if (input.soldPlots !== undefined) row.sold_plots = input.soldPlots;
  if (input.description !== undefined) row.description = input.description;
  if (input.bannerImage !== undefined) row.banner_image = input.bannerImage;
  if (input.images !== undefined) row.images = JSON.stringify(input.images);
  if (input.highlights !== undefined) row.highlights = JSON.stringify(input.highlights);
  if (input.amenities !== undefined) row.amenities = JSON.stringify(input.amenities);
  if (input.nearbyPlaces !== undefined) row.nearby_places = JSON.stringify(input.nearbyPlaces);
  if (input.brochure !== undefined) row.brochure = input.brochure;
  if (input.nameTa !== undefined) row.name_ta = input.nameTa;
  if (input.locationTa !== undefined) row.location_ta = input.locationTa;
  if (input.descriptionTa !== undefined) row.description_ta = input.descriptionTa;
  if (input.highlightsTa !== undefined) row.highlights_ta = JSON.stringify(input.highlightsTa);
  if (input.amenitiesTa !== undefined) row.amenities_ta = JSON.stringify(input.amenitiesTa);
  Object.assign(row, factColumns(input));
  if (input.latitude !== undefined) row.latitude = input.latitude;
  if (input.longitude !== undefined) row.longitude = input.longitude;
  for (const field of complianceFields) {
    const value = input[field];
    if (value !== undefined) row[complianceColumns[field]] = value;
  }
  if (input.published !== undefined) row.published = input.published ? 1 : 0;
  if (input.publishAt !== undefined) row.scheduled_publish_at = timestampOrNull(input.publishAt);
  if (input.unpublishAt !== undefined) row.scheduled_unpublish_at = timestampOrNull(input.unpublishAt);
  return row;
}

/**
 * The numbers, city and locality a save writes: as given, else read from the price and size texts
 * and the location when those change.
 */
function factColumns(input: Partial<ProjectInput>): ProjectRowUpdate {
  const row: ProjectRowUpdate = {};
  const price = input.priceRange !== undefined ? parsePriceRange(input.priceRange) : undefined;
  const size = input.plotSizes !== undefined ? parsePlotSizes(input.plotSizes) : undefined;
  if (input.priceMin !== undefined) row.price_min = input.priceMin;
  else if (price !== undefined) row.price_min = price?.min ?? null;
  if (input.priceMax !== undefined) row.price_max = input.priceMax;
  else if (price !== undefined) row.price_max = price?.max ?? null;
  if (input.sizeMin !== undefined) row.size_min = input.sizeMin;
  else if (size !== undefined) row.size_min = size?.min ?? null;
  if (input.sizeMax !== undefined) row.size_max = input.sizeMax;
  else if (size !== undefined) row.size_max = size?.max ?? null;
  const place = input.location !== undefined ? placeOf(input.location) : undefined;
  if (input.city) row.city = input.city;
  else if (place) row.city = place.city;
  if (input.locality !== undefined) row.locality = input.locality;
  else if (place) row.locality = place.locality;
  return row;
}

/**
 * Every read visitors see starts here: Published projects only (issue "Find and trust": drafts are
 * for signed-in staff). Home, /projects, /project/:id, the enquiry forms' project lists and every
 * public count go through it.
 */
export function publicProjects(db: DB) {
  return db.selectFrom("projects").where("published", "=", 1);
}

/** The /projects filters as ranges and values (see project-list.ts for the bands in the URL). */
export interface ProjectConditions {
  city?: string;
  status?: string;
  price?: Range;
  size?: Range;
  /** Has a plot for sale facing this way (an Available plot of its inventory). */
  facing?: Facing;
}

/** The SQL condition of each filter that is set (an overlap of ranges for price and size). */
export function projectConditions(
  eb: ExpressionBuilder<Database, "projects">,
  { city, status, price, size, facing }: ProjectConditions,
): Expression<SqlBool>[] {
  // Qualified, so the conditions also hold in a query joined with plots (which has a status too).
  const overlaps = (
    low: "projects.price_min" | "projects.size_min",
    high: "projects.price_max" | "projects.size_max",
    range: Range,
  ) =>
    Number.isFinite(range.max)
      ? eb.and([eb(low, "<=", range.max), eb(high, ">=", range.min)])
      : eb(high, ">=", range.min);
  return [
    ...(city ? [eb("projects.city", "=", city)] : []),
    ...(status ? [eb("projects.status", "=", status)] : []),
    ...(price ? [overlaps("projects.price_min", "projects.price_max", price)] : []),
    ...(size ? [overlaps("projects.size_min", "projects.size_max", size)] : []),
    ...(facing
      ? [
          eb.exists(
            eb
              .selectFrom("plots")
              .select("plots.id")
              .whereRef("plots.project_id", "=", "projects.id")
              .where("plots.status", "=", "available")
              .where("plots.facing", "=", facing),
          ),
        ]
      : []),
  ];
}

/**
 * Which projects a list shows: Published only (the public lists), a search of names and locations
 * (the admin table), only those with plots left or none (home, and sold-out-last lists), and the
 * /projects filters.
 */
export interface ProjectListFilter extends ProjectConditions {
  search?: string;
  plotsLeft?: boolean;
  published?: true;
}

function filteredProjects(db: DB, { search = "", plotsLeft, published, ...conditions }: ProjectListFilter) {
  let query = published ? publicProjects(db) : db.selectFrom("projects");
  if (search.trim() !== "") {
    const text = search.trim();
    query = query.where(() => matchesAnyTerm(db, "projects", [{ text, columns: ["name", "location"] }]));
  }
  if (plotsLeft !== undefined) {
    query = query.where((eb) =>
      plotsLeft
        ? eb("sold_plots", "<", eb.ref("total_plots"))
        : eb("sold_plots", ">=", eb.ref("total_plots")),
    );
  }
  return query.where((eb) => eb.and(projectConditions(eb, conditions)));
}

/**
 * The orders of a list: newest first (spec §7: createdAt descending, from the newest-first
 * indexes), lowest price first (unread prices last), or most plots left first.
 */
export type ProjectOrder = "newest" | "price" | "plots-left";

/** The projects the filter matches in `order`: all of them, or `limit` from `offset`. */
export async function listProjects(
  db: DB,
  options: ProjectListFilter & { order?: ProjectOrder; limit?: number; offset?: number } = {},
): Promise<Project[]> {
  let query = filteredProjects(db, options).selectAll();
  if (options.order === "price") query = query.orderBy("price_min", (o) => o.asc().nullsLast());
  if (options.order === "plots-left") query = query.orderBy(sql`total_plots - sold_plots`, "desc");
  query = query.orderBy("created_at", "desc").orderBy("id");
  if (options.limit !== undefined) query = query.limit(options.limit).offset(options.offset ?? 0);
  return (await query.execute()).map(fromRow);
}

export async function countProjects(db: DB, filter: ProjectListFilter = {}): Promise<number> {
  const row = await filteredProjects(db, filter)
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every project's id and name, by name: the choices of a back-office form (a lead's project). */
export function listProjectNames(db: DB): Promise<{ id: string; name: string }[]> {
  return db.selectFrom("projects").select(["id", "name"]).orderBy("name").orderBy("id").execute();
}

/** One project, or null when the id is missing, malformed or unknown. */
export async function getProject(db: DB, id: unknown): Promise<Project | null> {
  if (!isId(id)) return null;
  const row = await db.selectFrom("projects").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? fromRow(row) : null;
}

/** Whether any project shows the uploaded image at `url`, as its banner or in its gallery. */
export async function projectShowsImage(db: DB, url: string): Promise<boolean> {
  // Gallery lists are JSON text on both engines; the URL in quotes matches one whole entry. Media
  // URLs hold only [0-9a-z/x-], so nothing in them acts as a LIKE wildcard.
  const project = await db
    .selectFrom("projects")
    .select("id")
    .where((eb) => eb.or([eb("banner_image", "=", url), eb("images", "like", `%"${url}"%`)]))
    .limit(1)
    .executeTakeFirst();
  return project !== undefined;
}

/** One Published project for visitors, or null (a draft reads as unknown). */
export async function getPublishedProject(db: DB, id: unknown): Promise<Project | null> {
  if (!isId(id)) return null;
  const row = await publicProjects(db).selectAll().where("id", "=", id).executeTakeFirst();
  return row ? fromRow(row) : null;
}

/** Adds a project; createdAt and updatedAt are now and a missing status is Available. */
export async function addProject(db: DB, input: ProjectInput): Promise<string> {
  const id = newId();
  const now = timestamp();
  // A full ProjectInput defines every column, so the partial mapping yields a complete row.
  const columns = toRow({
    ...input,
    status: input.status?.trim() || defaultProjectStatus,
  }) as Omit<NewProjectRow, "id" | "created_at" | "updated_at">;
  await db
    .insertInto("projects")
    .values({ ...columns, id, created_at: now, updated_at: now })
    .execute();
  return id;
}

/** Saves the changed fields and sets updatedAt; false when there is no such project. */
/**
 * Updates a project and moves its revision on; with `revision`, only if that is still its revision
 * (false otherwise: a colleague saved it since), checked in the same statement on either engine.
 */
export async function updateProject(
  db: DB,
  id: unknown,
  changes: Partial<ProjectInput>,
  revision?: number,
): Promise<boolean> {
  if (!isId(id)) return false;
  const result = await db
    .updateTable("projects")
    .set((eb) => ({ ...toRow(changes), updated_at: timestamp(), revision: eb("revision", "+", 1) }))
    .where("id", "=", id)
    .$if(revision !== undefined, (q) => q.where("revision", "=", revision!))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteProject(db: DB, id: unknown): Promise<boolean> {
  if (!isId(id)) return false;
  const result = await db.deleteFrom("projects").where("id", "=", id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
