import type { DB } from "#app/db/database.server.ts";
import { timestamp, toDate } from "#app/db/time.ts";
import { formatShortDateTime } from "#app/lib/india-time.ts";
import { fieldText, mergeSaves, type EditorFields } from "./revision-merge.ts";
import { saveConflictMessages as messages, type SaveConflict } from "./revision-model.ts";

/** The records whose saves are kept: what a refused save compares with. */
export type RevisedEntity = "project" | "blog";

export interface Revision<T extends EditorFields> {
  revision: number;
  actor: string;
  savedAt: Date;
  fields: T;
}

/** Keeps a save: the editor's fields as saved, by whom, in the saving transaction. */
export async function recordRevision(
  db: DB,
  entity: RevisedEntity,
  entityId: string,
  saved: { revision: number; actor: string; fields: EditorFields },
  now = new Date(),
): Promise<void> {
  await db
    .insertInto("revisions")
    .values({
      entity,
      entity_id: entityId,
      revision: saved.revision,
      actor: saved.actor,
      saved_at: timestamp(now),
      fields: JSON.stringify(saved.fields),
    })
    .execute();
}

/** One save of a record, or null when it is not kept (saved before its history began). */
export async function findRevision<T extends EditorFields>(
  db: DB,
  entity: RevisedEntity,
  entityId: string,
  revision: number,
): Promise<Revision<T> | null> {
  const row = await db
    .selectFrom("revisions")
    .selectAll()
    .where("entity", "=", entity)
    .where("entity_id", "=", entityId)
    .where("revision", "=", revision)
    .executeTakeFirst();
  if (!row) return null;
  return {
    revision: row.revision,
    actor: row.actor,
    savedAt: toDate(row.saved_at),
    fields: JSON.parse(row.fields) as T,
  };
}

/** The revision number an editor posted, or null when there is none to read. */
export function postedRevision(form: FormData): number | null {
  const value = form.get("revision");
  return typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

/** A record as it is now: its revision, when it was last saved, and its editor's fields. */
export interface CurrentRecord<T extends EditorFields> {
  entity: RevisedEntity;
  id: string;
  /** What the record is called in a sentence: "project", "post". */
  what: string;
  revision: number;
  updatedAt: Date;
  fields: T;
}

/**
 * A save refused because the record moved on since its editor opened it (revision `opened`): the
 * form again with the two saves merged (revision-merge.ts), and what to tell the editor.
 */
export async function refusedSave<T extends EditorFields>(
  db: DB,
  record: CurrentRecord<T>,
  opened: number | null,
  mine: T,
  labels: { readonly [K in keyof T & string]?: string },
): Promise<{ status: 409; errors: object; values: T; revision: number; conflict: SaveConflict }> {
  const [base, latest] = await Promise.all([
    opened === null ? null : findRevision<T>(db, record.entity, record.id, opened),
    findRevision<T>(db, record.entity, record.id, record.revision),
  ]);
  const fields = Object.keys(labels) as (keyof T & string)[];
  const merged = mergeSaves(base?.fields ?? null, mine, record.fields, fields);
  const label = (field: keyof T & string) => labels[field] ?? field;
  return {
    status: 409,
    errors: {},
    values: merged.values,
    revision: record.revision,
    conflict: {
      summary: messages.savedSince(
        latest?.actor ?? null,
        record.what,
        formatShortDateTime(latest?.savedAt ?? record.updatedAt),
      ),
      taken: merged.taken.map(label),
      both: merged.both.map((field) => ({
        field,
        label: label(field),
        saved: fieldText(record.fields[field]),
      })),
    },
  };
}
