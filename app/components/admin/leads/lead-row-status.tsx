import { Form } from "react-router";

import { Button } from "#app/components/ui/button.tsx";
import { HiddenFields } from "#app/components/ui/hidden-fields.tsx";
import { badgeToneClasses } from "#app/components/ui/status-badge.tsx";
import { leadStatuses, leadStatusTones } from "#app/domain/leads/lead-model.ts";
import type { LeadRow } from "#app/domain/leads/lead-view.ts";

/**
 * The status as a choice with its own Save, one small form per row: posted to the list, so it works
 * without JavaScript, and audited like the lead page's change.
 */
export function LeadRowStatus({ row }: { row: LeadRow }) {
  return (
    <Form
      key={`${row.id}-${row.status}`}
      method="post"
      preventScrollReset
      className="flex items-center gap-1.5"
    >
      <HiddenFields fields={{ intent: "status", lead: row.id }} />
      <select
        name="status"
        defaultValue={row.status}
        aria-label={`Move ${row.name} to`}
        className={`rounded-md py-1 pr-7 pl-2 text-xs font-semibold ring-1 ${badgeToneClasses[leadStatusTones[row.status]]}`}
      >
        {leadStatuses.map((status) => (
          <option key={status} value={status}>
            {status}
          </option>
        ))}
      </select>
      <Button type="submit" size="sm">
        Save
      </Button>
    </Form>
  );
}
