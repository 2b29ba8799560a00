import { sql, type Kysely } from "kysely";

import { isPostgres, timestampType } from "./dialect.ts";

/**
 * Issue "One inbox": every lead has a source (the website, an ad's lead form, a portal's file, a
 * call), the campaign and the first- and last-touch of the visit, a next step with its due time,
 * and belongs to a person: one buyer, one person, by the phone number stored as +91…
 *
 * - `people`: one row a buyer; `merged_into` names the person a duplicate was merged into.
 * - `leads.source_ref`: the source's own id of the lead (Google's lead_id, Meta's leadgen_id, a
 *   file row's fingerprint), unique per source, so the same lead sent twice is stored once.
 * - `hook_events`: webhook deliveries whose slow part (fetching a Meta lead) the job runner does.
 * - `assignment_rules`: the executives each project's new leads go round to.
 *
 * The leads there are join people by phone: one person per phone, named after its newest lead.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestampType(db);
  const bool = isPostgres(db) ? "boolean" : "integer";
  const no = isPostgres(db) ? sql`false` : sql`0`;

  await db.schema
    .createTable("people")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("phone", "text")
    .addColumn("email", "text")
    // No foreign key: a restore loads people in id order, and one may point at a later one.
    .addColumn("merged_into", "text")
    .addColumn("created_at", ts, (c) => c.notNull())
    .addColumn("updated_at", ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("people_phone").on("people").column("phone").unique().execute();
  await db.schema.createIndex("people_email").on("people").column("email").execute();

  await db.schema
    .alterTable("leads")
    .addColumn("person_id", "text", (c) => c.references("people.id").onDelete("set null"))
    .execute();
  await db.schema
    .alterTable("leads")
    .addColumn("source", "text", (c) => c.notNull().defaultTo("website"))
    .execute();
  await db.schema.alterTable("leads").addColumn("source_ref", "text").execute();
  await db.schema.alterTable("leads").addColumn("campaign", "text").execute();
  await db.schema
    .alterTable("leads")
    .addColumn("first_touch", "text", (c) => c.notNull().defaultTo("{}"))
    .execute();
  await db.schema
    .alterTable("leads")
    .addColumn("last_touch", "text", (c) => c.notNull().defaultTo("{}"))
    .execute();
  await db.schema
    .alterTable("leads")
    .addColumn("test", bool, (c) => c.notNull().defaultTo(no))
    .execute();
  await db.schema.alterTable("leads").addColumn("next_step", "text").execute();
  await db.schema.alterTable("leads").addColumn("next_step_due", ts).execute();
  await db.schema.createIndex("leads_person").on("leads").columns(["person_id", "created_at"]).execute();
  await db.schema
    .createIndex("leads_source_ref")
    .on("leads")
    .columns(["source", "source_ref"])
    .unique()
    .execute();
  await db.schema
    .createIndex("leads_next_step_due")
    .on("leads")
    .columns(["assigned_to", "next_step_due"])
    .execute();
  await db.schema.createIndex("leads_source_created").on("leads").columns(["created_at", "source"]).execute();

  await db.schema
    .createTable("hook_events")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("external_id", "text", (c) => c.notNull())
    .addColumn("payload", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", ts, (c) => c.notNull())
    .addColumn("last_error", "text")
    .addColumn("lead_id", "text", (c) => c.references("leads.id").onDelete("set null"))
    .addColumn("received_at", ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("hook_events_source_id")
    .on("hook_events")
    .columns(["source", "external_id"])
    .unique()
    .execute();
  await db.schema
    .createIndex("hook_events_due")
    .on("hook_events")
    .columns(["state", "next_attempt_at"])
    .execute();

  await db.schema
    .createTable("assignment_rules")
    .addColumn("project_id", "text", (c) => c.notNull().references("projects.id").onDelete("cascade"))
    .addColumn("staff_id", "text", (c) => c.notNull().references("auth_user.id").onDelete("cascade"))
    .addColumn("last_assigned_at", ts)
    .addPrimaryKeyConstraint("assignment_rules_pk", ["project_id", "staff_id"])
    .execute();

  await joinExistingLeadsToPeople(db);
}

/** One person per phone among the leads already stored, named after the newest of their leads. */
async function joinExistingLeadsToPeople(db: Kysely<unknown>): Promise<void> {
  const store = db as Kysely<{
    leads: {
      id: string;
      name: string;
      phone: string;
      email: string | null;
      created_at: string;
      person_id: string | null;
      utm: string;
      first_touch: string;
      last_touch: string;
    };
    people: {
      id: string;
      name: string;
      phone: string | null;
      email: string | null;
      created_at: string;
      updated_at: string;
    };
  }>;
  await store
    .updateTable("leads")
    .set((eb) => ({ first_touch: eb.ref("utm"), last_touch: eb.ref("utm") }))
    .execute();
  const leads = await store
    .selectFrom("leads")
    .select(["id", "name", "phone", "email", "created_at"])
    .orderBy("created_at", "desc")
    .execute();
  const byPhone = new Map<string, { id: string; leads: string[] }>();
  const now = new Date().toISOString();
  for (const lead of leads) {
    const phone = lead.phone.trim();
    let person = byPhone.get(phone);
    if (!person) {
      person = { id: crypto.randomUUID(), leads: [] };
      byPhone.set(phone, person);
      const email = lead.email?.trim().toLowerCase() || null;
      await store
        .insertInto("people")
        .values({
          id: person.id,
          name: lead.name,
          phone: phone || null,
          email,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    person.leads.push(lead.id);
  }
  for (const person of byPhone.values()) {
    for (let at = 0; at < person.leads.length; at += 500) {
      await store
        .updateTable("leads")
        .set({ person_id: person.id })
        .where("id", "in", person.leads.slice(at, at + 500))
        .execute();
    }
  }
}
