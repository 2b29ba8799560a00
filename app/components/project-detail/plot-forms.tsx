import { useCallback, useEffect, useState } from "react";

import { FormDialog } from "~/components/enquiry/form-dialog";
import { SiteVisitForm } from "~/components/site-visit/site-visit-form";

interface Asked {
  plot: string;
  round: number;
}

/**
 * The page's own site visit dialog, opened by the layout plan's script for a plot ("plot-form"
 * event). While this is mounted the script opens it instead of following the plot's link, which
 * leads to the same form on the page itself. (A plot's enquiry opens the enquiry dialog, see
 * enquiry-dialog-script.ts.)
 */
export function PlotForms({ project }: { project: { id: string; name: string } }) {
  const [asked, setAsked] = useState<Asked | null>(null);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    const root = document.documentElement;
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<{ form?: string; plot?: string }>).detail;
      if (!detail?.plot || detail.form !== "visit") return;
      const { plot } = detail;
      setAsked((previous) => ({ plot, round: (previous?.round ?? 0) + 1 }));
      setOpen(true);
    };
    document.addEventListener("plot-form", listener);
    root.dataset.plotForms = "ready";
    return () => {
      document.removeEventListener("plot-form", listener);
      delete root.dataset.plotForms;
    };
  }, []);

  if (!asked) return null;
  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Schedule Site Visit"
      description="Choose a day and a time; our team will call you to confirm."
    >
      <SiteVisitForm
        key={asked.round}
        variant="dialog"
        projectId={project.id}
        projectName={project.name}
        plot={asked.plot}
        onDone={close}
      />
    </FormDialog>
  );
}
