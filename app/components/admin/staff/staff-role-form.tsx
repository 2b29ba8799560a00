import { Form, useNavigation } from "react-router";

import { Button } from "#app/components/ui/button.tsx";
import { HiddenFields } from "#app/components/ui/hidden-fields.tsx";
import { SelectField } from "#app/components/ui/inputs.static.tsx";
import { roleNames, staffRoles } from "#app/domain/staff/roles.ts";
import type { StaffRow } from "#app/domain/staff/staff-view.ts";

export const roleOptions = staffRoles.map((role) => ({ value: role, label: roleNames[role] }));

/**
 * Issue "Roles": an owner gives someone else's account another role; their sessions end, so they
 * sign in again under it. Your own role is shown, not changed.
 */
export function StaffRoleForm({ row, self }: { row: StaffRow; self: boolean }) {
  const busy = useNavigation().state === "submitting";
  if (self) return <span className="text-neutral-700">{roleNames[row.role]}</span>;
  return (
    <Form method="post" className="flex items-end gap-2">
      <HiddenFields fields={{ intent: "role", id: row.id }} />
      <SelectField
        id={`role-${row.id}`}
        name="role"
        label={`Role of ${row.name}`}
        look="compact"
        className="[&>label]:sr-only"
        inputClassName="min-w-40"
        defaultValue={row.role}
        options={roleOptions}
      />
      <Button type="submit" size="sm" disabled={busy} aria-label={`Change the role of ${row.name}`}>
        Change
      </Button>
    </Form>
  );
}
