import { ConfirmStep } from "#app/components/ui/confirm-step.tsx";
import { FormError } from "#app/components/ui/form-status.static.tsx";
import { PageHeader } from "#app/components/ui/page-header.tsx";
import type { AddStaffState } from "#app/domain/staff/staff-fields.ts";
import type { StaffConfirmation, StaffRow } from "#app/domain/staff/staff-view.ts";

import { AddStaffForm } from "./staff-add-form.tsx";
import { staffChangeRequest } from "./staff-requests.ts";
import { StaffTable } from "./staff-table.tsx";

/**
 * The Staff page: the accounts, the add form and, when a Disable or Remove was posted without
 * JavaScript, its confirmation step.
 */
export function StaffPage({
  rows,
  selfId,
  invitationLinkHours,
  add,
  rowError,
  confirming,
  closeHref,
}: {
  rows: StaffRow[];
  selfId: string;
  invitationLinkHours: number;
  /** A refused add: the form as typed, with its messages. */
  add?: AddStaffState;
  rowError?: string;
  confirming?: StaffConfirmation;
  closeHref: string;
}) {
  const asked = confirming ? rows.find((row) => row.id === confirming.id) : undefined;
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader
        title="Staff"
        intro="The people who can sign in to the back office. Disabling an account signs it out at once."
      />
      <FormError message={rowError} />
      <StaffTable rows={rows} selfId={selfId} />
      <AddStaffForm
        key={rows.map((r) => r.id).join()}
        state={add}
        invitationLinkHours={invitationLinkHours}
      />
      {confirming && asked ? (
        <ConfirmStep
          request={staffChangeRequest(confirming.intent, asked)}
          fields={{ intent: confirming.intent, id: asked.id }}
          closeHref={closeHref}
        />
      ) : null}
    </div>
  );
}
