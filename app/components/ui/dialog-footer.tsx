import type { ReactNode } from "react";

/**
 * The foot of a dialog's form: its buttons, in view at the bottom while the form scrolls; a
 * column on a phone with the main button on top, a row on the right from tablet width.
 */
export function DialogFooter({ children }: { children: ReactNode }) {
  return (
    <div className="sticky bottom-0 flex flex-col-reverse gap-3 border-t border-neutral-200 bg-white px-4 py-4 sm:flex-row sm:justify-end sm:rounded-b-xl sm:px-6">
      {children}
    </div>
  );
}
