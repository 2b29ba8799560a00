import { Form, useNavigation } from "react-router";

import { bindFields } from "#app/components/ui/field.static.tsx";
import { FormError, SubmitButton } from "#app/components/ui/form-status.static.tsx";
import { buttonClass } from "#app/components/ui/form-styles.ts";
import { HiddenFields } from "#app/components/ui/hidden-fields.tsx";
import { TextField } from "#app/components/ui/inputs.static.tsx";
import type { AccountFieldSpec } from "#app/domain/staff/account-fields.ts";
import { newPasswordRule } from "#app/domain/staff/password-policy.ts";

/** A form of labelled fields with inline errors, posting to the page's own action. */
export function AccountForm({
  fields,
  errors,
  submitLabel,
  busyLabel,
  hidden,
}: {
  fields: AccountFieldSpec[];
  errors: Record<string, string | undefined>;
  submitLabel: string;
  busyLabel: string;
  hidden?: Record<string, string>;
}) {
  const busy = useNavigation().state === "submitting";
  const field = bindFields({ idPrefix: "account", errors, look: "roomy" });
  return (
    <Form method="post" className="space-y-4" noValidate>
      <HiddenFields fields={hidden ?? {}} />
      <FormError message={errors.form} />
      {fields.map((f) => (
        <TextField
          key={f.name}
          {...field(f.name)}
          label={f.label}
          rule={f.type === "password" ? newPasswordRule : { required: true, type: f.type }}
          autoComplete={f.autoComplete}
        />
      ))}
      <SubmitButton pending={busy} pendingLabel={busyLabel} className={buttonClass.block}>
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}
