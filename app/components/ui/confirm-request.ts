/** What a confirmation asks, the same with JavaScript (`useConfirm`) and without (`ConfirmStep`). */
export interface ConfirmRequest {
  /** The heading: the spec's question ('Are you sure you want to delete this blog?'). */
  question: string;
  /** The record concerned, shown under the question (a project's name, a post's title). */
  subject: string;
  /** What follows, e.g. `removedFromSite`. */
  consequence: string;
  /** The red button's words, e.g. "Delete blog". */
  confirmLabel: string;
}

/** The consequence of deleting a project or a post. */
export const removedFromSite = "It disappears from the website at once. This cannot be undone.";
