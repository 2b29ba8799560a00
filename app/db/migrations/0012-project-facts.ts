import { sql, type Kysely } from "kysely";

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
    const price = readPrice(row.price_range);
    const size = readSize(row.plot_sizes);
    await projects
      .updateTable("projects")
      .set({
        ...readPlace(row.location),
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

/*
 * A frozen copy of how the texts were read when this migration was written (the projects domain's
 * project-facts.ts may change later; this migration must give the same numbers forever).
 */

interface Range {
  min: number;
  max: number;
}

const rupeesPer: Record<string, number> = { l: 1e5, lakh: 1e5, lakhs: 1e5, lac: 1e5, lacs: 1e5, k: 1e3 };
for (const word of ["cr", "crore", "crores"]) rupeesPer[word] = 1e7;
const sqftPer: Record<string, number> = { sqft: 1, sft: 1, ft: 1, ground: 2400, grounds: 2400 };
for (const word of ["cent", "cents"]) sqftPer[word] = 435.6;

/** One or two amounts joined by a dash or "to"; a unit written once, after the second, counts for both. */
function readAmounts(text: string, per: (unit: string) => number | undefined, leastBare: number) {
  const parts = text.split(/\s*(?:-|–|—|to)\s*/);
  if (parts.length > 2) return null;
  const found = parts.map((part) => /^(\d+(?:,\d+)*(?:\.\d+)?)\s*([a-z.]*)$/.exec(part.trim()));
  if (!found.every((match) => match !== null)) return null;
  const lastUnit = found[found.length - 1]![2]!;
  const values: number[] = [];
  for (const [, digits, ownUnit] of found) {
    const n = Number(digits!.replace(/,/g, ""));
    const unit = ownUnit || lastUnit;
    const factor = unit === "" ? (n >= leastBare ? 1 : undefined) : per(unit);
    const value = factor === undefined ? NaN : unit === "" ? n : Math.round(n * factor);
    if (!Number.isFinite(value) || value <= 0) return null;
    values.push(value);
  }
  const min = values[0]!;
  const max = values[1] ?? min;
  return min <= max ? { min, max } : null;
}

function readPrice(text: string): Range | null {
  const flat = text
    .toLowerCase()
    .replace(/₹|\brs\.?|\binr\b|\/-/g, "")
    .replace(/\s+/g, " ")
    .trim();
  return readAmounts(flat, (unit) => rupeesPer[unit.replace(/\.$/, "")], 10_000);
}

function readSize(text: string): Range | null {
  const flat = text
    .toLowerCase()
    .replace(/\bsq(?:uare)?\.?\s*(?:ft|feet)\.?/g, "sqft")
    .replace(/\s+/g, " ")
    .trim();
  return readAmounts(flat, (unit) => sqftPer[unit], 100);
}

const knownCities = [
  "Chennai",
  "Coimbatore",
  "Madurai",
  "Salem",
  "Tiruchirappalli",
  "Tirunelveli",
  "Erode",
  "Vellore",
  "Thanjavur",
  "Hosur",
  "Ramanathapuram",
  "Kanchipuram",
  "Chengalpattu",
  "Bangalore",
];

/** The city is the last part naming a known city, else the last part; the locality is the first part. */
function readPlace(location: string): { city: string; locality: string } {
  const parts = location
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const cityIn = (part: string) => knownCities.find((name) => new RegExp(`\\b${name}\\b`, "i").test(part));
  const city = parts.map(cityIn).findLast(Boolean) ?? parts[parts.length - 1] ?? "";
  const first = parts[0] ?? "";
  return { city, locality: cityIn(first) === city || first === city ? "" : first };
}
