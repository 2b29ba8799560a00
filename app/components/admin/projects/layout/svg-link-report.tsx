import { plotNumberList } from "#app/domain/plots/layout-views.ts";
import type { LinkReport } from "#app/domain/plots/svg-rules.ts";

/** After an SVG is stored: how many plots found their shapes, and what is left unmatched on either side. */
export function SvgLinkReport({ report }: { report: LinkReport }) {
  return (
    <div role="status" className="rounded-lg bg-forest-50 p-4 text-sm text-forest-900 ring-1 ring-forest-200">
      <p className="font-semibold">
        The SVG plan is saved. {report.linked.length} plots are linked to their shapes.
      </p>
      <p className="mt-1">Shapes without a plot: {plotNumberList(report.shapesWithoutPlot)}</p>
      <p className="mt-1">Plots without a shape: {plotNumberList(report.plotsWithoutShape)}</p>
    </div>
  );
}
