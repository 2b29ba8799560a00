import { Link } from "react-router";

import { EmptyState } from "#app/components/ui/empty-state.tsx";
import type { LeadFilter } from "#app/domain/leads/lead-view.ts";

/** No leads: a way back when filters hid them, else what the view holds. */
export function LeadListEmpty({ view, clearHref }: { view: LeadFilter["view"]; clearHref: string | null }) {
  if (clearHref) {
    return (
      <EmptyState title="No leads match these filters">
        <Link
          to={clearHref}
          className="mt-1 inline-block font-medium text-forest-700 underline underline-offset-4"
        >
          Clear filters
        </Link>
      </EmptyState>
    );
  }
  if (view === "spam") return <EmptyState title="No spam. Suspected spam is kept here, never dropped." />;
  return (
    <EmptyState title="No leads yet">
      Enquiries and messages sent from the website appear here as they arrive.
    </EmptyState>
  );
}
