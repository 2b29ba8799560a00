import { data, redirect } from "react-router";

import type { DB } from "#app/db/database.server.ts";
import { toastResult, type Toast } from "#app/lib/toast.ts";
import type { EditorFields } from "./revision-merge.ts";
import { editorForm, restoreMessages, restoreOutcome, type EditorSaveResult } from "./revision-restore.ts";
import { findRevision, postedRevision, type RevisedEntity } from "./revisions.server.ts";

/** How a kind of record is restored: read now, its revision's values made savable, and saved. */
export interface RestoreSteps<T extends EditorFields, R extends { revision: number }> {
  entity: RevisedEntity;
  /** The record as it is now; null when it is gone (the toast is then `gone`). */
  find: (db: DB, id: string) => Promise<R | null>;
  gone: string;
  labels: Readonly<Record<string, string>>;
  /** The posted field of each part of a list of records (see editorForm). */
  parts?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** The revision's values as they can be saved today, with what could not be brought back. */
  prepare: (saved: T, current: R) => Promise<{ values: T; notes: string[] }>;
  /** The editor's save. */
  save: (form: FormData) => Promise<EditorSaveResult>;
}

/**
 * Issue "Publish later and go back": "restores any revision as a new save". Revision `revision`
 * of record `id` is posted, as its editor would post it, over the record's current revision: the
 * save checks it by today's rules, audits it and keeps it as the next revision.
 */
export async function restoreRevision<T extends EditorFields, R extends { revision: number }>(
  db: DB,
  id: string,
  revision: number,
  steps: RestoreSteps<T, R>,
): Promise<{ toast: Toast }> {
  const current = await steps.find(db, id);
  if (!current) return toastResult("error", steps.gone);
  if (revision === current.revision) return toastResult("error", restoreMessages.current);
  const saved = await findRevision<T>(db, steps.entity, id, revision);
  if (!saved) return toastResult("error", restoreMessages.notKept);
  const { values, notes } = await steps.prepare(saved.fields, current);
  const form = editorForm(values, steps.parts);
  form.set("id", id);
  form.set("intent", "save");
  form.set("revision", String(current.revision));
  const result = await steps.save(form);
  return restoreOutcome(result, { revision, current: current.revision, notes }, steps.labels);
}

/**
 * The revision a restore button posts, once confirmed: with JavaScript its dialog adds
 * `confirm=yes`; without, the browser is sent to the history's confirmation step
 * (`<path>?restore=<revision>`) first. No revision to read is a 400.
 */
export function confirmedRestore(form: FormData, path: string): number {
  const revision = postedRevision(form);
  if (revision === null) throw data(restoreMessages.noRevision, { status: 400 });
  if (form.get("confirm") !== "yes") throw redirect(`${path}?restore=${revision}`);
  return revision;
}

/** The revision the history's confirmation step asks about (`?restore=<revision>`), or null. */
export function restoreToConfirm(request: Request): number | null {
  const asked = new URL(request.url).searchParams.get("restore");
  return asked !== null && /^\d{1,9}$/.test(asked) ? Number(asked) : null;
}
