import { X } from "lucide-react";
import { useEffect, useId, useRef, type ReactNode, type Ref } from "react";

export interface DialogFrameProps {
  titleId: string;
  title: string;
  description: string;
  children: ReactNode;
  ref?: Ref<HTMLDialogElement>;
  onClose?: () => void;
  /** The close button's click; without it the button is marked `data-dialog-close` for a script. */
  onCloseClick?: () => void;
}

/**
 * A public form's modal as markup: a native <dialog> that, shown with showModal(), keeps focus
 * inside, closes on Escape and gives focus back to the button that opened it; it fits a 390 px
 * phone and scrolls inside when the form is taller than the screen.
 */
export function DialogFrame({
  titleId,
  title,
  description,
  children,
  ref,
  onClose,
  onCloseClick,
}: DialogFrameProps) {
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-xl overflow-y-auto rounded-2xl bg-white p-0 text-neutral-800 shadow-2xl opacity-0 transition-[opacity,display,overlay] transition-discrete duration-200 backdrop:bg-neutral-950/70 open:opacity-100 starting:open:opacity-0 motion-reduce:transition-none"
    >
      <div className="p-5 sm:p-7">
        <div className="mb-5 flex items-start justify-between gap-4">
          <div>
            <h2 id={titleId} className="text-xl font-semibold text-forest-900 sm:text-2xl">
              {title}
            </h2>
            <p className="mt-1 text-sm text-neutral-600">{description}</p>
          </div>
          <button
            type="button"
            aria-label="Close"
            onClick={onCloseClick}
            data-dialog-close={onCloseClick ? undefined : ""}
            className="-mr-2 -mt-1 rounded-full p-2 text-neutral-600 hover:bg-neutral-100 hover:text-neutral-900"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}

export interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  children: ReactNode;
}

/** A public form in a modal that React opens and closes (the site visit, the brochure). */
export function FormDialog({ open, onClose, title, description, children }: FormDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <DialogFrame
      ref={ref}
      titleId={titleId}
      title={title}
      description={description}
      onClose={onClose}
      onCloseClick={() => ref.current?.close()}
    >
      {children}
    </DialogFrame>
  );
}
