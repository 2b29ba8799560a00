import { Trash2 } from "lucide-react";
import { Form } from "react-router";

import { Button } from "#app/components/ui/button.tsx";
import { ConfirmButton } from "#app/components/ui/confirm-button.tsx";
import { HiddenFields } from "#app/components/ui/hidden-fields.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import { spamReasonLabels } from "#app/domain/leads/lead-model.ts";
import type { LeadPageView } from "#app/domain/leads/lead-page-view.ts";

import { leadDeleteRequest } from "./lead-delete-request.ts";

/** Spam or not, and deleting the lead when the person asks (once confirmed). */
export function LeadSpamPanel({
  lead,
  mayDelete,
}: {
  lead: Pick<LeadPageView, "id" | "name" | "spam" | "spamReason">;
  /** Only owners and sales managers delete leads. */
  mayDelete: boolean;
}) {
  const { spam, spamReason } = lead;
  return (
    <Panel title={spam ? "Suspected spam" : mayDelete ? "Spam and deletion" : "Spam"}>
      {spam ? (
        <p className="mb-3 text-sm text-neutral-800">
          {spamReason ? spamReasonLabels[spamReason] : "Kept apart as spam"}. It stays here until restored.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Form method="post" preventScrollReset>
          <HiddenFields fields={{ intent: spam ? "restore" : "spam" }} />
          <Button type="submit">{spam ? "Restore to inbox" : "Mark as spam"}</Button>
        </Form>
        {mayDelete ? (
          <ConfirmButton
            request={leadDeleteRequest(lead)}
            fields={{ intent: "delete", id: lead.id }}
            variant="ghost-danger"
          >
            <Trash2 aria-hidden className="size-4" />
            Delete lead
          </ConfirmButton>
        ) : null}
      </div>
    </Panel>
  );
}
