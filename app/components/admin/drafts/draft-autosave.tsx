import type { RefObject } from "react";

import { draftPath, type DraftEntity } from "#app/domain/drafts/index.ts";

import { useAutosave } from "./use-autosave.ts";

/**
 * An editor's autosave and its quiet status line beside the Save button ("Draft saved 10:42 AM",
 * "Draft not saved: no connection"): issue "Publish later and go back", "autosave a private draft
 * every few seconds while typing". Empty until the first draft is posted.
 */
export function DraftAutosave({
  form,
  entity,
  recordId,
  saving,
}: {
  form: RefObject<HTMLFormElement | null>;
  entity: DraftEntity;
  /** The record edited, null for one not yet saved. */
  recordId: string | null;
  /** The form is being saved: no draft is posted meanwhile. */
  saving: boolean;
}) {
  const status = useAutosave(form, draftPath(entity, recordId), saving);
  return (
    <p role="status" aria-live="polite" className="self-center text-sm text-neutral-600 sm:mr-auto">
      {status}
    </p>
  );
}
