import { Form, useNavigation } from "react-router";

import { Button } from "#app/components/ui/button.tsx";
import { ConfirmButton } from "#app/components/ui/confirm-button.tsx";
import { HiddenFields } from "#app/components/ui/hidden-fields.tsx";
import type { StaffRow } from "#app/domain/staff/staff-view.ts";

import { staffChangeRequest } from "./staff-requests.ts";

/**
 * Someone else's account: Enable at once; Disable, Remove and (for an account that uses it, whose
 * phone is lost) "Turn off two-factor" once confirmed. Your own account and the last active one
 * have none.
 */
export function StaffRowActions({
  row,
  self,
  lastActive,
}: {
  row: StaffRow;
  self: boolean;
  lastActive: boolean;
}) {
  const busy = useNavigation().state === "submitting";
  if (self) return <span className="text-sm text-neutral-600">Your account</span>;
  if (lastActive) return <span className="text-sm text-neutral-600">Last active account</span>;
  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      {row.disabled ? (
        <Form method="post">
          <HiddenFields fields={{ intent: "enable", id: row.id }} />
          <Button type="submit" size="sm" disabled={busy} aria-label={`Enable ${row.name}`}>
            Enable
          </Button>
        </Form>
      ) : (
        <ConfirmButton
          request={staffChangeRequest("disable", row)}
          fields={{ intent: "disable", id: row.id }}
          size="sm"
          aria-label={`Disable ${row.name}`}
        >
          Disable
        </ConfirmButton>
      )}
      {row.twoFactor ? (
        <ConfirmButton
          request={staffChangeRequest("two-factor-off", row)}
          fields={{ intent: "two-factor-off", id: row.id }}
          size="sm"
          aria-label={`Turn off two-factor sign-in for ${row.name}`}
          className="whitespace-nowrap"
        >
          Turn off 2FA
        </ConfirmButton>
      ) : null}
      <ConfirmButton
        request={staffChangeRequest("remove", row)}
        fields={{ intent: "remove", id: row.id }}
        size="sm"
        variant="ghost-danger"
        aria-label={`Remove ${row.name}`}
      >
        Remove
      </ConfirmButton>
    </div>
  );
}
