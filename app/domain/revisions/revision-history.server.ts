import type { DB } from "#app/db/database.server.ts";
import { toDate } from "#app/db/time.ts";
import type { EditorFields } from "./revision-merge.ts";
import {
  revisionEntries,
  type HistoryFields,
  type KeptSave,
  type RevisionEntry,
} from "./revision-changes.ts";
import type { RevisedEntity } from "./revisions.server.ts";

/** A record's kept saves, newest first (issue "Publish later and go back": "a history view of every save"). */
export async function listRevisions<T extends EditorFields>(
  db: DB,
  entity: RevisedEntity,
  entityId: string,
): Promise<KeptSave<T>[]> {
  const rows = await db
    .selectFrom("revisions")
    .selectAll()
    .where("entity", "=", entity)
    .where("entity_id", "=", entityId)
    .orderBy("revision", "desc")
    .execute();
  return rows.map((row) => ({
    revision: Number(row.revision),
    actor: row.actor,
    savedAt: toDate(row.saved_at),
    fields: JSON.parse(row.fields) as T,
  }));
}

/**
 * How the history page reads a kind of record: by `find`, named by `name`, each kept save with
 * what it changed from the one kept before it; null when there is no such record.
 */
export function historyOf<T extends EditorFields, R extends { id: string; revision: number }>(
  entity: RevisedEntity,
  find: (db: DB, id: string) => Promise<R | null>,
  name: (record: R) => string,
  spec: HistoryFields<T>,
) {
  return async (db: DB, id: string): Promise<{ name: string; entries: RevisionEntry[] } | null> => {
    const record = await find(db, id);
    if (!record) return null;
    const saves = await listRevisions<T>(db, entity, record.id);
    return { name: name(record), entries: revisionEntries(saves, record.revision, spec) };
  };
}
