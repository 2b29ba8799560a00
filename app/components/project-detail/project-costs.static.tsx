import {
  loanNote,
  percentText,
  plotCostPath,
  plotCostView,
  termRows,
  type CostTerms,
} from "#app/domain/costs/index.ts";
import type { PlanPlot } from "#app/domain/plots/plot-plan.ts";

/** The plot the section works an example for: the first available plot with a price. */
function examplePlot(plots: readonly PlanPlot[]): PlanPlot | undefined {
  return plots.find((plot) => plot.status === "available" && plot.price !== null);
}

/**
 * The project page's "What it costs" (issue "What it costs"): what a buyer pays besides the price,
 * each figure with the day it took effect and its source, the loan estimate's terms, and one plot
 * worked out in full. Every plot's all-in cost is in the plot list and its panel.
 */
export function ProjectCosts({
  projectId,
  terms,
  plots,
}: {
  projectId: string;
  terms: CostTerms;
  plots: readonly PlanPlot[];
}) {
  const example = examplePlot(plots);
  const view = example ? plotCostView(terms, example, { woman: false }) : null;
  const { loan } = terms;
  return (
    <section id="costs" aria-labelledby="costs-heading" className="mt-10 scroll-mt-24">
      <h2 id="costs-heading" className="text-2xl font-semibold text-forest-900">
        What it costs
      </h2>
      <p className="mt-1 text-neutral-700">
        Besides the price, a buyer pays stamp duty and the registration fee to the state, and the
        project&apos;s charges. Each plot&apos;s all-in cost is in the plot list and on its details.
      </p>
      <dl className="mt-4 divide-y divide-neutral-200 rounded-xl bg-white px-4 ring-1 ring-forest-900/10">
        {termRows(terms).map((row) => (
          <div key={row.label} className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
            <dt className="font-semibold text-neutral-800">{row.label}</dt>
            <dd className="text-neutral-900">
              {row.value}
              {row.source ? (
                <span className="block text-sm text-neutral-600">Source: {row.source}</span>
              ) : null}
            </dd>
          </div>
        ))}
        <div className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
          <dt className="font-semibold text-neutral-800">Loan estimate</dt>
          <dd className="text-neutral-900">
            {loan.sharePercent}% of the price over {loan.tenureYears} years at{" "}
            {percentText(loan.rateBasisPoints)}
            <span className="block text-sm text-neutral-600">{loanNote}</span>
          </dd>
        </div>
      </dl>
      {example && view ? (
        <p className="mt-4 text-neutral-800">
          For example, plot {example.number} at {example.priceText}: all-in {view.total}, EMI about{" "}
          {view.loan.emi}.{" "}
          <a
            href={plotCostPath(projectId, example.number)}
            className="font-semibold text-forest-800 underline"
          >
            Plot {example.number}&apos;s cost in full
          </a>
        </p>
      ) : null}
    </section>
  );
}
