import { sql, type Kysely } from "kysely";

import { parsePlotSizes, parsePriceRange, placeOf } from "../../domain/projects/project-facts.ts";

/**
 * Issue "Find and trust": a project's price range and plot sizes as numbers (rupees, sq.ft), its
 * city, locality and optional map point, its TNRERA registration and DTCP/CMDA approval (or the
 * reason it is exempt), and Draft or Published (every existing project stays Published). The free
 * texts are read into numbers; a text that cannot be read keeps the numbers empty and the back
 * office flags it. Indexes serve the /projects filters and orders.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // SQLite adds one column per statement.
  const add = (name: string, type: "bigint" | "integer" | "double precision") =>
    db.schema.alterTable("projects").addColumn(name, type).execute();
  const addText = (name: string) =>
    db.schema
      .alterTable("projects")
      .addColumn(name, "text", (c) => c.notNull().defaultTo(""))
      .execute();

  for (const name of ["price_min", "price_max"]) await add(name, "bigint");
  for (const name of ["size_min", "size_max"]) await add(name, "integer");
  for (const name of ["latitude", "longitude"]) await add(name, "double precision");
  for (const name of ["city", "locality"]) await addText(name);
  const compliance = [
    "rera_number",
    "rera_date",
    "rera_website",
    "rera_url",
    "approval_number",
    "approval_year",
    "exemption_reason",
  ];
  for (const name of compliance) await addText(name);
  await db.schema
    .alterTable("projects")
    .addColumn("published", "integer", (c) => c.notNull().defaultTo(1))
    .execute();

  const projects = db as unknown as Kysely<{
    projects: { id: string; location: string; price_range: string; plot_sizes: string } & Record<
      "price_min" | "price_max" | "size_min" | "size_max",
      number | null
    > &
      Record<"city" | "locality", string>;
  }>;
  const rows = await projects
    .selectFrom("projects")
    .select(["id", "location", "price_range", "plot_sizes"])
    .execute();
  for (const row of rows) {
    const price = parsePriceRange(row.price_range);
    const size = parsePlotSizes(row.plot_sizes);
    await projects
      .updateTable("projects")
      .set({
        ...placeOf(row.location),
        price_min: price?.min ?? null,
        price_max: price?.max ?? null,
        size_min: size?.min ?? null,
        size_max: size?.max ?? null,
      })
      .where("id", "=", row.id)
      .execute();
  }

  const index = (name: string, columns: string[]) =>
    db.schema.createIndex(name).on("projects").columns(columns).execute();
  // Published projects newest first, of one city or all; counts per city.
  await index("projects_published_newest", ["published", "created_at", "id desc"]);
  await index("projects_published_city", ["published", "city", "created_at", "id desc"]);
  // Budget and plot size bands compare the ranges; "price" orders by the lowest price.
  await index("projects_price", ["price_min", "price_max"]);
  await index("projects_size", ["size_min", "size_max"]);
  // "Plots left" orders by what is not yet sold.
  await db.schema
    .createIndex("projects_plots_left")
    .on("projects")
    .expression(sql`(total_plots - sold_plots)`)
    .execute();
}
