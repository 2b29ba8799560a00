import type { ConfirmRequest } from "#app/components/ui/confirm-request.ts";
import type { StaffConfirmation } from "#app/domain/staff/staff-view.ts";

const requests: Record<StaffConfirmation["intent"], Omit<ConfirmRequest, "subject">> = {
  disable: {
    question: "Disable this staff account?",
    consequence: "They are signed out at once and cannot sign in until the account is enabled again.",
    confirmLabel: "Disable account",
  },
  remove: {
    question: "Remove this staff account?",
    consequence: "They can no longer sign in, and this cannot be undone.",
    confirmLabel: "Remove account",
  },
  "two-factor-off": {
    question: "Turn off two-factor sign-in for this account?",
    consequence:
      "Their authenticator app and recovery codes stop working and they are signed out; their password alone signs them in until they set it up again.",
    confirmLabel: "Turn off two-factor",
  },
};

/** What the row's Disable, Remove or "Turn off two-factor" asks, with JavaScript and on the page step alike. */
export function staffChangeRequest(
  intent: StaffConfirmation["intent"],
  account: { name: string; email: string },
): ConfirmRequest {
  return { ...requests[intent], subject: `${account.name} (${account.email})` };
}
