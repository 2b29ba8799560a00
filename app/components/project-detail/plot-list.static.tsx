import { AreaText } from "#app/components/plots/area-text.static.tsx";
import { useHref, useT } from "#app/components/site/site-data.ts";
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
import type { Wording } from "#app/domain/plots/plot-wording.ts";

const plotListHeadings = [
  "project:columnPlot",
  "project:columnArea",
  "project:columnDimensions",
  "project:columnFacing",
  "project:columnCorner",
  "project:columnRoad",
  "project:columnPrice",
] as const;

/**
 * The all-in cost of a priced plot, linked to its cost page (the women buyers' fee, the loan
 * estimate and the cost sheet, without JavaScript).
 */
function AllInCost({
  projectId,
  costs,
  plot,
  wording,
}: {
  projectId: string;
  costs: CostTerms;
  plot: PlanPlot;
  wording: Wording;
}) {
  const href = useHref();
  const view = plotCostView(costs, plot, { woman: false }, wording);
  if (!view) return <>–</>;
  return (
    <a href={href(plotCostPath(projectId, plot.number))} className="text-forest-800 underline">
      {view.total}
      <span className="sr-only">{wording.say("project:allInCostOfPlot", { number: plot.number })}</span>
    </a>
  );
}

/** The plan's plots as a list a page at a time, for reading and for a screen reader. */
export function PlotList({
  plan,
  costs,
  wording,
}: {
  plan: PlotPlanView;
  costs: CostTerms | null;
  wording: Wording;
}) {
  const t = useT();
  const href = useHref();
  const { list } = plan;
  const headings = [
    ...plotListHeadings.map((heading) => t(heading)),
    ...(costs ? [t("project:columnAllIn")] : []),
    t("project:columnStatus"),
    t("project:columnAsk"),
  ];
  return (
    <div id="plot-list" className="mt-6 scroll-mt-24">
      <h3 id="plot-list-heading" className="text-lg font-semibold text-forest-900">
        {t("project:plots")}
      </h3>
      <p
        data-plan-count
        aria-live="polite"
        className="mt-1 text-sm text-neutral-600"
        dangerouslySetInnerHTML={{ __html: listSummary(list, plan.plots.length, wording.say) }}
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
                aria-label={t("project:showPlotOnPlan", { number: plot.number })}
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
            <td>{plot.corner ? t("project:yes") : t("project:no")}</td>
            <td>{plot.road}</td>
            <td>{plot.priceText}</td>
            {costs ? (
              <td>
                <AllInCost projectId={plan.projectId} costs={costs} plot={plot} wording={wording} />
              </td>
            ) : null}
            <td>{plot.statusLabel}</td>
            <td>
              {plot.status === "available" ? (
                <a
                  href={plotFormLinks(plan.projectId, plot.number, wording.locale).enquiry}
                  aria-label={t("project:enquireAboutPlot", { number: plot.number })}
                  className="font-semibold text-forest-800 underline"
                >
                  {t("project:enquire")}
                </a>
              ) : null}
            </td>
          </tr>
        ))}
      </ScrollTable>
      <p data-plan-empty hidden={list.shown > 0} className="mt-2 text-sm text-neutral-700">
        {t("project:noPlotMatches")}
      </p>
      <Pager
        look="site"
        page={list.page}
        pageCount={list.pageCount}
        hrefOf={(page) => href(planListPath(plan.projectId, plan.filters, page))}
        label={t("project:plotListPages")}
        className="mt-4"
      />
    </div>
  );
}
