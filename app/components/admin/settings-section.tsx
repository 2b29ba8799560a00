import { useEffect, useRef, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";

import { Card } from "#app/components/ui/card.tsx";
import { fieldsToCorrect, FormError, SubmitButton } from "#app/components/ui/form-status.static.tsx";

/**
 * One section of the Settings page, a form of its own with its own Save at its foot: saving the
 * social links never sends the head office. A refused save says so at the top of its section and
 * puts the focus on the first field to correct.
 */
export function SettingsSection({
  id,
  title,
  intro,
  intent,
  saveLabel,
  errors,
  children,
}: {
  id: string;
  title: string;
  intro: ReactNode;
  /** Posted as `intent`, telling the action which settings the section holds. */
  intent: string;
  /** Read after "Save" by screen readers, e.g. "head office". */
  saveLabel: string;
  errors: object;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("section") === id;
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [errors]);

  return (
    <Card className="min-w-0 p-4 sm:p-6">
      <Form ref={formRef} method="post" noValidate aria-labelledby={id}>
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="section" value={id} />
        <h2 id={id} className="text-lg font-semibold text-forest-900">
          {title}
        </h2>
        <p className="mt-1 text-sm text-neutral-600">{intro}</p>
        <div className="mt-4 empty:hidden">
          <FormError message={fieldsToCorrect(errors)} />
        </div>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">{children}</div>
        <div className="mt-5 flex justify-end">
          <SubmitButton pending={busy} pendingLabel="Saving...">
            Save<span className="sr-only"> {saveLabel}</span>
          </SubmitButton>
        </div>
      </Form>
    </Card>
  );
}
