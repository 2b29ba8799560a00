/**
 * What a refused save says (issue "Publish later and go back": "the second save is refused with
 * what changed since they opened it and a way to merge, never a silent overwrite").
 */
export interface SaveConflict {
  /** "Meena Raman saved this project on Jun 10, 2026, 3:30 PM, after you opened it." */
  summary: string;
  /** The labels of the fields only the other save changed: now its values in the form. */
  taken: string[];
  /** The fields you both changed: yours in the form, theirs here. */
  both: { field: string; label: string; saved: string }[];
}

export const saveConflictMessages = {
  savedSince: (who: string | null, what: string, when: string) =>
    `Nothing was saved: ${who ?? "someone"} saved this ${what} on ${when}, after you opened it.`,
  taken: (labels: string) => `Their changes to ${labels} are now in the form.`,
  both: "You both changed these; yours are in the form, theirs are below. Take theirs or keep yours, then save again.",
  none: "Your changes are in the form; save again to keep them.",
} as const;
