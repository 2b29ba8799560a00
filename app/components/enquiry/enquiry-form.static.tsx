import { useLocation, useSearchParams } from "react-router";

import { useLocale, useT } from "#app/components/site/site-data.ts";
import { SuccessStatus } from "#app/components/ui/form-status.static.tsx";
import { SelectField, TextAreaField, TextField } from "#app/components/ui/inputs.static.tsx";
import { enquiryBudgetOptions, enquiryLocationOptions } from "#app/domain/leads/form-texts.ts";
import type { EnquiryField } from "#app/domain/leads/lead-forms.ts";
import { enquiryRules, messages } from "#app/domain/leads/lead-options.ts";
import type { FieldErrors } from "#app/lib/form-errors.ts";

import { formAnswer, formAnswerQuery } from "./form-answer.ts";
import { bindLeadFields, LeadForm, NameField, PhoneField, useFieldIdPrefix } from "./lead-form.static.tsx";

export interface EnquiryFormProps {
  idPrefix: string;
  companyName: string;
  /** The project asked about ("" for none) and the page the form is on. */
  projectId: string;
  projectName?: string;
  page: string;
  /** The plot asked about (its number on the project's layout plan). */
  plot?: string | null;
  errors?: FieldErrors<EnquiryField>;
  formError?: string;
  /** The page form's thank-you region; the dialog thanks with a toast instead. */
  status?: { shown: boolean };
}

/**
 * The enquiry form of spec §3 and §5 as static markup: the page form (`#enquiry` on home) and the
 * dialog's (enquiry-dialog.static.tsx). lead-form-script.ts sends it in place once it runs. The
 * line naming the project is written by the dialog's script from the templates in its
 * `data-intro` and `data-intro-plot` attributes (`{{project}}`, `{{plot}}`), in the page's language.
 */
export function EnquiryForm({
  idPrefix,
  companyName,
  projectId,
  projectName,
  page,
  plot,
  errors = {},
  formError,
  status,
}: EnquiryFormProps) {
  const t = useT();
  const field = bindLeadFields(idPrefix, errors);
  const project = projectName ?? "";
  return (
    <LeadForm
      action="/enquiry"
      idPrefix={idPrefix}
      companyName={companyName}
      projectId={projectId}
      page={page}
      plot={plot}
      intro={
        project
          ? plot
            ? t("forms:enquiryIntroPlot", { project, plot })
            : t("forms:enquiryIntro", { project })
          : null
      }
      introTemplates={{
        intro: t("forms:enquiryIntro", { project: "{{project}}" }),
        plot: t("forms:enquiryIntroPlot", { project: "{{project}}", plot: "{{plot}}" }),
      }}
      formError={formError}
      submitLabel={t("forms:sendEnquiry")}
      footer={
        status ? (
          <SuccessStatus id="enquiry-status" message={t("forms:enquirySuccess")} shown={status.shown} />
        ) : null
      }
    >
      <NameField {...field("name")} />
      <div className="grid gap-5 sm:grid-cols-2">
        <PhoneField {...field("phone")} />
        <TextField
          {...field("email")}
          label={t("forms:email")}
          rule={enquiryRules.email}
          autoComplete="email"
        />
        <SelectField
          {...field("location")}
          label={t("forms:preferredLocation")}
          placeholder={t("forms:selectLocation")}
          options={enquiryLocationOptions(t)}
        />
        <SelectField
          {...field("budget")}
          label={t("forms:budget")}
          placeholder={t("forms:selectBudget")}
          options={enquiryBudgetOptions(t)}
        />
      </div>
      <TextAreaField {...field("message")} label={t("forms:message")} rows={3} rule={enquiryRules.message} />
    </LeadForm>
  );
}

// What the endpoint reports after a post without JavaScript (see app/routes/enquiry.tsx): the
// field names come back, the values do not, so each gets the message for its usual mistake.
const noScriptMessages: FieldErrors<EnquiryField> = {
  name: messages.name,
  phone: messages.phone,
  email: messages.email,
  location: messages.location,
  budget: messages.budget,
  message: messages.messageLength,
};

/** What the enquiry page form reads from the page's address (scriptless pages name it: app/lib/scriptless.ts). */
export const enquiryFormQuery = [...formAnswerQuery("enquiry"), "plot"];

/**
 * The page form, which also shows the outcome a post without JavaScript comes back with
 * (`?enquiry=sent|invalid|limited|failed`) and takes the plot from `?plot=` (the plan's link).
 */
export function EnquiryPageForm({
  project,
  companyName,
}: {
  project: { id: string; name: string } | null;
  companyName: string;
}) {
  const idPrefix = useFieldIdPrefix("enquiry");
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const locale = useLocale();
  const { sent, errors, formError } = formAnswer(
    undefined,
    searchParams,
    "enquiry",
    noScriptMessages,
    locale,
  );
  return (
    <EnquiryForm
      idPrefix={idPrefix}
      companyName={companyName}
      projectId={project?.id ?? ""}
      projectName={project?.name}
      page={pathname}
      plot={project ? searchParams.get("plot") : null}
      errors={errors}
      formError={formError}
      status={{ shown: sent }}
    />
  );
}
