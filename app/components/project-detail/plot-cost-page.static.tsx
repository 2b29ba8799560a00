import { useT } from "#app/components/site/site-data.ts";
import type { CostView, TermRow } from "#app/domain/costs/index.ts";
import type { PlanPlot } from "#app/domain/plots/plot-plan.ts";

const card = "mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-black/5 sm:p-6";

/** The plot in a line: its area, dimensions, facing, status and price. */
export function PlotFacts({ plot }: { plot: PlanPlot }) {
  const t = useT();
  const facing = t("project:facingDirection", { facing: plot.facingLabel });
  return (
    <p className="mt-2 text-neutral-700">
      {[plot.area, plot.dimensions, facing, plot.statusLabel, plot.priceText].join(" · ")}
    </p>
  );
}

/** The women buyers' fee as a choice: a GET form, so the figures come back worked out again without JavaScript. */
export function BuyerChoice({ action, woman }: { action: string; woman: boolean }) {
  const t = useT();
  return (
    <form method="get" action={action} className="mt-4 flex flex-wrap items-center gap-3">
      <label className="flex items-center gap-2 text-neutral-800">
        <input
          type="checkbox"
          name="buyer"
          value="woman"
          defaultChecked={woman}
          className="size-5 accent-forest-700"
        />
        {t("cost:womanBuyer")}
      </label>
      <button
        type="submit"
        className="rounded-lg bg-forest-800 px-4 py-2 font-semibold text-white hover:bg-forest-900"
      >
        {t("cost:workItOut")}
      </button>
    </form>
  );
}

/** The cost's lines, the all-in total and how the duties were worked out. */
export function CostFigures({ view }: { view: CostView }) {
  const t = useT();
  return (
    <section aria-labelledby="cost-figures-heading" className={card}>
      <h2 id="cost-figures-heading" className="text-lg font-semibold text-forest-900">
        {t("cost:allInCost")}
      </h2>
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-2">
        {view.rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-neutral-700">{row.label}</dt>
            <dd className="text-right text-neutral-900 tabular-nums">{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 flex items-start justify-between gap-4 border-t border-neutral-200 pt-2 font-semibold text-forest-900">
        <span>{t("cost:allInCost")}</span>
        <span className="text-right tabular-nums">
          {view.total} <span className="block text-sm font-normal text-neutral-700">{view.totalInFull}</span>
        </span>
      </p>
      <p className="mt-3 text-sm text-neutral-700">{view.basis}</p>
    </section>
  );
}

/** The loan estimate, said to be one, with the lender's terms as a note. */
export function LoanFigures({ view }: { view: CostView }) {
  const t = useT();
  return (
    <section aria-labelledby="loan-heading" className={card}>
      <h2 id="loan-heading" className="text-lg font-semibold text-forest-900">
        {t("cost:loanEstimate")}
      </h2>
      <p className="mt-2 text-neutral-700">{view.loan.summary}</p>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-neutral-700">{t("cost:emi")}</dt>
          <dd className="text-xl font-semibold text-forest-900">{view.loan.emi}</dd>
        </div>
        <div>
          <dt className="text-sm text-neutral-700">{t("cost:ownMoney")}</dt>
          <dd className="text-xl font-semibold text-forest-900">{view.loan.ownMoney}</dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-neutral-600">{t("cost:loanNote")}</p>
    </section>
  );
}

/** Where each figure comes from, and from which day it is in force. */
export function CostSources({ rows }: { rows: TermRow[] }) {
  const t = useT();
  return (
    <section aria-labelledby="cost-sources-heading" className={card}>
      <h2 id="cost-sources-heading" className="text-lg font-semibold text-forest-900">
        {t("cost:whereFiguresComeFrom")}
      </h2>
      <dl className="mt-3 space-y-3 text-sm">
        {rows.map((row) => (
          <div key={row.label}>
            <dt className="font-semibold text-neutral-800">{row.label}</dt>
            <dd className="text-neutral-900">
              {row.value}
              {row.source ? (
                <span className="block text-neutral-600">{t("cost:source", { source: row.source })}</span>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
