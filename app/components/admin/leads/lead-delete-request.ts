import type { ConfirmRequest } from "#app/components/ui/confirm-request.ts";

/** "Delete lead" on a lead's page: what it asks before the lead and its notes go. */
export function leadDeleteRequest(lead: { name: string }): ConfirmRequest {
  return {
    question: "Delete lead",
    subject: lead.name,
    consequence:
      "The lead and its notes are deleted. Use this when the person asks for their data to be deleted. " +
      "The audit log keeps that a lead was deleted, but not who it was. This cannot be undone.",
    confirmLabel: "Delete lead",
  };
}
