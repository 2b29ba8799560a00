import { CalendarCheck } from "lucide-react";
import { useCallback, useState } from "react";
import { useLocation, useSearchParams } from "react-router";

import { FormDialog } from "~/components/enquiry/form-dialog";
import { useHydrated } from "~/components/site/use-client";

import { SiteVisitForm } from "./site-visit-form";

export interface SiteVisitSchedulerProps {
  project: { id: string; name: string };
  className?: string;
}

/**
 * 'Schedule Site Visit' on the project page. Once the page's script runs it is a button opening
 * the form in a dialog. In the server's HTML (and without JavaScript) it is a link to this page
 * with `?visit=open`, which shows the form on the page itself, as does the query an outcome comes
 * back with after a post without JavaScript.
 */
export function SiteVisitScheduler({ project, className }: SiteVisitSchedulerProps) {
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const [open, setOpen] = useState(false);
  // The dialog joins the page on first use; each opening starts a fresh form.
  const [round, setRound] = useState(0);
  const close = useCallback(() => setOpen(false), []);

  const content = (
    <>
      <CalendarCheck className="size-4 shrink-0" aria-hidden="true" />
      Schedule Site Visit
    </>
  );
  const openDialog = () => {
    setRound((n) => n + 1);
    setOpen(true);
  };

  return (
    <>
      {hydrated ? (
        <button type="button" aria-haspopup="dialog" className={className} onClick={openDialog}>
          {content}
        </button>
      ) : (
        <a href={`${pathname}?visit=open#site-visit`} className={className}>
          {content}
        </a>
      )}
      {searchParams.has("visit") ? (
        <div id="site-visit" className="mt-4 scroll-mt-24">
          <SiteVisitForm variant="page" projectId={project.id} projectName={project.name} />
        </div>
      ) : null}
      {round > 0 ? (
        <FormDialog
          open={open}
          onClose={close}
          title="Schedule Site Visit"
          description="Choose a day and a time; our team will call you to confirm."
        >
          <SiteVisitForm
            key={round}
            variant="dialog"
            projectId={project.id}
            projectName={project.name}
            onDone={close}
          />
        </FormDialog>
      ) : null}
    </>
  );
}
