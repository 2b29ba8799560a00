import type { InventorySummary } from "#app/domain/plots/plot-view.ts";

/** The page header's line (a span: the header puts it in a paragraph): "12 available · 3 on hold · 20 booked · 65 sold (registered) · 2 not for sale; 85 of 100 sold". */
export function InventoryLine({ summary }: { summary: InventorySummary }) {
  const { counts } = summary;
  return (
    <span className="block text-sm text-neutral-700 tabular-nums" data-testid="inventory-summary">
      {counts.available} available · {counts.on_hold} on hold · {counts.booked} booked · {counts.sold} sold
      (registered) · {counts.not_for_sale} not for sale. Sold {summary.soldPlots} of {summary.totalPlots}.
    </span>
  );
}
