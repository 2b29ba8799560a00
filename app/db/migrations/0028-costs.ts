import { sql, type Kysely } from "kysely";

import { isPostgres, timestampType } from "./dialect.ts";

/**
 * Issue "What it costs": what a plot costs in all, from figures stored with the day they take
 * effect and where they come from, never from constants in code.
 *
 * - `cost_rates`: the state's rates in basis points (700 = 7%): stamp duty, the registration fee
 *   and the women buyers' registration fee, which applies to values up to `value_limit` rupees.
 *   A rate is in force from `effective_from` to `effective_to` (both India days, the last one
 *   included; none: until a later rate of its kind starts).
 * - `guideline_values`: a project's guideline value in rupees a sq.ft, revised by the state at any
 *   time: the row in force is the latest that has started.
 * - `project_charges`: a project's other charges (EB, water, corpus, documentation), rupees a plot
 *   or a sq.ft, in the order staff gave.
 *
 * Seeded with Tamil Nadu's rates for a sale deed as the Registration Department publishes them,
 * from a day they are known to be in force; staff add later ones in the back office. The public pages
 * show these figures, so every write moves the content version (migration 0016).
 */
const contentTables = ["cost_rates", "guideline_values", "project_charges"];

export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestampType(db);
  await db.schema
    .createTable("cost_rates")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("basis_points", "integer", (c) => c.notNull().check(sql`basis_points between 0 and 10000`))
    .addColumn("value_limit", "bigint")
    .addColumn("effective_from", "text", (c) => c.notNull())
    .addColumn("effective_to", "text")
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("created_at", ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("cost_rates_kind")
    .on("cost_rates")
    .columns(["kind", "effective_from"])
    .execute();
  await db.schema
    .createTable("guideline_values")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("project_id", "text", (c) => c.notNull().references("projects.id").onDelete("cascade"))
    .addColumn("rupees_per_sqft", "integer", (c) => c.notNull().check(sql`rupees_per_sqft > 0`))
    .addColumn("effective_from", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("created_at", ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("guideline_values_project")
    .on("guideline_values")
    .columns(["project_id", "effective_from"])
    .execute();
  await db.schema
    .createTable("project_charges")
    .addColumn("project_id", "text", (c) => c.notNull().references("projects.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("rupees", "bigint", (c) => c.notNull().check(sql`rupees >= 0`))
    .addColumn("per", "text", (c) => c.notNull().check(sql`per in ('plot', 'sqft')`))
    .addPrimaryKeyConstraint("project_charges_pk", ["project_id", "position"])
    .execute();

  const now = new Date().toISOString();
  const seeded = [
    {
      id: "rate-stamp-duty-tn",
      kind: "stamp-duty",
      basis_points: 700,
      value_limit: null,
      effective_from: "2023-04-01",
      effective_to: null,
      source:
        "Tamil Nadu Registration Department (tnreginet.gov.in): sale deed, stamp duty 7% of the market value",
    },
    {
      id: "rate-registration-tn",
      kind: "registration",
      basis_points: 200,
      value_limit: null,
      effective_from: "2023-04-01",
      effective_to: null,
      source:
        "Tamil Nadu Registration Department (tnreginet.gov.in): sale deed, registration fee 2% of the market value",
    },
    {
      id: "rate-registration-women-tn",
      kind: "registration-women",
      basis_points: 100,
      value_limit: 1_000_000,
      effective_from: "2025-04-01",
      effective_to: null,
      source:
        "Tamil Nadu Budget 2025-26: registration fee 1% for property up to ₹10 lakh registered in a woman's name, from 1 April 2025",
    },
  ];
  await db
    .insertInto("cost_rates" as never)
    .values(seeded.map((rate) => ({ ...rate, created_at: now })) as never)
    .execute();

  const run = (statement: string) => sql.raw(statement).execute(db);
  const bump = "update content_version set version = version + 1";
  for (const table of contentTables) {
    if (isPostgres(db)) {
      await run(
        `create trigger ${table}_content_version after insert or update or delete on ${table} for each statement execute function content_version_bump()`,
      );
      continue;
    }
    for (const event of ["insert", "update", "delete"]) {
      await run(
        `create trigger ${table}_content_version_${event} after ${event} on ${table} begin ${bump}; end`,
      );
    }
  }
}
