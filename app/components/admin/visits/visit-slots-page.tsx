import { Form, useNavigation } from "react-router";

import { BackLink } from "#app/components/admin/back-link.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { bindFields } from "#app/components/ui/field.static.tsx";
import { SubmitButton } from "#app/components/ui/form-status.static.tsx";
import { buttonClass } from "#app/components/ui/form-styles.ts";
import { TextAreaField, TextField } from "#app/components/ui/inputs.static.tsx";
import { PageHeader } from "#app/components/ui/page-header.tsx";
import { visitsPath } from "#app/domain/leads/visit-calendar.ts";
import {
  placesText,
  timesText,
  weekdayNames,
  type PlanField,
  type VisitPlan,
} from "#app/domain/visits/index.ts";

export interface VisitSlotsRow {
  projectId: string;
  projectName: string;
  plan: VisitPlan;
}

/** Monday first, as the week is read here. */
const weekdays = [1, 2, 3, 4, 5, 6, 0];

/**
 * Issue "Site visits and bookings": each project's weekly visiting slots and pickup points. A
 * project without slots takes visits by request (a day and a part of it), as before.
 */
export function VisitSlotsPage({
  rows,
  failed,
}: {
  rows: VisitSlotsRow[];
  /** A refused save: the project, what was typed and the messages by field. */
  failed: {
    projectId: string;
    values: Record<string, string>;
    errors: Partial<Record<PlanField, string>>;
  } | null;
}) {
  const navigation = useNavigation();
  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <BackLink to={visitsPath}>Site visits</BackLink>
      <PageHeader
        title="Visiting slots"
        intro="The public site-visit form offers each slot's coming days that still have places, up to 60 days ahead, and closes a slot two hours before it starts. A project without slots takes visits by request."
      />
      {rows.length === 0 ? <p className="text-neutral-700">No project yet.</p> : null}
      {rows.map((row) => {
        const mine = failed?.projectId === row.projectId ? failed : null;
        const shown: Record<string, string> = mine?.values ?? {
          pickupPoints: row.plan.pickupPoints.join("\n"),
          ...Object.fromEntries(
            weekdays.flatMap((day) => [
              [`times-${day}`, timesText(row.plan, day)],
              [`places-${day}`, placesText(row.plan, day)],
            ]),
          ),
        };
        const field = bindFields<PlanField>({
          idPrefix: `slots-${row.projectId}`,
          errors: mine?.errors ?? {},
          values: shown,
        });
        const busy =
          navigation.state === "submitting" && navigation.formData?.get("projectId") === row.projectId;
        const titleId = `slots-${row.projectId}-title`;
        return (
          <Card key={row.projectId} as="section" aria-labelledby={titleId} className="p-4 sm:p-5">
            {/* Keyed by what is stored, so a saved plan shows as the server wrote it back. */}
            <Form key={JSON.stringify(row.plan)} method="post" className="space-y-4" noValidate>
              <input type="hidden" name="projectId" value={row.projectId} />
              <h2 id={titleId} className="text-lg font-semibold text-forest-900">
                {row.projectName}
              </h2>
              <div className="grid gap-x-4 gap-y-3 sm:grid-cols-[1fr_2fr_1fr]">
                {/* The columns' names for the eye; each field's own label says it to a screen reader. */}
                {["Day", "Start times", "Visitors per slot"].map((heading) => (
                  <p
                    key={heading}
                    aria-hidden="true"
                    className="text-sm font-medium text-neutral-600 max-sm:hidden"
                  >
                    {heading}
                  </p>
                ))}
                {weekdays.map((day) => (
                  <div key={day} className="contents">
                    <p className="self-center font-medium text-neutral-800 max-sm:mt-2">
                      {weekdayNames[day]}
                    </p>
                    <TextField
                      {...field(`times-${day}`)}
                      label={<span className="sm:sr-only">{weekdayNames[day]}: start times</span>}
                      placeholder="10:00, 12:00, 15:00"
                      autoComplete="off"
                    />
                    <TextField
                      {...field(`places-${day}`)}
                      label={<span className="sm:sr-only">{weekdayNames[day]}: visitors per slot</span>}
                      inputMode="numeric"
                      autoComplete="off"
                    />
                  </div>
                ))}
              </div>
              <TextAreaField
                {...field("pickupPoints")}
                label="Pickup points"
                hint="One a line, where the site-visit car starts from."
                rows={2}
              />
              <SubmitButton pending={busy} pendingLabel="Saving..." className={buttonClass.secondary}>
                Save<span className="sr-only"> the visiting slots of {row.projectName}</span>
              </SubmitButton>
            </Form>
          </Card>
        );
      })}
    </div>
  );
}
