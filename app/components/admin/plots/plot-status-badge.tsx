import type { PlotStatus } from "#app/domain/plots/plot-model.ts";

const look: Record<PlotStatus, string> = {
  available: "bg-forest-50 text-forest-800 ring-forest-200",
  on_hold: "bg-marigold-50 text-neutral-900 ring-marigold-300",
  booked: "bg-sky-50 text-sky-900 ring-sky-200",
  sold: "bg-neutral-200 text-neutral-900 ring-neutral-300",
  not_for_sale: "bg-white text-neutral-700 ring-neutral-300",
};

/** A plot's status as a label (words, not colour alone). */
export function PlotStatusBadge({ status, label }: { status: PlotStatus; label: string }) {
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${look[status]}`}
    >
      {label}
    </span>
  );
}
