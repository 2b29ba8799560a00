import { data } from "react-router";

import type { DB } from "#app/db/database.server.ts";
import type { FileStores } from "#app/domain/media/index.server.ts";
import { readForm } from "#app/lib/read-form.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";
import type { Toast } from "#app/lib/toast.ts";
import type { RevisionEntry } from "./revision-changes.ts";
import { confirmedRestore, restoreToConfirm } from "./revision-restore.server.ts";

/** What a record's history page asks of its domain (a project's, a post's). */
export interface HistorySource {
  /** What the record is in a sentence: "project", "post". */
  what: string;
  /** The record's name and its kept saves, newest first; null when there is no such record. */
  history: (db: DB, id: string) => Promise<{ name: string; entries: RevisionEntry[] } | null>;
  restore: (stores: FileStores, actor: string, id: string, revision: number) => Promise<{ toast: Toast }>;
  historyPath: (id: string) => string;
  /** Where its editor opens. */
  editorPath: (id: string) => string;
}

/**
 * Issue "Publish later and go back": the history page of record `id`, with the restore step
 * `?restore=` asks to confirm (without JavaScript); a record that does not exist is a 404.
 */
export async function historyPage(
  db: DB,
  request: Request,
  id: string,
  source: HistorySource,
  mayRestore: boolean,
) {
  const found = await source.history(db, id);
  if (!found) throw data({ notFound: true }, { status: 404 });
  return {
    ...found,
    what: source.what,
    editorHref: source.editorPath(id),
    historyHref: source.historyPath(id),
    mayRestore,
    confirming: mayRestore ? restoreToConfirm(request) : null,
  };
}

/** Restores the revision the form posts, once confirmed, then back to the history with a toast. */
export async function restoreFromHistory(
  stores: FileStores,
  actor: string,
  request: Request,
  id: string,
  source: HistorySource,
): Promise<Response> {
  const here = source.historyPath(id);
  const revision = confirmedRestore(await readForm(request), here);
  const { toast } = await source.restore(stores, actor, id, revision);
  return redirectWithToast(here, toast);
}
