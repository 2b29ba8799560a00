import { StatusBadge } from "#app/components/ui/status-badge.tsx";
import { plotStatusTones, type PlotStatus } from "#app/domain/plots/plot-model.ts";

/** A plot's status as a label (words, not colour alone). */
export function PlotStatusBadge({ status, label }: { status: PlotStatus; label: string }) {
  return <StatusBadge tone={plotStatusTones[status]} label={label} />;
}
