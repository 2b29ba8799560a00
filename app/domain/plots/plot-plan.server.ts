import type { DB } from "#app/db/database.server.ts";
import { readPageNumber } from "#app/lib/page-number.ts";
import { variantUrl, variantWidths } from "#app/domain/media/index.ts";
import type { LayoutPlan } from "./plot-model.ts";
import {
  planList,
  planListPageField,
  plotMatches,
  readPlanFilters,
  toPlanPlot,
  type PlotPlanView,
} from "./plot-plan.ts";
import { planMarkup } from "./plot-plan-svg.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { translator } from "#app/i18n/translations.ts";
import { wordingOf } from "./plot-wording.ts";
import { publicPlan } from "./public-plots.server.ts";

/** An image plan shows its largest stored variant (WebP), from MEDIA_PUBLIC_URL when one is set. */
function imageVariant(layout: LayoutPlan, mediaBase: string): LayoutPlan {
  if (layout.kind !== "image" || !layout.image.startsWith("/media/")) return layout;
  const width = variantWidths(layout.width).at(-1) ?? layout.width;
  const url = variantUrl(layout.image, width, "webp");
  return { ...layout, image: mediaBase ? mediaBase + url.slice("/media".length) : url };
}

/**
 * The project page's "Layout plan" section: the plan with every plot's status, filtered by the
 * page's query (the filters' GET form), or null when the project has no plan to show. Its plots and
 * its name for screen readers in the page's language.
 */
export async function plotPlanView(
  db: DB,
  project: { id: string; name: string },
  {
    draft,
    query,
    mediaBase,
    locale = "en",
  }: { draft: boolean; query: URLSearchParams; mediaBase?: string | null; locale?: Locale },
): Promise<PlotPlanView | null> {
  const plan = await publicPlan(db, project.id, { draft });
  if (!plan) return null;
  const filters = readPlanFilters(query);
  const wording = wordingOf(locale, translator(locale));
  const plots = plan.plots.map((plot) => {
    const view = toPlanPlot(plot, wording);
    return { ...view, shown: plotMatches(view, filters), outline: plot.outline };
  });
  const label = wording.say("project:layoutPlanLabel", { name: project.name });
  const shown = plots.map(({ outline: _outline, ...plot }) => plot);
  return {
    projectId: project.id,
    markup: planMarkup(imageVariant(plan.layout, mediaBase ?? ""), plots, label),
    aspectRatio: `${plan.layout.width} / ${plan.layout.height}`,
    plots: shown,
    list: planList(shown, readPageNumber(query.get(planListPageField)).page),
    filters,
    available: plots.filter((plot) => plot.status === "available").length,
  };
}
