import { X } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";

import { enquirySuccess } from "~/domain/lead-options";

import { EnquiryForm } from "./enquiry-form";

export interface EnquiryDialogProps {
  open: boolean;
  onClose: () => void;
  projectId?: string;
  projectName?: string;
}

const toastMs = 6000;

/**
 * The enquiry form in a modal (spec: the floating inquiry button and the project's 'Enquire Now').
 * The native <dialog> shown with showModal() keeps focus inside, closes on Escape and gives focus
 * back to the button that opened it. Once the enquiry is stored it closes and a toast confirms.
 */
export function EnquiryDialog({ open, onClose, projectId, projectName }: EnquiryDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [confirmed, setConfirmed] = useState(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    if (!confirmed) return;
    const timer = setTimeout(() => setConfirmed(false), toastMs);
    return () => clearTimeout(timer);
  }, [confirmed]);

  const handleSent = useCallback(() => {
    onClose();
    setConfirmed(true);
  }, [onClose]);

  return (
    <>
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
                Enquire Now
              </h2>
              <p className="mt-1 text-sm text-neutral-600">
                Share your details and our team will call you back.
              </p>
            </div>
            <button
              type="button"
              aria-label="Close"
              onClick={() => ref.current?.close()}
              className="-mr-2 -mt-1 rounded-full p-2 text-neutral-600 hover:bg-neutral-100 hover:text-neutral-900"
            >
              <X className="size-5" aria-hidden="true" />
            </button>
          </div>
          <EnquiryForm variant="dialog" projectId={projectId} projectName={projectName} onSent={handleSent} />
        </div>
      </dialog>
      <div
        role="status"
        className="pointer-events-none fixed inset-x-4 bottom-24 z-50 flex justify-center sm:bottom-8"
      >
        {confirmed ? (
          <p className="pointer-events-auto max-w-md rounded-xl bg-forest-800 px-5 py-3.5 text-center text-base font-medium text-white shadow-lg">
            {enquirySuccess}
          </p>
        ) : null}
      </div>
    </>
  );
}
