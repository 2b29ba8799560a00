import { Plus } from "lucide-react";

import { LinkButton } from "#app/components/ui/link-button.tsx";

/**
 * A management page's "Add New …" (`?new` opens its editor), shown to a role that may add
 * (issue "Roles"); nothing otherwise.
 */
export function AddNewLink({ shown, children }: { shown: boolean; children: string }) {
  if (!shown) return null;
  return (
    <LinkButton to="?new" preventScrollReset variant="primary">
      <Plus aria-hidden className="size-4" />
      {children}
    </LinkButton>
  );
}
