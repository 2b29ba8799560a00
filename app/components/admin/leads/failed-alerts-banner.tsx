import { MailWarning } from "lucide-react";
import { Form } from "react-router";

import { Button } from "#app/components/ui/button.tsx";
import { HiddenFields } from "#app/components/ui/hidden-fields.tsx";

/** Alert e-mails that gave up after their retries, with "Send again" (posted to the Leads page). */
export function FailedAlertsBanner({ count }: { count: number }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-red-50 px-4 py-3 text-red-900 ring-1 ring-red-200"
    >
      <p className="flex items-center gap-2 text-sm font-medium">
        <MailWarning aria-hidden className="size-5 shrink-0" />
        {count === 1 ? "1 alert e-mail could not be sent" : `${count} alert e-mails could not be sent`}
      </p>
      <Form method="post">
        <HiddenFields fields={{ intent: "retry-alerts" }} />
        <Button type="submit">Send again</Button>
      </Form>
    </div>
  );
}
