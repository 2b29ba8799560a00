import { Form, useNavigation } from "react-router";

import { SubmitButton } from "#app/components/ui/form-status.static.tsx";
import { buttonClass } from "#app/components/ui/form-styles.ts";
import { HiddenFields } from "#app/components/ui/hidden-fields.tsx";
import { TextField } from "#app/components/ui/inputs.static.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import { RadioCards } from "#app/components/ui/radio-cards.tsx";
import { StatusBadge } from "#app/components/ui/status-badge.tsx";
import { outcomeMessages, type LeadVisitView } from "#app/domain/leads/lead-visit-view.ts";
import type { LeadActionErrors } from "#app/domain/leads/lead-view.ts";
import { visitMoment, visitOutcomeLabels } from "#app/domain/visits/index.ts";

const outcomeOptions = [
  { value: "came", label: visitOutcomeLabels.came, hint: "The buyer saw the site." },
  { value: "no-show", label: visitOutcomeLabels["no-show"], hint: "Nobody came at the time." },
] as const;

/**
 * Issue "Site visits and bookings": the visit the lead booked into a project's slot, and from its
 * day on, what came of it (which is also a note, so it shows on the person's timeline).
 */
export function LeadVisit({ visit, errors }: { visit: LeadVisitView; errors: LeadActionErrors }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "visit-outcome";
  return (
    <Panel title="Site visit">
      <p className="flex flex-wrap items-center gap-2 text-sm text-neutral-900">
        <span className="font-medium">{visitMoment(visit.date, visit.time)}</span>
        {visit.cancelled ? <StatusBadge tone="red" label="Cancelled" /> : null}
        {visit.outcome ? (
          <StatusBadge
            tone={visit.outcome === "came" ? "green" : "amber"}
            label={visitOutcomeLabels[visit.outcome]}
          />
        ) : null}
      </p>
      <p className="mt-1 text-sm text-neutral-700">
        {visit.visitors === 1 ? "1 visitor" : `${visit.visitors} visitors`} · Pickup:{" "}
        {visit.pickupPoint ?? "none"}
      </p>
      {visit.plotsLiked ? (
        <p className="mt-1 text-sm text-neutral-700">Plots liked: {visit.plotsLiked}</p>
      ) : null}
      {visit.due ? (
        <Form
          key={`${visit.outcome ?? ""}-${visit.plotsLiked ?? ""}`}
          method="post"
          preventScrollReset
          className="mt-4 space-y-4"
          noValidate
        >
          <HiddenFields fields={{ intent: "visit-outcome" }} />
          <RadioCards
            id="lead-visit-outcome"
            name="outcome"
            legend="Outcome"
            options={outcomeOptions}
            value={visit.outcome ?? ""}
            error={errors.outcome}
          />
          <TextField
            id="lead-visit-plots"
            name="plotsLiked"
            label="Plots liked"
            hint="Their numbers, e.g. 12, 14"
            defaultValue={visit.plotsLiked ?? ""}
            error={errors.plotsLiked}
          />
          <TextField id="lead-visit-note" name="outcomeNote" label="Note" defaultValue={visit.note ?? ""} />
          <SubmitButton pending={busy} pendingLabel="Saving..." className={buttonClass.secondary}>
            Save outcome
          </SubmitButton>
        </Form>
      ) : !visit.cancelled ? (
        <p className="mt-3 text-sm text-neutral-600">{outcomeMessages.notYet}</p>
      ) : null}
    </Panel>
  );
}
