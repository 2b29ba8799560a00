import { useHref, useT } from "#app/components/site/site-data.ts";
import { labelClass } from "#app/components/ui/form-styles.ts";
import type { CostTerms } from "#app/domain/costs/index.ts";
import { facings } from "#app/domain/plots/plot-model.ts";
import {
  budgetLabel,
  facingWords,
  planBudgets,
  planFilterFields,
  planLegend,
  plotStatusWords,
  type PlotPlanView,
} from "#app/domain/plots/plot-plan.ts";
import { wordTable, type Wording } from "#app/domain/plots/plot-wording.ts";
import type { Translate } from "#app/i18n/translations.ts";

import { usePageWording } from "./page-wording.ts";
import { PlotList } from "./plot-list.static.tsx";
import { panelClasses } from "./plot-panel-looks.ts";
import { planScriptWords } from "./plot-panel-words.ts";
import planScript from "./plot-plan-script.ts?script";

const control =
  "mt-1 block w-full rounded-lg border border-neutral-400 bg-white px-3 py-2 text-base text-neutral-900";
const zoomButton =
  "inline-flex size-10 items-center justify-center rounded-lg bg-white text-lg font-semibold text-forest-900 shadow ring-1 ring-black/10 hover:bg-forest-50";

/**
 * What the plan's script reads: the plots' facts as shown, where their buttons lead, and the texts
 * it writes, in the page's language (a script never loads i18next, ADR 027).
 */
function planData(
  plan: PlotPlanView,
  projectName: string,
  costs: CostTerms | null,
  wording: Wording,
  t: Translate,
) {
  const data = {
    projectId: plan.projectId,
    projectName,
    plots: plan.plots,
    costs,
    locale: wording.locale,
    words: wordTable(t, planScriptWords),
  };
  // Inside a <script> element nothing may close it: "<" is written as its escape.
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

function AreaFilter({ label, name, value }: { label: string; name: string; value: number | null }) {
  return (
    <label className={labelClass}>
      {label}
      <input
        type="number"
        min="0"
        inputMode="numeric"
        name={name}
        defaultValue={value ?? ""}
        className={control}
      />
    </label>
  );
}

function Filters({ plan, wording }: { plan: PlotPlanView; wording: Wording }) {
  const t = useT();
  const href = useHref();
  const { filters } = plan;
  return (
    <form
      method="get"
      action={href(`/project/${plan.projectId}#layout-plan`)}
      data-plan-filters
      aria-label={t("project:filterThePlots")}
      className="mt-4 grid gap-3 rounded-xl bg-white p-4 ring-1 ring-forest-900/10 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
    >
      <label className="flex items-center gap-2 text-sm font-semibold text-neutral-800 lg:pb-2.5">
        <input
          type="checkbox"
          name={planFilterFields.availableOnly}
          value="1"
          defaultChecked={filters.availableOnly}
          className="size-5 accent-forest-700"
        />
        {t("project:availableOnly")}
      </label>
      <label className={labelClass}>
        {t("project:facing")}
        <select name={planFilterFields.facing} defaultValue={filters.facing ?? ""} className={control}>
          <option value="">{t("project:anyFacing")}</option>
          {facings.map((facing) => (
            <option key={facing} value={facing}>
              {t(facingWords[facing])}
            </option>
          ))}
        </select>
      </label>
      <AreaFilter label={t("project:sizeFrom")} name={planFilterFields.minArea} value={filters.minArea} />
      <AreaFilter label={t("project:sizeUpTo")} name={planFilterFields.maxArea} value={filters.maxArea} />
      <label className={labelClass}>
        {t("project:budget")}
        <select name={planFilterFields.budget} defaultValue={filters.budget ?? ""} className={control}>
          <option value="">{t("project:anyBudget")}</option>
          {planBudgets.map((budget) => (
            <option key={budget} value={budget}>
              {budgetLabel(budget, wording)}
            </option>
          ))}
        </select>
      </label>
      <button
        type="submit"
        className="rounded-lg bg-forest-800 px-4 py-2.5 font-semibold text-white hover:bg-forest-900 sm:col-span-2 lg:col-span-5 lg:justify-self-start"
      >
        {t("project:showPlots")}
      </button>
    </form>
  );
}

function Legend() {
  const t = useT();
  return (
    <ul
      aria-label={t("project:legend")}
      className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-neutral-700"
    >
      {planLegend.map(({ status, pattern }) => (
        <li key={status} className="flex items-center gap-2">
          <svg viewBox="0 0 20 14" className="h-4 w-6" aria-hidden="true">
            <rect x="1" y="1" width="18" height="12" className={`plan-plot plan-${status}`} />
          </svg>
          {t(plotStatusWords[status])} <span className="text-neutral-600">({t(pattern)})</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The public "Layout plan" section (issue "Plot inventory and the layout plan"): the plan as inline
 * SVG written on the server, its legend, the filters (a GET form) and the plain list of plots, all
 * readable without JavaScript. The plan's own small script (plot-plan-script.ts, named only here,
 * fetches its behaviour when the plan nears the screen) adds zoom, selection and in-place
 * filtering; React renders this once and leaves the plan's markup and the panel to it.
 */
export function PlotPlanSection({
  plan,
  projectName,
  costs,
}: {
  plan: PlotPlanView;
  projectName: string;
  costs: CostTerms | null;
}) {
  const t = useT();
  const wording = usePageWording();
  return (
    <section
      id="layout-plan"
      aria-labelledby="layout-plan-heading"
      data-layout-plan
      data-plan-paged={plan.list.paged ? "" : undefined}
      className="mt-10 scroll-mt-24"
    >
      <h2 id="layout-plan-heading" className="text-2xl font-semibold text-forest-900">
        {t("project:layoutPlan")}
      </h2>
      <p className="mt-1 text-neutral-700">
        {t("project:layoutPlanIntro", {
          available: plan.available,
          total: plan.plots.length,
          name: projectName,
        })}
      </p>
      <Filters plan={plan} wording={wording} />
      <div className="relative mt-4 rounded-xl bg-white p-2 ring-1 ring-forest-900/10">
        <div data-plan-js-only className="absolute top-3 right-3 z-10 flex-col gap-2">
          <button type="button" data-plan-zoom="in" aria-label={t("project:zoomIn")} className={zoomButton}>
            +
          </button>
          <button type="button" data-plan-zoom="out" aria-label={t("project:zoomOut")} className={zoomButton}>
            −
          </button>
          <button
            type="button"
            data-plan-zoom="reset"
            aria-label={t("project:showWholePlan")}
            className={zoomButton}
          >
            ⤢
          </button>
        </div>
        <div
          data-plan-viewport
          className="plan-viewport overflow-hidden rounded-lg"
          style={{ aspectRatio: plan.aspectRatio }}
          dangerouslySetInnerHTML={{ __html: plan.markup }}
        />
      </div>
      <Legend />
      <div data-plan-panel dangerouslySetInnerHTML={{ __html: "" }} />
      {/* The panel's looks: its script writes it, so the page names its classes here (plot-panel-looks.ts). */}
      <template data-plan-looks>
        <i className={panelClasses} />
      </template>
      <PlotList plan={plan} costs={costs} wording={wording} />
      <script
        type="application/json"
        data-plan-data
        dangerouslySetInnerHTML={{ __html: planData(plan, projectName, costs, wording, t) }}
      />
      <script type="module" src={planScript} async />
    </section>
  );
}
