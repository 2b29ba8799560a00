import { Phone } from "lucide-react";

import { EnquiryTrigger } from "#app/components/enquiry/enquiry-trigger.static.tsx";
import { StatusBadge } from "#app/components/projects/status-badge.static.tsx";
import { telHref } from "#app/components/site/contact-links.ts";
import { useT } from "#app/components/site/site-data.ts";
import type { VisitSlotsOffer } from "#app/components/site-visit/site-visit-form.static.tsx";
import { SiteVisitScheduler } from "#app/components/site-visit/site-visit-scheduler.static.tsx";
import { plotsLeft, salesPercent } from "#app/domain/projects/figures.ts";

import { BrochureDownload } from "./brochure-download.static.tsx";

export interface ProjectFactsProps {
  project: {
    id: string;
    name: string;
    priceRange: string;
    plotSizes: string;
    status: string;
    totalPlots: number;
    soldPlots: number;
    /** Whether staff attached a PDF brochure (its storage key stays on the server). */
    hasBrochure?: boolean;
    /** The visiting slots with places (issue "Site visits and bookings"); null: visits by request. */
    visitSlots?: VisitSlotsOffer | null;
  };
  phone: string;
}

/** The facts a buyer decides on (spec §2 side panel): price, sizes, status, plots sold, and how to ask. */
export function ProjectFacts({ project, phone }: ProjectFactsProps) {
  const t = useT();
  const percent = salesPercent(project.soldPlots, project.totalPlots);
  const left = plotsLeft(project.soldPlots, project.totalPlots);
  return (
    <section
      aria-labelledby="project-facts-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-black/5 sm:p-6"
    >
      <h2
        id="project-facts-heading"
        className="text-sm font-semibold tracking-wide text-forest-700 uppercase"
      >
        {t("project:atAGlance")}
      </h2>

      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-4">
        <div className="col-span-2">
          <dt className="text-sm text-neutral-600">{t("project:priceRange")}</dt>
          <dd className="mt-0.5 text-2xl font-semibold text-forest-900 tabular-nums">{project.priceRange}</dd>
        </div>
        <div>
          <dt className="text-sm text-neutral-600">{t("project:plotSizes")}</dt>
          <dd className="mt-0.5 font-semibold text-neutral-900 tabular-nums">{project.plotSizes}</dd>
        </div>
        <div>
          <dt className="text-sm text-neutral-600">{t("project:status")}</dt>
          <dd className="mt-1">
            <StatusBadge status={project.status} />
          </dd>
        </div>
      </dl>

      <div className="mt-5 border-t border-neutral-200 pt-5">
        <div className="flex items-baseline justify-between gap-3">
          <p className="font-semibold text-neutral-900 tabular-nums">
            {t("project:plotsSoldOfTotal", { sold: project.soldPlots, total: project.totalPlots })}
          </p>
          <p className="text-sm font-medium text-forest-700 tabular-nums">{percent}%</p>
        </div>
        <div
          role="progressbar"
          aria-label={t("project:plotsSold")}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={t("project:percentOfPlotsSold", { percent })}
          className="mt-2 h-2.5 overflow-hidden rounded-full bg-forest-100"
        >
          <div className="h-full rounded-full bg-forest-700" style={{ width: `${percent}%` }} />
        </div>
        <p className="mt-2 text-sm text-neutral-600 tabular-nums">
          {left === 0 ? t("project:allPlotsSold") : t("project:plotsLeft", { count: left })}
        </p>
      </div>

      <EnquiryTrigger
        projectId={project.id}
        projectName={project.name}
        className="mt-6 flex w-full items-center justify-center rounded-lg bg-marigold-400 px-5 py-3.5 text-base font-semibold text-forest-900 shadow-sm transition hover:bg-marigold-500"
      >
        {t("site:enquireNow")}
      </EnquiryTrigger>
      <p className="mt-3 text-center text-sm text-neutral-600">
        {t("project:orCall")}{" "}
        <a
          href={telHref(phone)}
          className="inline-flex items-center gap-1 font-semibold text-forest-800 underline-offset-4 hover:underline"
        >
          <Phone className="size-3.5" aria-hidden="true" />
          <span className="tabular-nums">{phone}</span>
        </a>
      </p>

      <ul className="mt-5 space-y-2 border-t border-neutral-200 pt-5 text-sm text-neutral-600">
        {project.hasBrochure ? (
          <li>
            <BrochureDownload
              projectId={project.id}
              projectName={project.name}
              className="flex w-full items-center justify-center gap-2 rounded-lg border border-forest-700 bg-white px-5 py-3 text-base font-semibold text-forest-800 transition hover:bg-forest-50"
            />
          </li>
        ) : null}
        <li>
          <SiteVisitScheduler
            project={project}
            slots={project.visitSlots ?? null}
            className="flex w-full items-center justify-center gap-2 rounded-lg border border-forest-700 bg-white px-5 py-3 text-base font-semibold text-forest-800 transition hover:bg-forest-50"
          />
        </li>
      </ul>
    </section>
  );
}
