import { Form } from "react-router";

import { Button } from "#app/components/ui/button.tsx";
import { hintClass } from "#app/components/ui/form-styles.ts";
import { HiddenFields } from "#app/components/ui/hidden-fields.tsx";
import { SelectField, type SelectOption } from "#app/components/ui/inputs.static.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import { leadStatuses } from "#app/domain/leads/lead-model.ts";
import type { LeadFollowUpView } from "#app/domain/leads/lead-page-view.ts";
import type { LeadActionErrors } from "#app/domain/leads/lead-view.ts";

import { LeadTime } from "./lead-time.tsx";

/** The pipeline status and who owns the lead, saved together. */
export function LeadFollowUp({
  lead,
  staff,
  errors,
}: {
  lead: LeadFollowUpView;
  staff: readonly { id: string; name: string }[];
  errors: LeadActionErrors;
}) {
  const assignees: SelectOption[] = staff.map((s) => ({ value: s.id, label: s.name }));
  // Someone whose account was disabled keeps the lead until it is given to someone else.
  if (lead.assignedTo !== null && !staff.some((s) => s.id === lead.assignedTo)) {
    const label = `${lead.assignedName ?? "Someone"} (account disabled)`;
    assignees.push({ value: lead.assignedTo, label, disabled: true });
  }
  return (
    <Panel title="Follow-up">
      <Form
        key={`${lead.status}-${lead.assignedTo ?? ""}`}
        method="post"
        preventScrollReset
        className="space-y-4"
      >
        <HiddenFields fields={{ intent: "follow-up" }} />
        <SelectField
          id="lead-status"
          name="status"
          label="Status"
          defaultValue={lead.status}
          error={errors.status}
          options={leadStatuses}
        />
        <SelectField
          id="lead-assignee"
          name="assignee"
          label="Assign to"
          placeholder="Unassigned"
          defaultValue={lead.assignedTo ?? ""}
          error={errors.assignee}
          options={assignees}
        />
        <Button type="submit" variant="primary">
          Save
        </Button>
      </Form>
      <div className={`${hintClass} space-y-1 empty:hidden`}>
        {lead.statusChanged ? (
          <p>
            {lead.status} since <LeadTime when={lead.statusChanged} />
          </p>
        ) : null}
        {lead.response ? (
          <p>
            {lead.response.answered
              ? `First response after ${lead.response.after}`
              : `Waiting for a first response for ${lead.response.waiting}`}
          </p>
        ) : null}
      </div>
    </Panel>
  );
}
