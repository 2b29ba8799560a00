import type { Transaction } from "kysely";

import type { DB } from "#app/db/database.server.ts";
import type { Database } from "#app/db/schema.ts";
import { timestamp } from "#app/db/time.ts";
import { recordAudit } from "#app/domain/audit/index.server.ts";
import { isId, newId } from "#app/lib/ids.ts";
import { normalizeIndianPhone } from "./phone.ts";

/**
 * Issue "One inbox": one buyer, one person. A lead joins the person with its phone number (stored
 * as +91…, however it was typed), or makes a new one; staff merge two people by hand (two phones of
 * one buyer), which moves every lead of one to the other and leaves the first as a pointer.
 */

type Writer = DB | Transaction<Database>;

export interface PersonContact {
  name: string;
  phone: string;
  email: string | null;
}

/** A phone as people are keyed by it: +91… when it reads as one, else as typed (trimmed). */
export function personPhone(phone: string): string {
  return normalizeIndianPhone(phone) ?? phone.trim();
}

/** Follows merges to the person that holds the leads now (a merge of a merge included). */
async function current(db: Writer, id: string): Promise<string> {
  let at = id;
  for (let hops = 0; hops < 10; hops++) {
    const row = await db.selectFrom("people").select("merged_into").where("id", "=", at).executeTakeFirst();
    if (!row?.merged_into) return at;
    at = row.merged_into;
  }
  return at;
}

/**
 * The person a new lead joins, in the caller's transaction: the one with its phone number, else a
 * new one. Two leads of a new number at once make one person (the phone is unique: the second
 * insert does nothing and reads the first's). A person without an e-mail takes the lead's.
 */
export async function personFor(
  db: Writer,
  contact: PersonContact,
  now: string = timestamp(),
): Promise<string> {
  const phone = personPhone(contact.phone);
  const email = contact.email?.trim().toLowerCase() || null;
  if (phone === "") {
    const id = newId();
    await db
      .insertInto("people")
      .values({ id, name: contact.name, phone: null, email, created_at: now, updated_at: now })
      .execute();
    return id;
  }
  await db
    .insertInto("people")
    .values({ id: newId(), name: contact.name, phone, email, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column("phone").doNothing())
    .execute();
  const found = await db
    .selectFrom("people")
    .select("id")
    .where("phone", "=", phone)
    .executeTakeFirstOrThrow();
  const id = await current(db, found.id);
  if (email) {
    await db
      .updateTable("people")
      .set({ email, updated_at: now })
      .where("id", "=", id)
      .where("email", "is", null)
      .execute();
  }
  return id;
}

/** The person holding a lead now, when it has one. */
export async function personOfLead(db: DB, leadId: string): Promise<string | null> {
  const row = await db.selectFrom("leads").select("person_id").where("id", "=", leadId).executeTakeFirst();
  return row?.person_id ? current(db, row.person_id) : null;
}

export type MergeResult = "merged" | "same" | "unknown";

/**
 * Merges `otherId` into `keepId` in one transaction: the other's leads become the kept person's,
 * the kept person takes the other's e-mail when it has none, and the other stays as a pointer (a
 * later lead from its phone joins the kept person). Written in the audit log, naming nobody.
 */
export async function mergePeople(
  db: DB,
  keepId: unknown,
  otherId: unknown,
  actor: { name: string },
): Promise<MergeResult> {
  if (!isId(keepId) || !isId(otherId)) return "unknown";
  return db.transaction().execute(async (trx) => {
    const [keep, other] = await Promise.all([current(trx, keepId), current(trx, otherId)]);
    if (keep === other) return "same";
    const rows = await trx.selectFrom("people").selectAll().where("id", "in", [keep, other]).execute();
    const kept = rows.find((row) => row.id === keep);
    const merged = rows.find((row) => row.id === other);
    if (!kept || !merged) return "unknown";
    const now = timestamp();
    const moved = await trx
      .updateTable("leads")
      .set({ person_id: keep })
      .where("person_id", "=", other)
      .executeTakeFirst();
    await trx
      .updateTable("people")
      .set({ merged_into: keep, updated_at: now })
      .where("id", "=", other)
      .execute();
    if (!kept.email && merged.email) {
      await trx
        .updateTable("people")
        .set({ email: merged.email, updated_at: now })
        .where("id", "=", keep)
        .execute();
    }
    const leads = Number(moved.numUpdatedRows);
    await recordAudit(trx, {
      actor: actor.name,
      action: "person-merged",
      entity: "person",
      entityId: keep,
      summary: `Merged a person with ${leads === 1 ? "1 lead" : `${leads} leads`} into this one`,
    });
    return "merged";
  });
}

/** The person a phone (+91…) belongs to now, merges followed; null when no lead has it. */
export async function findPersonByPhone(db: Writer, phone: string): Promise<string | null> {
  const found = await db.selectFrom("people").select("id").where("phone", "=", phone).executeTakeFirst();
  return found ? current(db, found.id) : null;
}
