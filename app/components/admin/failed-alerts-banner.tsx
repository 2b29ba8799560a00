import { MailWarning } from "lucide-react";
import { Form } from "react-router";

import { buttonClass } from "#app/components/ui/form-styles.ts";

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
        <input type="hidden" name="intent" value="retry-alerts" />
        <button type="submit" className={buttonClass.secondary}>
          Send again
        </button>
      </Form>
    </div>
  );
}
