import { useCallback, useState, type ReactNode } from "react";

import { useHydrated } from "~/components/site/use-client";

import { EnquiryDialog } from "./enquiry-dialog";

export interface EnquiryTriggerProps {
  className?: string;
  projectId?: string;
  projectName?: string;
  children: ReactNode;
  "aria-label"?: string;
  "aria-describedby"?: string;
  title?: string;
}

/**
 * Opens the enquiry dialog. In the server's HTML (and without JavaScript) it is a link to the home
 * page's enquiry form, naming the project; once the page's script runs it becomes a button, since
 * it then opens a dialog instead of going anywhere.
 */
export function EnquiryTrigger({
  className,
  projectId,
  projectName,
  children,
  ...rest
}: EnquiryTriggerProps) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  // The dialog (and its form) joins the page on first use, so pages carry no hidden second form.
  const [used, setUsed] = useState(false);
  const close = useCallback(() => setOpen(false), []);

  if (!hydrated) {
    const href = projectId ? `/?project=${encodeURIComponent(projectId)}#enquiry` : "/#enquiry";
    return (
      <a href={href} className={className} {...rest}>
        {children}
      </a>
    );
  }

  const openDialog = () => {
    setUsed(true);
    setOpen(true);
  };

  return (
    <>
      <button type="button" aria-haspopup="dialog" className={className} onClick={openDialog} {...rest}>
        {children}
      </button>
      {used ? (
        <EnquiryDialog open={open} onClose={close} projectId={projectId} projectName={projectName} />
      ) : null}
    </>
  );
}
