import { AreaText } from "#app/components/plots/area-text.static.tsx";
import { Pager } from "#app/components/ui/pager.static.tsx";
import { ScrollTable } from "#app/components/ui/scroll-table.static.tsx";
import { plotCostPath, plotCostView, type CostTerms } from "#app/domain/costs/index.ts";
import {
  listSummary,
  planListPath,
  plotFormLinks,
  type PlanPlot,
  type PlotPlanView,
} from "#app/domain/plots/plot-plan.ts";

const plotListHeadings = ["Plot", "Area", "Dimensions", "Facing", "Corner", "Road", "Price"];

/**
 * The all-in cost of a priced plot, linked to its cost page (the women buyers' fee, the loan
 * estimate and the cost sheet, without JavaScript).
 */
function AllInCost({ projectId, costs, plot }: { projectId: string; costs: CostTerms; plot: PlanPlot }) {
  const view = plotCostView(costs, plot, { woman: false });
  if (!view) return <>–</>;
  return (
    <a href={plotCostPath(projectId, plot.number)} className="text-forest-800 underline">
      {view.total}
      <span className="sr-only">{`: the all-in cost of plot ${plot.number}`}</span>
    </a>
  );
}

/** The plan's plots as a list a page at a time, for reading and for a screen reader. */
export function PlotList({ plan, costs }: { plan: PlotPlanView; costs: CostTerms | null }) {
  const { list } = plan;
  const headings = [...plotListHeadings, ...(costs ? ["All-in"] : []), "Status", "Ask"];
  return (
    <div id="plot-list" className="mt-6 scroll-mt-24">
      <h3 id="plot-list-heading" className="text-lg font-semibold text-forest-900">
        Plots
      </h3>
      <p
        data-plan-count
        aria-live="polite"
        className="mt-1 text-sm text-neutral-600"
        dangerouslySetInnerHTML={{ __html: listSummary(list, plan.plots.length) }}
      />
      <ScrollTable
        labelledBy="plot-list-heading"
        headings={headings}
        shownRows={list.rows.filter((plot) => plot.shown).length}
        className="mt-2"
      >
        {list.rows.map((plot) => (
          <tr key={plot.number} data-plot-row={plot.number} hidden={!plot.shown}>
            <th scope="row">
              <button
                type="button"
                data-plot-open={plot.number}
                data-plan-js-only
                className="text-forest-800 underline"
                aria-label={`Plot ${plot.number}: show on the plan`}
              >
                {plot.number}
              </button>
              <span data-plan-no-js>{plot.number}</span>
            </th>
            <td className="whitespace-normal">
              <AreaText area={plot.area} />
            </td>
            <td>{plot.dimensions}</td>
            <td>{plot.facingLabel}</td>
            <td>{plot.corner ? "Yes" : "No"}</td>
            <td>{plot.road}</td>
            <td>{plot.priceText}</td>
            {costs ? (
              <td>
                <AllInCost projectId={plan.projectId} costs={costs} plot={plot} />
              </td>
            ) : null}
            <td>{plot.statusLabel}</td>
            <td>
              {plot.status === "available" ? (
                <a
                  href={plotFormLinks(plan.projectId, plot.number).enquiry}
                  className="font-semibold text-forest-800 underline"
                >
                  Enquire<span className="sr-only">{` about plot ${plot.number}`}</span>
                </a>
              ) : null}
            </td>
          </tr>
        ))}
      </ScrollTable>
      <p data-plan-empty hidden={list.shown > 0} className="mt-2 text-sm text-neutral-700">
        No plot matches these filters. Clear a filter to see more.
      </p>
      <Pager
        look="site"
        page={list.page}
        pageCount={list.pageCount}
        hrefOf={(page) => planListPath(plan.projectId, plan.filters, page)}
        label="Pages of the plot list"
        className="mt-4"
      />
    </div>
  );
}
