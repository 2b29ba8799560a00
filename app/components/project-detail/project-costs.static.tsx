import { useHref, useT } from "#app/components/site/site-data.ts";
import {
  percentText,
  plotCostPath,
  plotCostView,
  termRows,
  type CostTerms,
} from "#app/domain/costs/index.ts";
import type { PlanPlot } from "#app/domain/plots/plot-plan.ts";

import { usePageWording } from "./page-wording.ts";

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
  const t = useT();
  const href = useHref();
  const wording = usePageWording();
  const example = examplePlot(plots);
  const view = example ? plotCostView(terms, example, { woman: false }, wording) : null;
  const { loan } = terms;
  return (
    <section id="costs" aria-labelledby="costs-heading" className="mt-10 scroll-mt-24">
      <h2 id="costs-heading" className="text-2xl font-semibold text-forest-900">
        {t("cost:whatItCosts")}
      </h2>
      <p className="mt-1 text-neutral-700">{t("cost:costsIntro")}</p>
      <dl className="mt-4 divide-y divide-neutral-200 rounded-xl bg-white px-4 ring-1 ring-forest-900/10">
        {termRows(terms, wording).map((row) => (
          <div key={row.label} className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
            <dt className="font-semibold text-neutral-800">{row.label}</dt>
            <dd className="text-neutral-900">
              {row.value}
              {row.source ? (
                <span className="block text-sm text-neutral-600">
                  {t("cost:source", { source: row.source })}
                </span>
              ) : null}
            </dd>
          </div>
        ))}
        <div className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
          <dt className="font-semibold text-neutral-800">{t("cost:loanEstimate")}</dt>
          <dd className="text-neutral-900">
            {t("cost:loanTerms", {
              share: loan.sharePercent,
              years: loan.tenureYears,
              rate: percentText(loan.rateBasisPoints),
            })}
            <span className="block text-sm text-neutral-600">{t("cost:loanNote")}</span>
          </dd>
        </div>
      </dl>
      {example && view ? (
        <p className="mt-4 text-neutral-800">
          {t("cost:costExample", {
            number: example.number,
            price: example.priceText,
            total: view.total,
            emi: view.loan.emi,
          })}{" "}
          <a
            href={href(plotCostPath(projectId, example.number))}
            className="font-semibold text-forest-800 underline"
          >
            {t("cost:plotCostInFull", { number: example.number })}
          </a>
        </p>
      ) : null}
    </section>
  );
}
