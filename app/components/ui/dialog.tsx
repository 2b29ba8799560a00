import { X } from "lucide-react";
import { useId, useRef, type ReactNode } from "react";
import { useNavigate } from "react-router";

import { LinkButton } from "./link-button.tsx";
import { useModalDialog } from "./use-modal-dialog.ts";

export interface DialogProps {
  title: string;
  /** Where closing goes: the page without the search parameter that opened the dialog. */
  closeHref: string;
  /** wide: a form; narrow: a confirmation. */
  size?: "wide" | "narrow";
  children: ReactNode;
}

/**
 * A panel over a page, opened by a search parameter (`?new`, `?edit=…`, `?delete=…`), so the
 * server renders it and it works without JavaScript. With JavaScript it becomes a modal dialog
 * (`useModalDialog`); Escape and the X go to `closeHref`. Mark the element to focus first with
 * `data-autofocus`.
 */
export function Dialog({ title, closeHref, size = "wide", children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const navigate = useNavigate();
  useModalDialog(ref);

  return (
    <dialog
      ref={ref}
      open
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        void navigate(closeHref, { preventScrollReset: true });
      }}
      className="fixed inset-0 z-40 m-0 size-full max-h-none max-w-none overflow-y-auto bg-transparent p-0 backdrop:bg-transparent"
    >
      <div className="flex min-h-full items-start justify-center bg-neutral-950/50 sm:px-6 sm:py-10">
        <div
          className={`min-h-full w-full bg-white shadow-xl sm:min-h-0 sm:rounded-xl ${size === "wide" ? "max-w-3xl" : "max-w-md"}`}
        >
          <div className="sticky top-0 z-10 flex items-center justify-between gap-4 border-b border-neutral-200 bg-white px-4 py-3 sm:rounded-t-xl sm:px-6">
            <h2 id={titleId} className="text-lg font-semibold text-neutral-900">
              {title}
            </h2>
            <LinkButton to={closeHref} preventScrollReset aria-label="Close" variant="ghost" size="icon">
              <X aria-hidden className="size-5" />
            </LinkButton>
          </div>
          {children}
        </div>
      </div>
    </dialog>
  );
}
