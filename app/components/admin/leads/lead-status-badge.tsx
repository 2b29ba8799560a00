import { StatusBadge } from "#app/components/ui/status-badge.tsx";
import { leadStatusTones, type LeadStatus } from "#app/domain/leads/lead-model.ts";

/** A lead's place in the sales pipeline as a coloured pill. */
export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return <StatusBadge tone={leadStatusTones[status]} label={status} />;
}
