import { Card } from "#app/components/ui/card.tsx";
import { LinkButton } from "#app/components/ui/link-button.tsx";
import { roleNames, type StaffRole } from "#app/domain/staff/roles.ts";

/** Issue "Roles": a page or change the staff member's role does not allow (403), inside the shell. */
export function NotForYourRole({ role }: { role: StaffRole }) {
  return (
    <Card className="mx-auto max-w-xl px-6 py-12 text-center">
      <h1 className="text-2xl font-semibold text-forest-900">Not open to your role</h1>
      <p className="mt-2 text-neutral-600">
        As {roleNames[role].toLowerCase()} you cannot open this page or make this change. Ask an owner if you
        need it.
      </p>
      <LinkButton to="/admin" variant="primary" className="mt-6">
        Back to the dashboard
      </LinkButton>
    </Card>
  );
}
