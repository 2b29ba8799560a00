import { Form, useNavigation } from "react-router";

import { BackLink } from "#app/components/admin/back-link.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { CheckboxField } from "#app/components/ui/checkbox-field.static.tsx";
import { SubmitButton } from "#app/components/ui/form-status.static.tsx";
import { buttonClass } from "#app/components/ui/form-styles.ts";
import { PageHeader } from "#app/components/ui/page-header.tsx";
import { leadsPath } from "#app/domain/leads/lead-view.ts";

export interface AssignmentRow {
  projectId: string;
  projectName: string;
  chosen: string[];
}

/**
 * Issue "One inbox": who each project's new leads go round, in turn, while the office is open;
 * a project with nobody chosen leaves its leads in the unassigned pool.
 */
export function AssignmentPage({
  rows,
  salespeople,
  businessHours,
}: {
  rows: AssignmentRow[];
  salespeople: readonly { id: string; name: string }[];
  businessHours: string;
}) {
  const navigation = useNavigation();
  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <BackLink to={leadsPath}>All leads</BackLink>
      <PageHeader
        title="Lead assignment"
        intro={`A project's new leads go to the salespeople ticked, each in turn, during business hours (${businessHours}). Outside them, or with nobody ticked, they wait in the unassigned pool.`}
      />
      {rows.length === 0 ? <p className="text-neutral-700">No project yet.</p> : null}
      {salespeople.length === 0 ? (
        <p className="text-neutral-700">No sales executive or sales manager has an active account yet.</p>
      ) : null}
      {rows.map((row) => {
        const busy =
          navigation.state === "submitting" && navigation.formData?.get("projectId") === row.projectId;
        const titleId = `assignment-${row.projectId}`;
        return (
          <Card key={row.projectId} as="section" aria-labelledby={titleId} className="p-4 sm:p-5">
            <Form method="post" className="space-y-3">
              <input type="hidden" name="projectId" value={row.projectId} />
              <h2 id={titleId} className="text-lg font-semibold text-forest-900">
                {row.projectName}
              </h2>
              <fieldset className="flex flex-wrap gap-x-6 gap-y-2">
                <legend className="sr-only">Salespeople for {row.projectName}</legend>
                {salespeople.map((person) => (
                  <CheckboxField
                    key={`${person.id}-${row.chosen.includes(person.id)}`}
                    id={`${titleId}-${person.id}`}
                    name="staff"
                    value={person.id}
                    label={person.name}
                    defaultChecked={row.chosen.includes(person.id)}
                  />
                ))}
              </fieldset>
              <SubmitButton pending={busy} pendingLabel="Saving..." className={buttonClass.secondary}>
                Save<span className="sr-only"> the assignment of {row.projectName}</span>
              </SubmitButton>
            </Form>
          </Card>
        );
      })}
    </div>
  );
}
