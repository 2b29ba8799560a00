import { CircleCheck, FileDown } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useFetcher, useLocation, useSearchParams } from "react-router";

import { formAnswer } from "~/components/enquiry/form-answer";
import { FormDialog } from "~/components/enquiry/form-dialog";
import { bindLeadFields, LeadForm, PersonFields, useFieldIdPrefix } from "~/components/enquiry/lead-form";
import { useSite } from "~/components/site/site-data";
import { useHydrated } from "~/components/site/use-client";
import type { BrochureField } from "~/domain/leads/lead-forms";
import type { BrochureResult } from "~/domain/leads/lead-form-results";
import { messages } from "~/domain/leads/lead-options";
import type { FieldErrors } from "~/lib/form-errors";

export interface BrochureDownloadProps {
  projectId: string;
  projectName: string;
  className: string;
}

// After a post without JavaScript only the names of the fields to fix come back (app/routes/brochure.tsx).
const noScriptMessages: FieldErrors<BrochureField> = { name: messages.name, phone: messages.phone };

/** The name-and-phone form; `fetcher` is absent without JavaScript (a plain post then). */
function BrochureForm({
  projectId,
  errors,
  formError,
  fetcher,
}: {
  projectId: string;
  errors: FieldErrors<BrochureField>;
  formError?: string;
  fetcher?: ReturnType<typeof useFetcher<BrochureResult>>;
}) {
  const idPrefix = useFieldIdPrefix("brochure");
  const { pathname } = useLocation();
  const { settings } = useSite();
  const field = bindLeadFields(idPrefix, errors);
  return (
    <LeadForm
      action="/brochure"
      fetcher={fetcher}
      browserOnly
      idPrefix={idPrefix}
      companyName={settings.companyName}
      projectId={projectId}
      page={pathname}
      formError={formError}
      submitLabel="Download Brochure"
      compact
    >
      <PersonFields field={field} />
    </LeadForm>
  );
}

/** Before scripts run (or without them): the form unfolds under the button and posts normally. */
function NoScriptBrochure({ projectId, className }: Omit<BrochureDownloadProps, "projectName">) {
  const [searchParams] = useSearchParams();
  const { errors, formError } = formAnswer(undefined, searchParams, "brochure", noScriptMessages);
  return (
    <details id="brochure" open={searchParams.get("brochure") !== null} className="scroll-mt-24">
      <summary className={`${className} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
        <FileDown className="size-4 shrink-0" aria-hidden="true" />
        Download Brochure
      </summary>
      <div className="mt-3 rounded-xl bg-neutral-50 p-4 ring-1 ring-neutral-200">
        <BrochureForm projectId={projectId} errors={errors} formError={formError} />
      </div>
    </details>
  );
}

/**
 * "Download Brochure" on the project page: asks the visitor's name and phone in a dialog, stores
 * them as a lead, and then starts the download with the signed link the server answers with.
 */
export function BrochureDownload({ projectId, projectName, className }: BrochureDownloadProps) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<BrochureResult>();
  const content = useRef<HTMLDivElement>(null);
  const handled = useRef<unknown>(null);
  const [open, setOpen] = useState(false);
  // The answer the visitor closed the dialog on: reopened, it shows the form again.
  const [dismissed, setDismissed] = useState<unknown>(null);
  const result = fetcher.data;
  const close = useCallback(() => {
    setOpen(false);
    setDismissed(result);
  }, [result]);

  useEffect(() => {
    // The dialog has just been shown (its own effect runs first): start at the first field.
    if (open) content.current?.querySelector<HTMLInputElement>('input[name="name"]')?.focus();
  }, [open]);

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    if (fetcher.data.ok) {
      // An attachment: the browser saves it and the page stays where it is.
      window.location.assign(fetcher.data.url);
    } else {
      content.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [fetcher.state, fetcher.data]);

  if (!hydrated) return <NoScriptBrochure projectId={projectId} className={className} />;

  const failed = result && !result.ok ? result : undefined;
  const downloadUrl = result?.ok && result !== dismissed ? result.url : null;

  return (
    <>
      <button type="button" aria-haspopup="dialog" className={className} onClick={() => setOpen(true)}>
        <FileDown className="size-4 shrink-0" aria-hidden="true" />
        Download Brochure
      </button>
      <FormDialog
        open={open}
        onClose={close}
        title="Download Brochure"
        description={`The ${projectName} brochure (PDF) downloads as soon as you send your name and phone.`}
      >
        <div ref={content}>
          {downloadUrl ? (
            <div role="status" className="space-y-4">
              <p className="flex items-start gap-3 rounded-lg bg-forest-50 px-4 py-3 font-semibold text-forest-800 ring-1 ring-forest-200">
                <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
                Thank you! Your download is starting.
              </p>
              <p className="text-sm text-neutral-600">
                If it does not,{" "}
                <a href={downloadUrl} className="font-semibold text-forest-800 underline underline-offset-4">
                  download the brochure here
                </a>{" "}
                (the link works for 10 minutes).
              </p>
            </div>
          ) : (
            <BrochureForm
              projectId={projectId}
              errors={failed?.errors ?? {}}
              formError={failed?.formError}
              fetcher={fetcher}
            />
          )}
        </div>
      </FormDialog>
    </>
  );
}
