import { useLocation, useSearchParams } from "react-router";

import { formAnswer, formAnswerQuery } from "#app/components/enquiry/form-answer.ts";
import {
  bindLeadFields,
  LeadForm,
  PersonFields,
  useFieldIdPrefix,
} from "#app/components/enquiry/lead-form.static.tsx";
import { useLocale, useSite, useT } from "#app/components/site/site-data.ts";
import type { CostSheetField } from "#app/domain/leads/lead-forms.ts";
import { messages } from "#app/domain/leads/lead-options.ts";
import type { FieldErrors } from "#app/lib/form-errors.ts";

/** What the cost sheet form reads from the page's address after a post without JavaScript. */
export const costSheetQuery = formAnswerQuery("cost-sheet");

// Only the names of the fields to fix come back (app/routes/cost-sheet.tsx).
const noScriptMessages: FieldErrors<CostSheetField> = { name: messages.name, phone: messages.phone };

/**
 * "Download the cost sheet" on a plot's cost page: the visitor's name and phone are stored as a
 * lead "Cost sheet" (as the brochure's are), then the PDF downloads from a signed link. A plain
 * form that posts: it needs no JavaScript.
 */
export function CostSheetForm({
  projectId,
  plotNumber,
  woman,
}: {
  projectId: string;
  plotNumber: string;
  woman: boolean;
}) {
  const idPrefix = useFieldIdPrefix("cost-sheet");
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const { settings } = useSite();
  const t = useT();
  const locale = useLocale();
  const { errors, formError } = formAnswer(undefined, searchParams, "cost-sheet", noScriptMessages, locale);
  return (
    <section
      id="cost-sheet"
      aria-labelledby="cost-sheet-heading"
      className="mt-6 scroll-mt-24 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-black/5 sm:p-6"
    >
      <h2 id="cost-sheet-heading" className="text-lg font-semibold text-forest-900">
        {t("forms:costSheetTitle")}
      </h2>
      <p className="mt-1 mb-4 text-sm text-neutral-700">{t("forms:costSheetText")}</p>
      <LeadForm
        action="/cost-sheet"
        idPrefix={idPrefix}
        companyName={settings.companyName}
        projectId={projectId}
        page={pathname}
        plot={plotNumber}
        formError={formError}
        submitLabel={t("forms:costSheetTitle")}
        compact
      >
        <input type="hidden" name="buyer" defaultValue={woman ? "woman" : ""} />
        <PersonFields field={bindLeadFields(idPrefix, errors)} />
      </LeadForm>
    </section>
  );
}
