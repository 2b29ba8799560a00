/** A one-line message shown on the next page after a change (post/redirect/get). */
export interface Toast {
  type: "success" | "error";
  message: string;
}

/** What a workflow answers when the page is to go back to its list with a message. */
export function toastResult(type: Toast["type"], message: string): { toast: Toast } {
  return { toast: { type, message } };
}
