import type { DB } from "#app/db/database.server.ts";
import { toDate } from "#app/db/time.ts";
import { isId } from "#app/lib/ids.ts";
import { describeWhen } from "#app/lib/when.ts";
import { leadKindLabel } from "./lead-model.ts";
import { leadSourceLabel } from "./lead-sources.ts";
import type { MergeCandidate, PersonPageView } from "./person-page-view.ts";
import { personPhone } from "./people.server.ts";
import { personKeyOf } from "./person-leads.server.ts";
import { personTimeline, timelineLength } from "./person-timeline.server.ts";

/**
 * A buyer's page: the person, the leads the staff member may work (a sales executive: theirs and
 * the pool's), and one timeline of those leads (person-timeline.server.ts). Null when no such
 * person exists, "forbidden" when none of their leads is open to the staff member. A person merged
 * into another is that other's page (`redirect`).
 */
export async function getPersonPage(
  db: DB,
  id: unknown,
  { workableBy }: { workableBy: string | null },
  now: Date = new Date(),
): Promise<PersonPageView | { redirect: string } | "forbidden" | null> {
  if (!isId(id)) return null;
  const person = await db.selectFrom("people").selectAll().where("id", "=", id).executeTakeFirst();
  if (!person) return null;
  if (person.merged_into) return { redirect: person.merged_into };
  const leads = await db
    .selectFrom("leads")
    .leftJoin("projects", "projects.id", "leads.project_id")
    .leftJoin("auth_user", "auth_user.id", "leads.assigned_to")
    .select([
      "leads.id",
      "leads.kind",
      "leads.source",
      "leads.status",
      "leads.message",
      "leads.details",
      "leads.plot_number",
      "leads.created_at",
      "leads.assigned_to",
      "projects.name as project_name",
      "auth_user.name as assigned_name",
    ])
    .where("leads.person_id", "=", id)
    .$if(workableBy !== null, (q) =>
      q.where((eb) => eb.or([eb("leads.assigned_to", "=", workableBy), eb("leads.assigned_to", "is", null)])),
    )
    .orderBy("leads.created_at", "desc")
    .limit(timelineLength)
    .execute();
  if (leads.length === 0 && workableBy !== null) return "forbidden";
  return {
    id: person.id,
    name: person.name,
    phone: person.phone,
    email: person.email,
    leads: leads.map((lead) => ({
      id: lead.id,
      kind: leadKindLabel(lead.kind),
      source: leadSourceLabel(lead.source),
      projectName: lead.project_name,
      plotNumber: lead.plot_number,
      status: lead.status,
      assignedName: lead.assigned_name,
      when: describeWhen(toDate(lead.created_at), now),
    })),
    timeline: await personTimeline(db, person.id, leads, now),
  };
}

/** The other buyer a phone number or e-mail names, for the merge's confirmation. */
export async function findMergeCandidate(db: DB, typed: string): Promise<MergeCandidate | null> {
  const key = personKeyOf(typed);
  if (!key) return null;
  const row = await db
    .selectFrom("people")
    .select((eb) => [
      "people.id",
      "people.name",
      "people.phone",
      eb
        .selectFrom("leads")
        .select((l) => l.fn.countAll<number>().as("n"))
        .whereRef("leads.person_id", "=", "people.id")
        .as("leads"),
    ])
    .where("people.merged_into", "is", null)
    .$if("phone" in key, (q) => q.where("people.phone", "=", personPhone((key as { phone: string }).phone)))
    .$if("email" in key, (q) => q.where("people.email", "=", (key as { email: string }).email))
    .executeTakeFirst();
  return row ? { id: row.id, name: row.name, phone: row.phone, leads: Number(row.leads ?? 0) } : null;
}

/** A candidate by id (the confirmation step's address names it). */
export async function mergeCandidate(db: DB, id: unknown): Promise<MergeCandidate | null> {
  if (!isId(id)) return null;
  const row = await db
    .selectFrom("people")
    .select(["id", "name", "phone"])
    .where("id", "=", id)
    .where("merged_into", "is", null)
    .executeTakeFirst();
  if (!row) return null;
  const count = await db
    .selectFrom("leads")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("person_id", "=", id)
    .executeTakeFirstOrThrow();
  return { ...row, leads: Number(count.n) };
}
