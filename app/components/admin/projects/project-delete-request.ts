import { removedFromSite, type ConfirmRequest } from "#app/components/ui/confirm-request.ts";
import { projectMessages } from "#app/domain/projects/project-messages.ts";

/** Spec §8's question before a project is deleted, asked by the row's button and by the page step alike. */
export function projectDeleteRequest(project: { name: string }): ConfirmRequest {
  return {
    question: projectMessages.deleteQuestion,
    subject: project.name,
    consequence: removedFromSite,
    confirmLabel: "Delete project",
  };
}
