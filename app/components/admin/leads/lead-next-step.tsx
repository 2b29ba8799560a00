import { Form, useNavigation } from "react-router";

import { SubmitButton } from "#app/components/ui/form-status.static.tsx";
import { buttonClass } from "#app/components/ui/form-styles.ts";
import { HiddenFields } from "#app/components/ui/hidden-fields.tsx";
import { TextField } from "#app/components/ui/inputs.static.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import { StatusBadge } from "#app/components/ui/status-badge.tsx";
import type { LeadNextStepView } from "#app/domain/leads/lead-page-view.ts";
import { nextStepRules } from "#app/domain/leads/next-step.ts";
import type { LeadActionErrors } from "#app/domain/leads/lead-view.ts";

import { LeadTime } from "./lead-time.tsx";

/** What is to be done next with the lead, and by when (India time); "My day" lists it when due. */
export function LeadNextStep({ lead, errors }: { lead: LeadNextStepView; errors: LeadActionErrors }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "next-step";
  const due = lead.nextStepDue;
  return (
    <Panel title="Next step">
      {lead.nextStep && due ? (
        <p className="mb-4 flex flex-wrap items-center gap-2 text-sm text-neutral-900">
          <span className="font-medium">{lead.nextStep}</span>
          <span className="text-neutral-600">
            due <LeadTime when={due} exact />
          </span>
          {due.overdue ? <StatusBadge tone="red" label="Overdue" /> : null}
        </p>
      ) : null}
      <Form
        key={`${lead.nextStep ?? ""}-${due?.value ?? ""}`}
        method="post"
        preventScrollReset
        className="space-y-4"
      >
        <HiddenFields fields={{ intent: "next-step" }} />
        <TextField
          id="lead-next-step"
          name="nextStep"
          label="What next"
          defaultValue={lead.nextStep ?? ""}
          error={errors.nextStep}
          rule={nextStepRules.nextStep}
        />
        <TextField
          id="lead-next-step-due"
          name="nextStepDue"
          label="Due (India time)"
          type="datetime-local"
          defaultValue={due?.value ?? ""}
          error={errors.nextStepDue}
          required
        />
        <SubmitButton pending={busy} pendingLabel="Saving..." className={buttonClass.secondary}>
          Set next step
        </SubmitButton>
      </Form>
    </Panel>
  );
}
