import type { Selectable, Transaction } from "kysely";

import type { DB } from "#app/db/database.server.ts";
import type { AuditLogTable, Database } from "#app/db/schema.ts";
import { timestamp, toDate } from "#app/db/time.ts";

/** One line of the staff activity log: who did what to which item, and when. */
export interface AuditEntry {
  id: number;
  actor: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  summary: string;
  createdAt: Date;
}

/** What a change tells the log; the time is added when it is written. */
export interface AuditInput {
  actor: string | null;
  action: string;
  entity: string;
  entityId?: string | null;
  summary: string;
}

/**
 * Writes one entry. Pass the transaction of the change it describes, so that the change and its
 * entry are stored together or not at all.
 */
export function recordAudit(db: DB | Transaction<Database>, entry: AuditInput): Promise<void> {
  return recordAudits(db, [entry]);
}

/** Writes several entries in one statement (a change of many records: keep them to a few hundred). */
export async function recordAudits(
  db: DB | Transaction<Database>,
  entries: readonly AuditInput[],
): Promise<void> {
  if (entries.length === 0) return;
  const at = timestamp();
  await db
    .insertInto("audit_log")
    .values(
      entries.map((entry) => ({
        actor: entry.actor,
        action: entry.action,
        entity: entry.entity,
        entity_id: entry.entityId ?? null,
        summary: entry.summary,
        created_at: at,
      })),
    )
    .execute();
}

/** How to find, delete and name one kind of record, for deleteAudited. */
export interface AuditedDelete<T extends { id: string }> {
  actor: string;
  entity: string;
  find(trx: Transaction<Database>, id: unknown): Promise<T | null>;
  remove(trx: Transaction<Database>, id: unknown): Promise<boolean>;
  summary(found: T): string;
}

/**
 * Deletes a record and writes its audit entry in one transaction. Answers the deleted record, null
 * when there was none to delete, or "error" (logged) when the database refused.
 */
export async function deleteAudited<T extends { id: string }>(
  db: DB,
  id: unknown,
  { actor, entity, find, remove, summary }: AuditedDelete<T>,
): Promise<T | null | "error"> {
  try {
    return await db.transaction().execute(async (trx) => {
      const found = await find(trx, id);
      if (!found || !(await remove(trx, id))) return null;
      await recordAudit(trx, {
        actor,
        action: "deleted",
        entity,
        entityId: found.id,
        summary: summary(found),
      });
      return found;
    });
  } catch (error) {
    console.error(`Failed to delete the ${entity}:`, error);
    return "error";
  }
}

const newestFirst = (db: DB | Transaction<Database>) =>
  db.selectFrom("audit_log").selectAll().orderBy("created_at", "desc").orderBy("id", "desc");

function toEntry(r: Selectable<AuditLogTable>): AuditEntry {
  return {
    id: Number(r.id),
    actor: r.actor,
    action: r.action,
    entity: r.entity,
    entityId: r.entity_id,
    summary: r.summary,
    createdAt: toDate(r.created_at),
  };
}

/**
 * The newest entries first, for the dashboard's Recent Activity: the changes, without the entries
 * of the `reads` actions (who opened or exported what, which the Personal data page lists).
 */
export async function listRecentActivity(
  db: DB,
  { limit = 8, reads = [] }: { limit?: number; reads?: readonly string[] } = {},
): Promise<AuditEntry[]> {
  const query = reads.length > 0 ? newestFirst(db).where("action", "not in", reads) : newestFirst(db);
  return (await query.limit(limit).execute()).map(toEntry);
}

/** A page of the entries of these actions, newest first, and how many there are in all. */
export async function listActions(
  db: DB,
  actions: readonly string[],
  { limit, offset }: { limit: number; offset: number },
): Promise<{ entries: AuditEntry[]; total: number }> {
  const [rows, count] = await Promise.all([
    newestFirst(db).where("action", "in", actions).limit(limit).offset(offset).execute(),
    db
      .selectFrom("audit_log")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("action", "in", actions)
      .executeTakeFirstOrThrow(),
  ]);
  return { entries: rows.map(toEntry), total: Number(count.n) };
}

/** One entry of these actions by its id, or null. */
export async function findActionEntry(
  db: DB,
  actions: readonly string[],
  id: number,
): Promise<AuditEntry | null> {
  const row = await db
    .selectFrom("audit_log")
    .selectAll()
    .where("id", "=", id)
    .where("action", "in", actions)
    .executeTakeFirst();
  return row ? toEntry(row) : null;
}

/** One record's history, newest first (index audit_log_entity). */
export async function listEntityHistory(
  db: DB | Transaction<Database>,
  entity: string,
  entityId: string,
): Promise<AuditEntry[]> {
  const rows = await newestFirst(db).where("entity", "=", entity).where("entity_id", "=", entityId).execute();
  return rows.map(toEntry);
}
