import { MessageCard } from "#app/components/ui/message-card.tsx";
import { leadsPath } from "#app/domain/leads/lead-view.ts";

/** An unknown or malformed lead address, inside the back office. */
export function LeadNotFound() {
  return (
    <MessageCard title="Lead not found" back={{ to: leadsPath, label: "Back to Leads" }}>
      It may have been deleted, or the address is mistyped.
    </MessageCard>
  );
}
