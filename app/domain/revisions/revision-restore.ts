import { toastResult, type Toast } from "#app/lib/toast.ts";
import type { EditorFields } from "./revision-merge.ts";
import type { SaveConflict } from "./revision-model.ts";

/**
 * Issue "Publish later and go back": "restores any revision as a new save". A restore posts the
 * revision's fields through the editor's own save, so what today's rules refuse is refused, and
 * the save is audited and kept like any other.
 */

/**
 * The form an editor would post with `values`: a text once, a list of texts as a repeated field,
 * a list of records as one repeated field a part (`parts` names the posted field of each part,
 * e.g. a nearby place's name as "nearbyName"). A field added to the editor later is taken as it
 * comes; one a revision saved before it existed is not posted, as an editor leaving it empty.
 */
export function editorForm(
  values: EditorFields,
  parts: Readonly<Record<string, Readonly<Record<string, string>>>> = {},
): FormData {
  const form = new FormData();
  for (const [field, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
      if (typeof item === "string") form.append(field, item);
      else if (item && typeof item === "object")
        for (const [part, name] of Object.entries(parts[field] ?? {}))
          form.append(name, String((item as Record<string, unknown>)[part] ?? ""));
    }
  }
  return form;
}

export const restoreMessages = {
  restored: (revision: number, saved: number) => `Restored revision ${revision} as revision ${saved}.`,
  refused: (revision: number, problems: string) =>
    `Nothing was saved: revision ${revision} does not meet today's rules. ${problems}`,
  current: "That revision is the current one: there is nothing to restore.",
  notKept: "That revision is no longer kept, so it cannot be restored.",
  noRevision: "Choose a revision to restore.",
  galleryGone: (count: number) =>
    `${count} gallery ${count === 1 ? "image" : "images"} deleted since could not be brought back.`,
  imageGone: (label: string) => `The ${label} of that revision was deleted since; the current one is kept.`,
  picturesGone: (count: number) =>
    `${count} ${count === 1 ? "picture" : "pictures"} in the content deleted since could not be brought back and ${count === 1 ? "is" : "are"} left out.`,
} as const;

/** What the editor's save answered: back to its list with a toast, or the form again. */
export type EditorSaveResult =
  { toast: Toast } | { status: number; errors: object; formError?: string; conflict?: SaveConflict };

/**
 * The toast after restoring `revision` through the editor's save: restored as the revision after
 * `current`, with `notes` on what could not be brought back, or why nothing was saved (each
 * refused field by its label).
 */
export function restoreOutcome(
  result: EditorSaveResult,
  restore: { revision: number; current: number; notes: readonly string[] },
  labels: Readonly<Record<string, string>>,
): { toast: Toast } {
  if ("toast" in result) {
    if (result.toast.type === "error") return result;
    const saved = restoreMessages.restored(restore.revision, restore.current + 1);
    return toastResult("success", [saved, ...restore.notes].join(" "));
  }
  if (result.conflict) return toastResult("error", result.conflict.summary);
  if (result.formError) return toastResult("error", result.formError);
  const problems = Object.entries(result.errors as Record<string, string>)
    .map(([field, message]) => `${labels[field] ?? field}: ${message}`)
    .join(" ");
  return toastResult("error", restoreMessages.refused(restore.revision, problems));
}
