import type { DB } from "#app/db/database.server.ts";
import { timestamp, toDate } from "#app/db/time.ts";
import { fieldText, type EditorFields } from "#app/domain/revisions/index.ts";
import { isId } from "#app/lib/ids.ts";
import {
  draftMaxBytes,
  draftMessages as messages,
  type DraftEntity,
  type DraftOffer,
} from "./draft-model.ts";

/**
 * Issue "Publish later and go back": "The post editor and the project form autosave a private
 * draft every few seconds while typing; after a closed tab or a lost connection the next visit
 * offers to recover it." One draft a person, record kind and record (`recordId` "" for the editor
 * of a record not yet saved), replaced by each autosave. Private: every read names its author.
 */

/** Where each kind of record is stored: a draft of one that is not there is refused. */
const tables = { project: "projects", blog: "blogs" } as const;

export interface DraftKey {
  /** The staff member who typed it (auth_user.id). */
  authorId: string;
  entity: DraftEntity;
  /** The record edited, "" for one not yet saved. */
  recordId: string;
}

export interface Draft<T extends EditorFields> {
  values: T;
  /** The revision the editor had opened (null for a new record): a save of it checks against this. */
  revision: number | null;
  savedAt: Date;
}

/** A refused draft: its status and the message to answer with. */
export interface DraftRefusal {
  status: 404 | 413;
  message: string;
}

const byKey = (key: DraftKey) => ({
  author_id: key.authorId,
  entity: key.entity,
  record_id: key.recordId,
});

/** Whether the record the draft edits is stored ("" always is: the editor of a new one). */
async function recordExists(db: DB, { entity, recordId }: DraftKey): Promise<boolean> {
  if (recordId === "") return true;
  if (!isId(recordId)) return false;
  const row = await db.selectFrom(tables[entity]).select("id").where("id", "=", recordId).executeTakeFirst();
  return row !== undefined;
}

/**
 * Stores (or replaces) the author's draft of a record: the values as typed, unchecked, since a
 * draft may be half-typed. Refused when the record is not there, or when its values are larger
 * than a draft may be.
 */
export async function saveDraft(
  db: DB,
  key: DraftKey,
  draft: { values: EditorFields; revision: number | null },
  now = new Date(),
): Promise<DraftRefusal | null> {
  const fields = JSON.stringify(draft.values);
  if (new TextEncoder().encode(fields).byteLength > draftMaxBytes) {
    return { status: 413, message: messages.tooLarge };
  }
  if (!(await recordExists(db, key))) return { status: 404, message: messages.unknownRecord };
  const row = { ...byKey(key), fields, revision: draft.revision, saved_at: timestamp(now) };
  await db
    .insertInto("drafts")
    .values(row)
    .onConflict((conflict) =>
      conflict
        .columns(["author_id", "entity", "record_id"])
        .doUpdateSet({ fields, revision: draft.revision, saved_at: row.saved_at }),
    )
    .execute();
  return null;
}

/** The author's draft of a record, or null. `empty` fills in what an older draft lacks. */
export async function findDraft<T extends EditorFields>(
  db: DB,
  key: DraftKey,
  empty: T,
): Promise<Draft<T> | null> {
  const row = await db
    .selectFrom("drafts")
    .select(["fields", "revision", "saved_at"])
    .where("author_id", "=", key.authorId)
    .where("entity", "=", key.entity)
    .where("record_id", "=", key.recordId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    values: { ...empty, ...(JSON.parse(row.fields) as Partial<T>) },
    revision: row.revision === null ? null : Number(row.revision),
    savedAt: toDate(row.saved_at),
  };
}

/** Removes the author's draft of a record: discarded, or saved as the record. */
export async function discardDraft(db: DB, key: DraftKey): Promise<void> {
  await db
    .deleteFrom("drafts")
    .where("author_id", "=", key.authorId)
    .where("entity", "=", key.entity)
    .where("record_id", "=", key.recordId)
    .execute();
}

/** The author's draft of the record a posted editor form saves: its `id`, or "" for a new one. */
export function postedDraftKey(authorId: string, entity: DraftEntity, form: FormData): DraftKey {
  const id = form.get("id");
  return { authorId, entity, recordId: typeof id === "string" ? id : "" };
}

/** Removes everyone's drafts of a record that was deleted: there is nothing left to recover them into. */
export async function discardRecordDrafts(db: DB, entity: DraftEntity, recordId: string): Promise<void> {
  await db.deleteFrom("drafts").where("entity", "=", entity).where("record_id", "=", recordId).execute();
}

/** What an editor opens on: a record's values as stored (or empty) and the revision it reads. */
export interface EditorValues<T extends EditorFields> {
  values: T;
  revision: number | null;
}

/**
 * An editor as it opens with the author's draft of its record (`updatedAt`: the record's last
 * save, null for a new one): with `recover`, on the draft's values and the revision the draft had
 * opened, so that a colleague's save since meets the save-conflict check; else as it is, with the
 * offer to recover the draft. A draft is offered only when it was saved after the record's last
 * save and holds something the record does not; one that does not is removed.
 */
export async function editorWithDraft<T extends EditorFields, E extends EditorValues<T>>(
  db: DB,
  key: DraftKey,
  editor: E,
  opened: { updatedAt: Date | null; recover: boolean },
): Promise<{ editor: E; offer: DraftOffer | null }> {
  const draft = await findDraft(db, key, editor.values);
  if (!draft) return { editor, offer: null };
  const stored = editor.values as Record<string, unknown>;
  const typed = draft.values as Record<string, unknown>;
  const changed = Object.keys(stored).some((field) => fieldText(typed[field]) !== fieldText(stored[field]));
  if (!changed || (opened.updatedAt !== null && draft.savedAt <= opened.updatedAt)) {
    await discardDraft(db, key);
    return { editor, offer: null };
  }
  if (opened.recover)
    return { editor: { ...editor, values: draft.values, revision: draft.revision }, offer: null };
  return { editor, offer: { savedAt: draft.savedAt } };
}
