import { Card } from "#app/components/ui/card.tsx";
import { LinkButton } from "#app/components/ui/link-button.tsx";
import { leadsPath } from "#app/domain/leads/lead-view.ts";

/** An unknown or malformed lead address, inside the back office. */
export function LeadNotFound() {
  return (
    <Card className="mx-auto max-w-xl px-6 py-12 text-center">
      <h1 className="text-2xl font-semibold text-forest-900">Lead not found</h1>
      <p className="mt-2 text-neutral-600">It may have been deleted, or the address is mistyped.</p>
      <LinkButton to={leadsPath} variant="primary" className="mt-6">
        Back to Leads
      </LinkButton>
    </Card>
  );
}
