import { Form, useNavigation } from "react-router";

import type { ConfirmRequest } from "#app/components/ui/confirm-request.ts";
import { SubmitButton } from "#app/components/ui/form-status.static.tsx";
import { buttonClass } from "#app/components/ui/form-styles.ts";
import { TextField } from "#app/components/ui/inputs.static.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import type { MergeCandidate } from "#app/domain/leads/person-page-view.ts";

/** The merge's question, asked once the other buyer is found. */
export function mergeRequest(other: MergeCandidate): ConfirmRequest {
  return {
    question: "Merge these two buyers?",
    subject: `${other.name}${other.phone ? ` · ${other.phone}` : ""} (${other.leads === 1 ? "1 lead" : `${other.leads} leads`})`,
    consequence: "Their leads become this buyer's, and later leads from their number come here too.",
    confirmLabel: "Merge",
  };
}

/** One buyer with two numbers: the other's phone or e-mail finds them, then the merge asks. */
export function PersonMerge({ error }: { error?: string }) {
  const busy = useNavigation().state === "submitting";
  return (
    <Panel
      title="Merge with another buyer"
      intro="When one buyer wrote from two numbers or e-mails: their leads are then one person's."
    >
      <Form method="post" className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="find-merge" />
        <TextField
          id="person-merge-other"
          name="other"
          label="The other buyer's phone or e-mail"
          required
          error={error}
          className="min-w-0 grow sm:max-w-sm"
        />
        <SubmitButton pending={busy} pendingLabel="Finding..." className={buttonClass.secondary}>
          Find
        </SubmitButton>
      </Form>
    </Panel>
  );
}
