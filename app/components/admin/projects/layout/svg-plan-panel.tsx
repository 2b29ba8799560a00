import { Panel } from "#app/components/ui/panel.tsx";
import { plotNumberList } from "#app/domain/plots/layout-views.ts";
import type { OutlinePlot } from "#app/domain/plots/plot-outline.ts";

/** The stored SVG plan as buyers will see it (it was cleaned on upload), and the plots it lacks. */
export function SvgPlanPanel({ svg, plots }: { svg: string; plots: OutlinePlot[] }) {
  const linked = new Set([...svg.matchAll(/data-plot="([^"]*)"/g)].map((match) => match[1]));
  const missing = plots.filter((plot) => !linked.has(plot.number)).map((plot) => plot.number);
  return (
    <Panel title="The SVG plan" intro={`Plots without a shape: ${plotNumberList(missing)}`}>
      <div className="[&>svg]:h-auto [&>svg]:w-full" dangerouslySetInnerHTML={{ __html: svg }} />
    </Panel>
  );
}
