import { redirect } from "react-router";

import { CostSheetForm, costSheetQuery } from "#app/components/project-detail/cost-sheet-form.static.tsx";
import {
  BuyerChoice,
  CostFigures,
  CostSources,
  LoanFigures,
} from "#app/components/project-detail/plot-cost-page.static.tsx";
import { siteFromMatches } from "#app/components/site/site-data.ts";
import { servicesContext } from "#app/context.ts";
import { costQuery, isWomanBuyer, plotCostPath, plotCostView, termRows } from "#app/domain/costs/index.ts";
import { loanTermsOf } from "#app/domain/costs/index.server.ts";
import { plotCostFacts } from "#app/domain/projects/index.server.ts";
import { getSiteSettings } from "#app/domain/settings/index.server.ts";
import { scriptlessPage } from "#app/lib/scriptless.ts";
import { seoMeta } from "#app/lib/seo.ts";

import type { Route } from "./+types/plot-cost";

/** Figures and forms that post: the page ships no framework runtime. */
export const handle = scriptlessPage([...costQuery, ...costSheetQuery]);

/**
 * Issue "What it costs": a plot's all-in cost (the women buyers' fee as a choice), its loan
 * estimate, where the figures come from, and the cost sheet's form. A plot that is not one of a
 * published project's priced plots leads back to the project.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const facts = await plotCostFacts(db, params.id, params.number, loanTermsOf(await getSiteSettings(db)));
  if (!facts) throw redirect(`/project/${encodeURIComponent(params.id)}`);
  const woman = isWomanBuyer(new URL(request.url).searchParams);
  const { project, plot, terms } = facts;
  return {
    project: { id: project.id, name: project.name, location: project.location },
    plot,
    woman,
    view: plotCostView(terms, plot, { woman })!,
    sources: termRows(terms),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  if (!loaderData || !site) return [];
  const { project, plot, view } = loaderData;
  return [
    ...seoMeta({
      title: `Plot ${plot.number}, ${project.name}: what it costs`,
      description: `Plot ${plot.number} at ${project.name}, ${project.location}: ${plot.priceText}, all-in ${view.total} with stamp duty, registration and charges, and a loan estimate.`,
      path: plotCostPath(project.id, plot.number),
      siteUrl: site.siteUrl,
      siteName: site.settings.companyName,
    }),
    { name: "robots", content: "noindex" },
  ];
}

export default function PlotCost({ loaderData }: Route.ComponentProps) {
  const { project, plot, woman, view, sources } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 pt-5 pb-28 sm:px-6 sm:pt-8 sm:pb-16">
      <a
        href={`/project/${project.id}#layout-plan`}
        className="text-sm font-semibold text-forest-800 underline"
      >
        Back to {project.name}
      </a>
      <h1 className="mt-3 text-2xl font-semibold text-forest-900 sm:text-3xl">
        Plot {plot.number}, {project.name}: what it costs
      </h1>
      <p className="mt-2 text-neutral-700">
        {plot.area} · {plot.dimensions} · {plot.facingLabel} facing · {plot.statusLabel} · {plot.priceText}
      </p>
      <BuyerChoice action={plotCostPath(project.id, plot.number)} woman={woman} />
      <CostFigures view={view} />
      <LoanFigures view={view} />
      <CostSheetForm projectId={project.id} plotNumber={plot.number} woman={woman} />
      <CostSources rows={sources} />
    </div>
  );
}
