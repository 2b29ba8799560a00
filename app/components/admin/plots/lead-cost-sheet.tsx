import { Form } from "react-router";

import { Button } from "#app/components/ui/button.tsx";
import { womenChoiceLabel } from "#app/domain/costs/index.ts";
import { leadCostSheetPath } from "#app/domain/leads/lead-view.ts";

/**
 * Issue "What it costs": the cost sheet (PDF) of the lead's plot, made out to the buyer, with the
 * women buyers' fee as a choice. A GET form the browser follows itself: the answer is a download.
 */
export function LeadCostSheet({ leadId }: { leadId: string }) {
  return (
    <Form
      method="get"
      action={leadCostSheetPath(leadId)}
      reloadDocument
      className="flex flex-wrap items-center gap-3"
    >
      <Button type="submit" variant="secondary" size="sm">
        Cost sheet (PDF)
      </Button>
      <label className="flex items-center gap-2">
        <input type="checkbox" name="buyer" value="woman" className="size-4 accent-forest-700" />
        {womenChoiceLabel}
      </label>
    </Form>
  );
}
