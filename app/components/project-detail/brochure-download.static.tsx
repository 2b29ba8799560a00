import { CircleCheck, FileDown } from "lucide-react";
import { useLocation, useSearchParams } from "react-router";

import { formAnswer, formAnswerQuery } from "#app/components/enquiry/form-answer.ts";
import { DialogFrame } from "#app/components/enquiry/form-dialog.static.tsx";
import {
  bindLeadFields,
  LeadForm,
  PersonFields,
  useFieldIdPrefix,
} from "#app/components/enquiry/lead-form.static.tsx";
import { useLocale, useSite, useT } from "#app/components/site/site-data.ts";
import type { BrochureField } from "#app/domain/leads/lead-forms.ts";
import { messages } from "#app/domain/leads/lead-options.ts";
import type { FieldErrors } from "#app/lib/form-errors.ts";

import brochureScript from "./brochure-script.ts?script";

export interface BrochureDownloadProps {
  projectId: string;
  projectName: string;
  className: string;
}

/** How long the signed download link works, in minutes (`leadLinkMs`, app/lib/lead-links.server.ts). */
const brochureLinkMinutes = 10;

// After a post without JavaScript only the names of the fields to fix come back (app/routes/brochure.tsx).
const noScriptMessages: FieldErrors<BrochureField> = { name: messages.name, phone: messages.phone };

/**
 * "Download Brochure" on the project page: asks the visitor's name and phone, stores them as a
 * lead, and then starts the download with the signed link the server answers with. In the
 * server's HTML (and without JavaScript) the form unfolds under the button and posts normally (the
 * answer is a redirect to the link). brochure-script.ts moves the form into the dialog below and
 * shows the button that opens it; the public forms' script sends it (lead-form-script.ts), and
 * once the answer's link is there the module starts the download and says so.
 */
/** What the brochure form reads from the page's address. */
export const brochureQuery = formAnswerQuery("brochure");

export function BrochureDownload({ projectId, projectName, className }: BrochureDownloadProps) {
  const idPrefix = useFieldIdPrefix("brochure");
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const { settings } = useSite();
  const t = useT();
  const locale = useLocale();
  const { errors, formError } = formAnswer(undefined, searchParams, "brochure", noScriptMessages, locale);
  const content = (
    <>
      <FileDown className="size-4 shrink-0" aria-hidden="true" />
      {t("forms:downloadBrochure")}
    </>
  );
  return (
    <div data-brochure>
      <script type="module" src={brochureScript} async />
      <details id="brochure" open={searchParams.get("brochure") !== null} className="scroll-mt-24">
        <summary className={`${className} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
          {content}
        </summary>
        <div data-brochure-home className="mt-3 rounded-xl bg-neutral-50 p-4 ring-1 ring-neutral-200">
          <LeadForm
            action="/brochure"
            idPrefix={idPrefix}
            companyName={settings.companyName}
            projectId={projectId}
            page={pathname}
            formError={formError}
            submitLabel={t("forms:downloadBrochure")}
            compact
          >
            <PersonFields field={bindLeadFields(idPrefix, errors)} />
          </LeadForm>
        </div>
      </details>
      <button type="button" hidden aria-haspopup="dialog" className={className} data-brochure-open>
        {content}
      </button>
      <DialogFrame
        titleId={`${idPrefix}-dialog-title`}
        title={t("forms:downloadBrochure")}
        description={t("forms:brochureDialogText", { project: projectName })}
        data-brochure-dialog=""
      >
        <div data-brochure-slot />
        <div role="status">
          <div hidden data-brochure-done className="space-y-4">
            <p className="flex items-start gap-3 rounded-lg bg-forest-50 px-4 py-3 font-semibold text-forest-800 ring-1 ring-forest-200">
              <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
              {t("forms:brochureStarting")}
            </p>
            <p className="text-sm text-neutral-600">
              {t("forms:brochureFallback")}{" "}
              <a
                href="#brochure"
                data-brochure-link
                className="font-semibold text-forest-800 underline underline-offset-4"
              >
                {t("forms:brochureFallbackLink")}
              </a>{" "}
              {t("forms:brochureLinkLasts", { count: brochureLinkMinutes })}
            </p>
          </div>
        </div>
      </DialogFrame>
    </div>
  );
}
