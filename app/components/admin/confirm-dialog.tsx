import { createContext, use, useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react";

import { buttonClass } from "#app/components/ui/form-styles.ts";

/** The consequence of deleting a project or a post. */
export const removedFromSite = "It disappears from the website at once. This cannot be undone.";

/** What a confirmation asks: the spec's question, what it is about, and the button that goes ahead. */
export interface ConfirmRequest {
  question: string;
  /** The record concerned, shown under the question (a project's name, a post's title). */
  subject: string;
  /** What follows, e.g. "It disappears from the website at once. This cannot be undone." */
  consequence: string;
  confirmLabel: string;
}

type Ask = (request: ConfirmRequest) => Promise<boolean>;

const ConfirmContext = createContext<Ask | null>(null);

/** Asks staff to confirm in the back office's own dialog; resolves false on Cancel, Escape or a click outside. */
export function useConfirm(): Ask {
  const ask = use(ConfirmContext);
  if (!ask) throw new Error("useConfirm needs a ConfirmProvider above it");
  return ask;
}

/**
 * One modal confirmation dialog for every back-office page (not one per table row): a native
 * <dialog> shown with showModal(), so focus stays inside, the page behind is inert and Escape
 * cancels; Cancel is focused first, so Enter never deletes by accident.
 */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const answer = useRef<((confirmed: boolean) => void) | null>(null);
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const titleId = useId();

  const ask = useCallback<Ask>(
    (next) =>
      new Promise<boolean>((resolve) => {
        answer.current?.(false);
        answer.current = resolve;
        setRequest(next);
      }),
    [],
  );

  useEffect(() => {
    const dialog = ref.current;
    if (!request || !dialog || dialog.open) return;
    dialog.returnValue = "";
    dialog.showModal();
    dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus();
  }, [request]);

  function closed() {
    answer.current?.(ref.current?.returnValue === "confirm");
    answer.current = null;
    setRequest(null);
  }

  return (
    <ConfirmContext value={ask}>
      {children}
      <dialog
        ref={ref}
        aria-labelledby={titleId}
        onClose={closed}
        onClick={(event) => {
          // A click on the backdrop lands on the dialog itself, outside its panel.
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
        className="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl bg-white p-0 shadow-xl backdrop:bg-neutral-950/50"
      >
        {request ? (
          <form method="dialog" className="space-y-4 px-5 py-5 sm:px-6">
            <h2 id={titleId} className="text-lg font-semibold text-neutral-900">
              {request.question}
            </h2>
            <p className="rounded-md bg-neutral-100 px-3 py-2 text-sm font-semibold break-words text-neutral-900">
              {request.subject}
            </p>
            <p className="text-sm text-neutral-600">{request.consequence}</p>
            <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
              <button type="submit" value="cancel" data-autofocus className={buttonClass.secondary}>
                Cancel
              </button>
              <button type="submit" value="confirm" className={buttonClass.danger}>
                {request.confirmLabel}
              </button>
            </div>
          </form>
        ) : null}
      </dialog>
    </ConfirmContext>
  );
}
