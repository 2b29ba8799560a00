import { labelClass } from "#app/components/ui/form-styles.ts";
import type { CostTerms } from "#app/domain/costs/index.ts";
import { facingLabels, facings } from "#app/domain/plots/plot-model.ts";
import {
  planBudgets,
  planFilterFields,
  planLegend,
  publicStatusLabels,
  type PlotPlanView,
} from "#app/domain/plots/plot-plan.ts";

import { PlotList } from "./plot-list.static.tsx";
import { panelClasses } from "./plot-panel-looks.ts";
import planScript from "./plot-plan-script.ts?script";

const control =
  "mt-1 block w-full rounded-lg border border-neutral-400 bg-white px-3 py-2 text-base text-neutral-900";
const zoomButton =
  "inline-flex size-10 items-center justify-center rounded-lg bg-white text-lg font-semibold text-forest-900 shadow ring-1 ring-black/10 hover:bg-forest-50";

/** What the plan's script reads: the plots' facts as shown, and where their buttons lead. */
function planData(plan: PlotPlanView, projectName: string, costs: CostTerms | null): string {
  const data = { projectId: plan.projectId, projectName, plots: plan.plots, costs };
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

function Filters({ plan }: { plan: PlotPlanView }) {
  const { filters } = plan;
  return (
    <form
      method="get"
      action={`/project/${plan.projectId}#layout-plan`}
      data-plan-filters
      aria-label="Filter the plots"
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
        Available only
      </label>
      <label className={labelClass}>
        Facing
        <select name={planFilterFields.facing} defaultValue={filters.facing ?? ""} className={control}>
          <option value="">Any facing</option>
          {facings.map((facing) => (
            <option key={facing} value={facing}>
              {facingLabels[facing]}
            </option>
          ))}
        </select>
      </label>
      <AreaFilter label="Size from (sq.ft)" name={planFilterFields.minArea} value={filters.minArea} />
      <AreaFilter label="Size up to (sq.ft)" name={planFilterFields.maxArea} value={filters.maxArea} />
      <label className={labelClass}>
        Budget
        <select name={planFilterFields.budget} defaultValue={filters.budget ?? ""} className={control}>
          <option value="">Any budget</option>
          {planBudgets.map((budget) => (
            <option key={budget.value} value={budget.value}>
              {budget.label}
            </option>
          ))}
        </select>
      </label>
      <button
        type="submit"
        className="rounded-lg bg-forest-800 px-4 py-2.5 font-semibold text-white hover:bg-forest-900 sm:col-span-2 lg:col-span-5 lg:justify-self-start"
      >
        Show plots
      </button>
    </form>
  );
}

function Legend() {
  return (
    <ul aria-label="Legend" className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-neutral-700">
      {planLegend.map(({ status, pattern }) => (
        <li key={status} className="flex items-center gap-2">
          <svg viewBox="0 0 20 14" className="h-4 w-6" aria-hidden="true">
            <rect x="1" y="1" width="18" height="12" className={`plan-plot plan-${status}`} />
          </svg>
          {publicStatusLabels[status]} <span className="text-neutral-600">({pattern})</span>
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
  return (
    <section
      id="layout-plan"
      aria-labelledby="layout-plan-heading"
      data-layout-plan
      data-plan-paged={plan.list.paged ? "" : undefined}
      className="mt-10 scroll-mt-24"
    >
      <h2 id="layout-plan-heading" className="text-2xl font-semibold text-forest-900">
        Layout plan
      </h2>
      <p className="mt-1 text-neutral-700">
        {plan.available} of {plan.plots.length} plots of {projectName} are available. Tap a plot on the plan
        or in the list for its details.
      </p>
      <Filters plan={plan} />
      <div className="relative mt-4 rounded-xl bg-white p-2 ring-1 ring-forest-900/10">
        <div data-plan-js-only className="absolute top-3 right-3 z-10 flex-col gap-2">
          <button type="button" data-plan-zoom="in" aria-label="Zoom in" className={zoomButton}>
            +
          </button>
          <button type="button" data-plan-zoom="out" aria-label="Zoom out" className={zoomButton}>
            −
          </button>
          <button
            type="button"
            data-plan-zoom="reset"
            aria-label="Show the whole plan"
            className={zoomButton}
          >
            ⤢
          </button>
        </div>
        <div
          data-plan-viewport
          className="overflow-hidden rounded-lg"
          dangerouslySetInnerHTML={{ __html: plan.markup }}
        />
      </div>
      <Legend />
      <div data-plan-panel dangerouslySetInnerHTML={{ __html: "" }} />
      {/* The panel's looks: its script writes it, so the page names its classes here (plot-panel-looks.ts). */}
      <template data-plan-looks>
        <i className={panelClasses} />
      </template>
      <PlotList plan={plan} costs={costs} />
      <script
        type="application/json"
        data-plan-data
        dangerouslySetInnerHTML={{ __html: planData(plan, projectName, costs) }}
      />
      <script type="module" src={planScript} async />
    </section>
  );
}
