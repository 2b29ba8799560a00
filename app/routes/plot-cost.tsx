import { redirect } from "react-router";

import { CostSheetForm, costSheetQuery } from "#app/components/project-detail/cost-sheet-form.static.tsx";
import {
  BuyerChoice,
  CostFigures,
  CostSources,
  LoanFigures,
  PlotFacts,
} from "#app/components/project-detail/plot-cost-page.static.tsx";
import { siteFromMatches, useHref, useT } from "#app/components/site/site-data.ts";
import { servicesContext } from "#app/context.ts";
import { costQuery, isWomanBuyer, plotCostPath, plotCostView, termRows } from "#app/domain/costs/index.ts";
import { loanTermsOf } from "#app/domain/costs/index.server.ts";
import { wordingOf } from "#app/domain/plots/plot-wording.ts";
import { projectInLocale } from "#app/domain/projects/index.ts";
import { plotCostFacts } from "#app/domain/projects/index.server.ts";
import { getSiteSettings } from "#app/domain/settings/index.server.ts";
import { localeOfPath, localizedPath } from "#app/i18n/locales.ts";
import { translator } from "#app/i18n/translations.ts";
import { scriptlessPage } from "#app/lib/scriptless.ts";
import { seoMeta } from "#app/lib/seo.ts";

import type { Route } from "./+types/plot-cost";

/** Figures and forms that post: the page ships no framework runtime. */
export const handle = scriptlessPage([...costQuery, ...costSheetQuery]);

/**
 * Issue "What it costs": a plot's all-in cost (the women buyers' fee as a choice), its loan
 * estimate, where the figures come from, and the cost sheet's form. A plot that is not one of a
 * published project's priced plots leads back to the project. In the page's language (/ta/…).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const wording = wordingOf(locale, translator(locale));
  const loan = loanTermsOf(await getSiteSettings(db));
  const facts = await plotCostFacts(db, params.id, params.number, loan, wording);
  if (!facts) throw redirect(localizedPath(`/project/${encodeURIComponent(params.id)}`, locale));
  const woman = isWomanBuyer(url.searchParams);
  const { terms, plot } = facts;
  const project = projectInLocale(facts.project, locale);
  return {
    project: { id: project.id, name: project.name, location: project.location },
    plot,
    woman,
    view: plotCostView(terms, plot, { woman }, wording)!,
    sources: termRows(terms, wording),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  if (!loaderData || !site) return [];
  const { project, plot, view } = loaderData;
  const t = translator(site.locale);
  return [
    ...seoMeta({
      locale: site.locale,
      title: t("cost:plotCostTitle", { number: plot.number, name: project.name }),
      description: t("cost:plotCostDescription", {
        number: plot.number,
        name: project.name,
        location: project.location,
        price: plot.priceText,
        total: view.total,
      }),
      path: plotCostPath(project.id, plot.number),
      siteUrl: site.siteUrl,
      siteName: site.settings.companyName,
    }),
    { name: "robots", content: "noindex" },
  ];
}

export default function PlotCost({ loaderData }: Route.ComponentProps) {
  const { project, plot, woman, view, sources } = loaderData;
  const t = useT();
  const href = useHref();
  const path = href(plotCostPath(project.id, plot.number));
  return (
    <div className="mx-auto max-w-3xl px-4 pt-5 pb-28 sm:px-6 sm:pt-8 sm:pb-16">
      <a
        href={href(`/project/${project.id}#layout-plan`)}
        className="text-sm font-semibold text-forest-800 underline"
      >
        {t("cost:backTo", { name: project.name })}
      </a>
      <h1 className="mt-3 text-2xl font-semibold text-forest-900 sm:text-3xl">
        {t("cost:plotCostTitle", { number: plot.number, name: project.name })}
      </h1>
      <PlotFacts plot={plot} />
      <BuyerChoice action={path} woman={woman} />
      <CostFigures view={view} />
      <LoanFigures view={view} />
      <CostSheetForm projectId={project.id} plotNumber={plot.number} woman={woman} />
      <CostSources rows={sources} />
    </div>
  );
}
