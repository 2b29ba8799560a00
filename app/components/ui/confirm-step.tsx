import { Form } from "react-router";

import { Button } from "./button.tsx";
import { ConfirmBody } from "./confirm-body.tsx";
import type { ConfirmRequest } from "./confirm-request.ts";
import { Dialog } from "./dialog.tsx";
import { HiddenFields } from "./hidden-fields.tsx";
import { LinkButton } from "./link-button.tsx";

/**
 * The confirmation as a page step (`?delete=<id>`): what a `ConfirmButton` leads to without
 * JavaScript, the same question in a narrow dialog whose red button posts the form again with
 * `confirm=yes`. Cancel (focused first) and the X go back to `closeHref`.
 */
export function ConfirmStep({
  request,
  fields,
  action,
  closeHref,
}: {
  request: ConfirmRequest;
  /** The form's hidden inputs, name to value (the intent, the record's id). */
  fields: Readonly<Record<string, string>>;
  /** Where it posts; absent, to the page it is on. */
  action?: string;
  closeHref: string;
}) {
  return (
    <Dialog title={request.question} closeHref={closeHref} size="narrow">
      <Form method="post" action={action} preventScrollReset className="space-y-4 px-4 py-5 sm:px-6">
        <HiddenFields fields={{ ...fields, confirm: "yes" }} />
        <ConfirmBody
          request={request}
          cancel={
            <LinkButton to={closeHref} preventScrollReset data-autofocus>
              Cancel
            </LinkButton>
          }
          confirm={
            <Button type="submit" variant="danger">
              {request.confirmLabel}
            </Button>
          }
        />
      </Form>
    </Dialog>
  );
}
