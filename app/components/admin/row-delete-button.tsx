import { ConfirmButton } from "#app/components/ui/confirm-button.tsx";
import type { ConfirmRequest } from "#app/components/ui/confirm-request.ts";

import { RowIcon } from "./row-icons.tsx";

/** A table row's delete icon: it asks `request` first (ConfirmButton), then posts `intent=delete` and the id. */
export function RowDeleteButton({ request, id }: { request: ConfirmRequest; id: string }) {
  return (
    <ConfirmButton
      request={request}
      fields={{ intent: "delete", id }}
      aria-label={`Delete ${request.subject}`}
      title="Delete"
      variant="ghost-danger"
      size="icon"
    >
      <RowIcon name="delete" />
    </ConfirmButton>
  );
}
