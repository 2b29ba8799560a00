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

/** Every lead under the phone number or e-mail, newest first, with their notes and history. */
export async function findPersonLeads(db: DB, key: PersonKey): Promise<PersonLeads> {
  const leads = await db
    .selectFrom("leads")
    .selectAll()
    .$if("phone" in key, (q) => q.where("phone", "=", (key as { phone: string }).phone))
    .$if("email" in key, (q) =>
      q.where((eb) => eb(eb.fn("lower", ["email"]), "=", (key as { email: string }).email)),
    )
    .orderBy("created_at", "desc")
    .execute();
  const ids = leads.map((lead) => lead.id);
  if (ids.length === 0) return { leads, notes: [], history: [] };
  const [notes, histories] = await Promise.all([
    db.selectFrom("lead_notes").selectAll().where("lead_id", "in", ids).orderBy("created_at").execute(),
    Promise.all(ids.map((id) => listEntityHistory(db, "lead", id))),
  ]);
  return { leads, notes, history: histories.flat() };
}

/**
 * Erases the leads in the caller's transaction: their notes and alert go with them (the foreign
 * keys cascade), and the audit entries about them keep what was done but no longer the person.
 * Answers how many notes went.
 */
export async function eraseLeads(trx: Transaction<Database>, ids: readonly string[]): Promise<number> {
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
