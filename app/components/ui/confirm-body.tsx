import type { ReactNode } from "react";

import type { ConfirmRequest } from "./confirm-request.ts";

/**
 * Under a confirmation's question: the record it is about, what follows, then Cancel and the red
 * button (Cancel first in the reading order, last on a phone's column, so the thumb meets it).
 */
export function ConfirmBody({
  request,
  cancel,
  confirm,
}: {
  request: ConfirmRequest;
  cancel: ReactNode;
  confirm: ReactNode;
}) {
  return (
    <>
      <p className="rounded-md bg-neutral-100 px-3 py-2 text-sm font-semibold break-words text-neutral-900">
        {request.subject}
      </p>
      <p className="text-sm text-neutral-600">{request.consequence}</p>
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        {cancel}
        {confirm}
      </div>
    </>
  );
}
