import type { ConfirmRequest } from "#app/components/ui/confirm-request.ts";

/** What deleting a plot asks, in the dialog and in the page step without JavaScript alike. */
export function plotDeleteRequest(plot: { number: string }): ConfirmRequest {
  return {
    question: "Delete this plot?",
    subject: `Plot ${plot.number}`,
    consequence: "Its history stays in the activity log; leads that asked about it keep its number.",
    confirmLabel: "Delete plot",
  };
}
