import type { FormEvent } from "react";
import { Form, useNavigation, useSubmit } from "react-router";

import { useHydrated } from "#app/components/site/use-client.ts";

import { Button, type ButtonProps } from "./button.tsx";
import type { ConfirmRequest } from "./confirm-request.ts";
import { useConfirm } from "./confirm-provider.tsx";
import { HiddenFields } from "./hidden-fields.tsx";

export interface ConfirmButtonProps extends Omit<ButtonProps, "type" | "onClick"> {
  request: ConfirmRequest;
  /** What the form posts, name to value (the intent, the record's id). */
  fields: Readonly<Record<string, string>>;
  /** Where it posts; absent, to the page it is on. */
  action?: string;
}

/**
 * A button whose post must be confirmed first (a deletion). With JavaScript it asks `request` in
 * the page's confirmation dialog (`useConfirm`) and posts `fields` with `confirm=yes` once
 * accepted. Without, it posts them unconfirmed and the route answers with its page step
 * (`confirmedOrAsk` sends the browser to `?delete=<id>`, which renders `ConfirmStep`).
 */
export function ConfirmButton({
  request,
  fields,
  action,
  children,
  disabled,
  ...button
}: ConfirmButtonProps) {
  const hydrated = useHydrated();
  const confirm = useConfirm();
  const submit = useSubmit();
  const sent = useNavigation().formData;
  const pending =
    sent !== undefined && Object.entries(fields).every(([name, value]) => sent.get(name) === value);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (await confirm(request)) await submit(form, { preventScrollReset: true });
  }

  return (
    <Form method="post" action={action} preventScrollReset onSubmit={(event) => void onSubmit(event)}>
      <HiddenFields fields={hydrated ? { ...fields, confirm: "yes" } : fields} />
      <Button type="submit" disabled={pending || disabled} {...button}>
        {children}
      </Button>
    </Form>
  );
}
