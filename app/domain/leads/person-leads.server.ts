import type { Selectable, Transaction } from "kysely";

import type { DB } from "#app/db/database.server.ts";
import type { Database, LeadNoteTable, LeadTable } from "#app/db/schema.ts";
import { listEntityHistory, type AuditEntry } from "#app/domain/audit/index.server.ts";
import { normalizeIndianPhone } from "./phone.ts";
import { forgetLeadsInAudit } from "./lead-actions.server.ts";

/**
 * Issue "Roles", buyers' personal data (DPDP Act): the leads held under one phone number or e-mail,
 * for the owner who answers the person's request to see or erase what the company holds.
 */

/** A person as staff look them up: a phone number (any way it is typed) or an e-mail. */
export type PersonKey = { phone: string } | { email: string };

/** Reads what was typed: an e-mail when it has an @, else a phone number; null when neither. */
export function personKeyOf(text: string): PersonKey | null {
  const typed = text.trim();
  if (typed.includes("@")) return /^[^\s@]+@[^\s@]+$/.test(typed) ? { email: typed.toLowerCase() } : null;
  const phone = normalizeIndianPhone(typed);
  return phone ? { phone } : null;
}

export interface PersonLeads {
  leads: Selectable<LeadTable>[];
  notes: Selectable<LeadNoteTable>[];
  /** What staff did with each lead, from the audit log. */
  history: AuditEntry[];
}

/**
 * The people a phone number or e-mail names: the person with it, the one it was merged into, and
 * every person merged into that one (one buyer who wrote from two numbers is one person).
 */
async function peopleOf(db: DB, key: PersonKey): Promise<string[]> {
  const named = await db
    .selectFrom("people")
    .select(["id", "merged_into"])
    .$if("phone" in key, (q) => q.where("phone", "=", (key as { phone: string }).phone))
    .$if("email" in key, (q) => q.where("email", "=", (key as { email: string }).email))
    .execute();
  const kept = new Set(named.map((person) => person.merged_into ?? person.id));
  if (kept.size === 0) return [];
  const merged = await db
    .selectFrom("people")
    .select("id")
    .where("merged_into", "in", [...kept])
    .execute();
  return [...new Set([...kept, ...named.map((person) => person.id), ...merged.map((person) => person.id)])];
}

/** Every lead under the phone number or e-mail (or of its person), newest first, with notes and history. */
export async function findPersonLeads(db: DB, key: PersonKey): Promise<PersonLeads & { people: string[] }> {
  const people = await peopleOf(db, key);
  const leads = await db
    .selectFrom("leads")
    .selectAll()
    .where((eb) =>
      eb.or([
        "phone" in key ? eb("phone", "=", key.phone) : eb(eb.fn("lower", ["email"]), "=", key.email),
        ...(people.length > 0 ? [eb("person_id", "in", people)] : []),
      ]),
    )
    .orderBy("created_at", "desc")
    .execute();
  const ids = leads.map((lead) => lead.id);
  if (ids.length === 0) return { leads, notes: [], history: [], people };
  const [notes, histories] = await Promise.all([
    db.selectFrom("lead_notes").selectAll().where("lead_id", "in", ids).orderBy("created_at").execute(),
    Promise.all(ids.map((id) => listEntityHistory(db, "lead", id))),
  ]);
  return { leads, notes, history: histories.flat(), people };
}

/**
 * Erases the leads in the caller's transaction: their notes and alert go with them (the foreign
 * keys cascade), and the audit entries about them keep what was done but no longer the person.
 * Answers how many notes went.
 */
export async function eraseLeads(
  trx: Transaction<Database>,
  ids: readonly string[],
  people: readonly string[] = [],
): Promise<number> {
  if (people.length > 0) await forgetPeople(trx, people);
  if (ids.length === 0) return 0;
  const notes = await trx
    .selectFrom("lead_notes")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("lead_id", "in", ids)
    .executeTakeFirstOrThrow();
  await trx.deleteFrom("leads").where("id", "in", ids).execute();
  await forgetLeadsInAudit(trx, ids);
  return Number(notes.n);
}

/** The people go too (their name, phone and e-mail), with the history of their merges. */
async function forgetPeople(trx: Transaction<Database>, people: readonly string[]): Promise<void> {
  await trx.updateTable("leads").set({ person_id: null }).where("person_id", "in", people).execute();
  await trx.deleteFrom("people").where("id", "in", people).execute();
  await trx
    .updateTable("audit_log")
    .set({ summary: "Merged buyers whose data has since been erased" })
    .where("entity", "=", "person")
    .where("entity_id", "in", people)
    .execute();
}
