import { MessageCard } from "#app/components/ui/message-card.tsx";
import { leadsPath } from "#app/domain/leads/lead-view.ts";

/** An unknown or malformed buyer's address, inside the back office. */
export function PersonNotFound() {
  return (
    <MessageCard title="Buyer not found" back={{ to: leadsPath, label: "Back to Leads" }}>
      Their data may have been erased, or the address is mistyped.
    </MessageCard>
  );
}
