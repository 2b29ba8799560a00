import { useCallback, useEffect, useState } from "react";

import { enquirySuccess } from "~/domain/leads/lead-options";

import { EnquiryForm } from "./enquiry-form";
import { FormDialog } from "./form-dialog";

export interface EnquiryDialogProps {
  open: boolean;
  onClose: () => void;
  projectId?: string;
  projectName?: string;
  plot?: string;
}

const toastMs = 6000;

/**
 * The enquiry form in a modal (spec: the floating inquiry button and the project's 'Enquire Now').
 * Once the enquiry is stored it closes and a toast confirms.
 */
export function EnquiryDialog({ open, onClose, projectId, projectName, plot }: EnquiryDialogProps) {
  const [confirmed, setConfirmed] = useState(false);

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
      <FormDialog
        open={open}
        onClose={onClose}
        title="Enquire Now"
        description="Share your details and our team will call you back."
      >
        <EnquiryForm
          variant="dialog"
          projectId={projectId}
          projectName={projectName}
          plot={plot}
          onSent={handleSent}
        />
      </FormDialog>
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
