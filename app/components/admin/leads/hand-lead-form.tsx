import { Form, useNavigation } from "react-router";

import { BackLink } from "#app/components/admin/back-link.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { bindFields } from "#app/components/ui/field.static.tsx";
import { fieldsToCorrect, FormError, SubmitButton } from "#app/components/ui/form-status.static.tsx";
import { buttonClass } from "#app/components/ui/form-styles.ts";
import { SelectField, TextAreaField, TextField } from "#app/components/ui/inputs.static.tsx";
import { PageHeader } from "#app/components/ui/page-header.tsx";
import type { HandLeadField } from "#app/domain/leads/lead-forms.ts";
import { enquiryRules, personRules } from "#app/domain/leads/lead-options.ts";
import { handEnteredSources, leadSourceLabels } from "#app/domain/leads/lead-sources.ts";
import { leadsPath } from "#app/domain/leads/lead-view.ts";
import type { FieldErrors } from "#app/lib/form-errors.ts";

/** Issue "One inbox": a call, a walk-in or a referral, typed in by staff. */
export function HandLeadForm({
  projects,
  values = {},
  errors = {},
}: {
  projects: readonly { id: string; name: string }[];
  values?: Partial<Record<HandLeadField, string>>;
  errors?: FieldErrors<HandLeadField>;
}) {
  const busy = useNavigation().state === "submitting";
  const field = bindFields<HandLeadField>({ idPrefix: "hand-lead", errors, values, marked: true });
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <BackLink to={leadsPath}>All leads</BackLink>
      <PageHeader
        title="Add a lead"
        intro="A call, a walk-in or a referral: the lead joins the buyer of its phone number, as the website's do."
      />
      <Card className="p-4 sm:p-6">
        <Form method="post" noValidate className="space-y-4">
          <FormError message={fieldsToCorrect(errors)} />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              {...field("source")}
              label="How it came"
              rule={{ required: true }}
              options={handEnteredSources.map((source) => ({
                value: source,
                label: leadSourceLabels[source],
              }))}
              placeholder="Choose"
            />
            <TextField {...field("name")} label="Full Name" rule={personRules.name} autoComplete="off" />
            <TextField {...field("phone")} label="Phone Number" rule={personRules.phone} autoComplete="off" />
            <TextField {...field("email")} label="Email" rule={enquiryRules.email} autoComplete="off" />
            <SelectField
              {...field("projectId")}
              label="Project"
              options={projects.map((project) => ({ value: project.id, label: project.name }))}
              placeholder="No project yet"
            />
            <TextField {...field("plot")} label="Plot number" maxLength={20} />
          </div>
          <TextAreaField {...field("message")} label="Notes" rows={3} rule={enquiryRules.message} />
          <div className="flex justify-end">
            <SubmitButton pending={busy} pendingLabel="Adding..." className={buttonClass.primary}>
              Add lead
            </SubmitButton>
          </div>
        </Form>
      </Card>
    </div>
  );
}
