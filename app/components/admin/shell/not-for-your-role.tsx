import { MessageCard } from "#app/components/ui/message-card.tsx";
import { roleNames, type StaffRole } from "#app/domain/staff/roles.ts";

/** Issue "Roles": a page or change the staff member's role does not allow (403), inside the shell. */
export function NotForYourRole({ role }: { role: StaffRole }) {
  return (
    <MessageCard title="Not open to your role" back={{ to: "/admin", label: "Back to the dashboard" }}>
      As {roleNames[role].toLowerCase()} you cannot open this page or make this change. Ask an owner if you
      need it.
    </MessageCard>
  );
}
