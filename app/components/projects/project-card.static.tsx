import { ArrowRight, Check } from "lucide-react";
import { useId } from "react";

import { ResponsiveImage } from "#app/components/responsive-image.static.tsx";
import { useHref, useT } from "#app/components/site/site-data.ts";
import { salesPercent } from "#app/domain/projects/figures.ts";

import type { ProjectSummary } from "#app/domain/projects/project-summary.ts";
import { PlotsLeft } from "./plots-left.static.tsx";
import { ProjectLocation } from "./project-location.static.tsx";
import { RegistrationLine } from "./registration-line.static.tsx";
import { StatusBadge } from "./status-badge.static.tsx";

export const projectCardImageSizes =
  "(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";

/** One project in the list (spec §2 Projects section): the facts a buyer compares first. */
export function ProjectCard({ project }: { project: ProjectSummary }) {
  const t = useT();
  const href = useHref();
  const headingId = useId();
  const progressLabelId = useId();
  const percent = salesPercent(project.soldPlots, project.totalPlots);

  return (
    <article
      aria-labelledby={headingId}
      className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-forest-900/10 transition-shadow hover:shadow-lg"
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-forest-100">
        {project.image && (
          <ResponsiveImage
            src={project.image}
            alt={project.name}
            sizes={projectCardImageSizes}
            className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
          />
        )}
        <div className="absolute inset-x-0 top-0 flex items-start justify-between gap-2 p-3">
          <StatusBadge status={project.status} />
          <span className="rounded-full bg-white/95 px-3 py-1 text-sm font-semibold text-forest-900 tabular-nums shadow-sm">
            {t("projects:soldOfTotal", { sold: project.soldPlots, total: project.totalPlots })}
          </span>
        </div>
      </div>

      <div className="flex flex-1 flex-col p-5">
        <h3 id={headingId} className="text-xl font-semibold text-forest-900">
          {project.name}
        </h3>
        <ProjectLocation
          location={project.location}
          className="mt-1.5 text-neutral-600"
          iconClassName="mt-0.5 size-4 text-forest-600"
        />

        <dl className="mt-4 grid grid-cols-2 gap-px overflow-hidden rounded-xl bg-forest-900/10 ring-1 ring-forest-900/10">
          <div className="bg-sand-50 px-3 py-2.5">
            <dt className="text-xs font-semibold tracking-wide text-neutral-600 uppercase">
              {t("projects:price")}
            </dt>
            <dd className="mt-0.5 font-semibold text-forest-900 tabular-nums">{project.priceRange}</dd>
          </div>
          <div className="bg-sand-50 px-3 py-2.5">
            <dt className="text-xs font-semibold tracking-wide text-neutral-600 uppercase">
              {t("projects:plotSizes")}
            </dt>
            <dd className="mt-0.5 font-semibold text-forest-900 tabular-nums">{project.plotSizes}</dd>
          </div>
        </dl>

        <div className="mt-4">
          <div className="flex items-baseline justify-between text-sm">
            <span id={progressLabelId} className="text-neutral-600">
              {t("projects:salesProgress")}
            </span>
            <span className="font-semibold text-forest-900 tabular-nums">{percent}%</span>
          </div>
          <div
            role="progressbar"
            aria-labelledby={progressLabelId}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={t("projects:salesProgressValue", {
              percent,
              sold: project.soldPlots,
              total: project.totalPlots,
            })}
            className="mt-1.5 h-2 overflow-hidden rounded-full bg-forest-100"
          >
            <div className="h-full rounded-full bg-forest-600" style={{ width: `${percent}%` }} />
          </div>
          <PlotsLeft project={project} className="mt-1.5 text-sm font-semibold text-forest-800" />
        </div>
        <RegistrationLine reraNumber={project.reraNumber} className="mt-3" />

        {project.highlights.length > 0 && (
          <ul aria-label={t("projects:highlights")} className="mt-4 space-y-1.5 text-[15px] text-neutral-700">
            {project.highlights.map((highlight) => (
              <li key={highlight} className="flex items-start gap-2">
                <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-forest-600" />
                {highlight}
              </li>
            ))}
          </ul>
        )}

        <div className="mt-auto pt-5">
          <a
            href={href(`/project/${project.id}`)}
            aria-label={t("projects:viewDetailsOf", { name: project.name })}
            className="inline-flex w-full items-center justify-center gap-2 rounded-full bg-forest-800 px-5 py-3 font-semibold text-white transition-colors hover:bg-forest-700"
          >
            {t("projects:viewDetails")}
            <ArrowRight
              aria-hidden="true"
              className="size-4 transition-transform group-hover:translate-x-0.5"
            />
          </a>
        </div>
      </div>
    </article>
  );
}
