import { createContext, use, useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react";

import { Button } from "./button.tsx";
import { ConfirmBody } from "./confirm-body.tsx";
import type { ConfirmRequest } from "./confirm-request.ts";

type Ask = (request: ConfirmRequest) => Promise<boolean>;

const ConfirmContext = createContext<Ask | null>(null);

/** Asks staff to confirm in the back office's own dialog; resolves false on Cancel, Escape or a click outside. */
export function useConfirm(): Ask {
  const ask = use(ConfirmContext);
  if (!ask) throw new Error("useConfirm needs a ConfirmProvider above it");
  return ask;
}

/**
 * One modal confirmation dialog for every back-office page (not one per table row), provided by
 * the admin layout: a native <dialog> shown with showModal(), so focus stays inside, the page
 * behind is inert and Escape cancels; Cancel is focused first, so Enter never deletes by accident.
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
            <ConfirmBody
              request={request}
              cancel={
                <Button type="submit" value="cancel" data-autofocus>
                  Cancel
                </Button>
              }
              confirm={
                <Button type="submit" value="confirm" variant="danger">
                  {request.confirmLabel}
                </Button>
              }
            />
          </form>
        ) : null}
      </dialog>
    </ConfirmContext>
  );
}
