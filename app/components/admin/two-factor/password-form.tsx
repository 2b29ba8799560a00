import { Form, useNavigation } from "react-router";

import { buttonLook, type ButtonVariant } from "#app/components/ui/button-styles.ts";
import { SubmitButton } from "#app/components/ui/form-status.static.tsx";
import { TextField } from "#app/components/ui/inputs.static.tsx";

/** A change to two-factor sign-in that takes the password first: one field and its button. */
export function PasswordForm({
  intent,
  label,
  pendingLabel,
  error,
  variant = "primary",
}: {
  intent: string;
  label: string;
  pendingLabel: string;
  error?: string;
  variant?: ButtonVariant;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <Form method="post" className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value={intent} />
      <TextField
        id={`two-factor-${intent}-password`}
        name="password"
        type="password"
        label="Your password"
        autoComplete="current-password"
        required
        error={error}
        className="min-w-0 grow sm:max-w-xs"
      />
      <SubmitButton pending={busy} pendingLabel={pendingLabel} className={buttonLook({ variant })}>
        {label}
      </SubmitButton>
    </Form>
  );
}
