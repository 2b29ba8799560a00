import { X } from "lucide-react";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";

import { iconButtonClass } from "#app/components/ui/form-styles.ts";

export interface BlogDialogProps {
  title: string;
  /** Where closing goes: the page without the search parameter that opened the dialog. */
  closeHref: string;
  /** The editor is wide; a confirmation is narrow. */
  size?: "wide" | "narrow";
  children: ReactNode;
}

/**
 * A panel over the blog list, opened by a search parameter (`?new`, `?edit=…`, `?delete=…`), so
 * the server renders it and it works without JavaScript. With JavaScript it becomes a modal
 * dialog: focus stays inside, the page behind is inert, and Escape closes it like the X.
 */
export function BlogDialog({ title, closeHref, size = "wide", children }: BlogDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const navigate = useNavigate();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.matches(":modal")) return;
    // Rendered open (non-modal) by the server; reopened as modal once JavaScript runs.
    dialog.close();
    dialog.showModal();
    dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus();
  }, []);

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
          className={`w-full bg-white shadow-xl sm:rounded-xl ${size === "wide" ? "max-w-3xl" : "max-w-md"} min-h-full sm:min-h-0`}
        >
          <div className="sticky top-0 z-10 flex items-center justify-between gap-4 border-b border-neutral-200 bg-white px-4 py-3 sm:rounded-t-xl sm:px-6">
            <h2 id={titleId} className="text-lg font-semibold text-neutral-900">
              {title}
            </h2>
            <Link to={closeHref} preventScrollReset aria-label="Close" className={iconButtonClass}>
              <X aria-hidden className="size-5" />
            </Link>
          </div>
          {children}
        </div>
      </div>
    </dialog>
  );
}
