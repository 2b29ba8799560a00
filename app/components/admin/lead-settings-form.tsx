import { bindFields } from "#app/components/ui/field.static.tsx";
import { TextField } from "#app/components/ui/inputs.static.tsx";
import {
  leadSettingsRules as rules,
  type LeadSettingsField,
} from "#app/domain/leads/lead-settings-fields.ts";
import type { FieldErrors } from "#app/lib/form-errors.ts";

import { SettingsSection } from "./settings-section.tsx";

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
  const field = bindFields({ idPrefix: "leads", errors, values });
  return (
    <SettingsSection
      id="settings-leads"
      title="Leads"
      intro="Each new enquiry, contact message, site-visit request and brochure download is e-mailed to the sales team. Only signed-in staff can see leads."
      intent="leads"
      saveLabel="lead settings"
      errors={errors}
    >
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
    </SettingsSection>
  );
}
