import { useEffect, type RefObject } from "react";

/**
 * A `<dialog>` the server renders open (not modal, so it works without JavaScript), reopened as a
 * modal once JavaScript runs: focus stays inside, the page behind is inert and Escape cancels.
 * The focus goes to its `[data-autofocus]` element: the first field of a form, or Cancel in a
 * confirmation, so that Enter never deletes by accident.
 */
export function useModalDialog(ref: RefObject<HTMLDialogElement | null>): void {
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.matches(":modal")) return;
    dialog.close();
    dialog.showModal();
    dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus();
  }, [ref]);
}
