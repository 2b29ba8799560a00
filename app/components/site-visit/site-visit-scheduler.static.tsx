import { CalendarCheck } from "lucide-react";
import { useLocation, useSearchParams } from "react-router";

import { DialogFrame } from "#app/components/enquiry/form-dialog.static.tsx";
import { useT } from "#app/components/site/site-data.ts";

import { SiteVisitForm, type VisitSlotsOffer } from "./site-visit-form.static.tsx";
import siteVisitScript from "./site-visit-script.ts?script";

export interface SiteVisitSchedulerProps {
  project: { id: string; name: string };
  slots: VisitSlotsOffer | null;
  className?: string;
}

/**
 * 'Schedule Site Visit' on the project page. In the server's HTML (and without JavaScript) it is a
 * link to this page with `?visit=open`, which shows the form on the page itself, as does the query
 * an outcome comes back with after a post without JavaScript. site-visit-script.ts makes the link
 * a button that opens the page's one site-visit dialog (also opened for a plot of the layout plan);
 * the dialog waits closed, and so out of view and out of the accessibility tree, until then.
 */
export function SiteVisitScheduler({ project, slots, className }: SiteVisitSchedulerProps) {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const t = useT();
  return (
    <>
      <script type="module" src={siteVisitScript} async />
      <a href={`${pathname}?visit=open#site-visit`} className={className} data-site-visit-open>
        <CalendarCheck className="size-4 shrink-0" aria-hidden="true" />
        {t("forms:scheduleSiteVisit")}
      </a>
      {searchParams.has("visit") ? (
        <div id="site-visit" className="mt-4 scroll-mt-24">
          <SiteVisitForm variant="page" projectId={project.id} projectName={project.name} slots={slots} />
        </div>
      ) : null}
      <DialogFrame
        titleId="site-visit-dialog-title"
        title={t("forms:scheduleSiteVisit")}
        description={slots ? t("forms:visitDialogSlots") : t("forms:visitDialogRequest")}
        data-site-visit-dialog={project.name}
      >
        <SiteVisitForm variant="dialog" projectId={project.id} projectName={project.name} slots={slots} />
      </DialogFrame>
    </>
  );
}
