/**
 * Issue "Publish later and go back": the autosaved private drafts of the post editor and the
 * project form, as the browser and the server both name them. Browser-safe.
 */

/** The records whose editors autosave a draft. */
export const draftEntities = ["project", "blog"] as const;
export type DraftEntity = (typeof draftEntities)[number];

export function isDraftEntity(value: unknown): value is DraftEntity {
  return draftEntities.some((entity) => entity === value);
}

/** The most a draft's values may take as JSON: a form larger than this is saved, not drafted. */
export const draftMaxBytes = 1024 * 1024;

/** Where an editor posts its draft: `recordId` null for the editor of a record not yet saved. */
export function draftPath(entity: DraftEntity, recordId: string | null): string {
  return recordId ? `/admin/drafts/${entity}/${recordId}` : `/admin/drafts/${entity}`;
}

/** An editor opening on a record of which its author has a draft saved since: when it was saved. */
export interface DraftOffer {
  savedAt: Date;
}

export const draftMessages = {
  unknownEntity: "Drafts are kept of projects and posts only.",
  unknownRecord: "This record is no longer there, so its draft was not kept.",
  tooLarge: "The form is too large to keep as a draft (1 MB at most): save it instead.",
  saved: (time: string) => `Draft saved ${time}`,
  offline: "Draft not saved: no connection",
  notSaved: (reason: string) => `Draft not saved: ${reason}`,
  notSavedReason: "the server did not take it",
  offer: (when: string) => `You have unsaved changes from ${when}.`,
} as const;
