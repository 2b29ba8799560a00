import { Form, useNavigation } from "react-router";

import { bindFields } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/form-status";
import { TextField } from "~/components/ui/inputs";
import { leadSettingsRules as rules, type LeadSettingsField } from "~/domain/leads/lead-settings-fields";
import type { FieldErrors } from "~/lib/form-errors";

/** Settings, "Leads": who is alerted of each new lead, and how long closed leads are kept. */
export function LeadSettingsForm({
  values,
  errors,
  companyEmail,
}: {
  values: Record<LeadSettingsField, string>;
  errors: FieldErrors<LeadSettingsField>;
  companyEmail: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "leads";
  const field = bindFields({ idPrefix: "leads", errors, values });
  return (
    <Form
      method="post"
      noValidate
      aria-labelledby="settings-leads"
      className="min-w-0 rounded-xl bg-white p-4 shadow-sm ring-1 ring-neutral-200 sm:p-6"
    >
      <input type="hidden" name="intent" value="leads" />
      <h2 id="settings-leads" className="text-lg font-semibold text-forest-900">
        Leads
      </h2>
      <p className="mt-1 text-sm text-neutral-600">
        Each new enquiry, contact message, site-visit request and brochure download is e-mailed to the sales
        team. Only signed-in staff can see leads.
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          {...field("salesEmails")}
          label="Sales team e-mails"
          hint={`Separate addresses with commas. Left empty, alerts go to the company e-mail (${companyEmail}).`}
          rule={rules.salesEmails}
          autoComplete="off"
          className="sm:col-span-2"
        />
        <TextField
          {...field("retentionMonths")}
          label="Keep closed leads for (months)"
          hint="Won and lost leads are deleted this long after their last status change. 0 keeps them."
          rule={rules.retentionMonths}
        />
      </div>
      <div className="mt-5 flex justify-end">
        <SubmitButton pending={busy} pendingLabel="Saving...">
          Save lead settings
        </SubmitButton>
      </div>
    </Form>
  );
}
