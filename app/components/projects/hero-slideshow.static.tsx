import { ArrowUpRight, ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";

import { ResponsiveImage } from "#app/components/responsive-image.static.tsx";
import { heroId } from "#app/components/site/navigation.ts";
import { useHref, useT } from "#app/components/site/site-data.ts";

import type { ProjectSummary } from "#app/domain/projects/project-summary.ts";
import heroScript from "./hero-slideshow-script.ts?script";
import { dotMarkClass, slideClass } from "./hero-slides.ts";
import { ProjectLocation } from "./project-location.static.tsx";
import { StatusBadge } from "./status-badge.static.tsx";

export const heroPlaceholder = "/hero-placeholder.webp";

const controlClass =
  "flex size-11 items-center justify-center rounded-full bg-black/35 text-white ring-1 ring-white/40 backdrop-blur-sm transition-colors hover:bg-black/55";

/** The words over every slide: what the company offers, whichever project is showing. */
function Headline() {
  const t = useT();
  return (
    <div className="pointer-events-none relative z-20 mx-auto w-full max-w-7xl px-4 pt-10 sm:px-6 sm:pt-16 lg:px-8 lg:pt-20">
      <p className="text-sm font-semibold tracking-widest text-marigold-300 uppercase drop-shadow">
        {t("site:approvals")}
      </p>
      <h1 className="mt-3 max-w-3xl text-4xl leading-tight font-semibold text-balance text-white drop-shadow-md sm:text-5xl">
        {t("projects:heroTitle")}
      </h1>
      <p className="mt-4 hidden max-w-xl text-lg text-white/90 drop-shadow sm:block">
        {t("projects:heroText")}
      </p>
    </div>
  );
}

function EmptyHero() {
  const t = useT();
  const href = useHref();
  return (
    <section
      id={heroId}
      aria-label={t("projects:welcome")}
      className="surface-dark relative isolate flex min-h-[max(36rem,calc(100svh-var(--header-height)))] flex-col overflow-hidden bg-forest-900"
    >
      <img
        src={heroPlaceholder}
        alt=""
        width={1600}
        height={1200}
        fetchPriority="high"
        className="absolute inset-0 -z-10 size-full object-cover"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-b from-black/60 via-black/20 to-black/60" />
      <Headline />
      <div className="relative z-20 mx-auto mt-auto w-full max-w-7xl px-4 pb-12 sm:px-6 lg:px-8">
        <a
          href={href("/contact")}
          className="inline-flex items-center gap-2 rounded-full bg-marigold-400 px-6 py-3 font-semibold text-forest-900 hover:bg-marigold-500"
        >
          {t("projects:talkToUs")}
          <ArrowUpRight aria-hidden="true" className="size-4" />
        </a>
      </div>
    </section>
  );
}

/** One slide: a link that opens its project in a new tab, over the project's picture. */
function Slide({ slide, index, count }: { slide: ProjectSummary; index: number; count: number }) {
  const t = useT();
  const href = useHref();
  const first = index === 0;
  return (
    <div
      data-hero-slide={index}
      role="group"
      aria-roledescription="slide"
      aria-label={t("projects:slideOf", { number: index + 1, count })}
      inert={!first}
      className={slideClass(first ? "current" : "upcoming", false)}
    >
      <a href={href(`/project/${slide.id}`)} target="_blank" rel="noopener" className="group block size-full">
        {slide.image && (
          <ResponsiveImage
            src={slide.image}
            alt=""
            sizes="100vw"
            priority={first ? "high" : "low"}
            preload={first}
            className="absolute inset-0 size-full object-cover"
          />
        )}
        <span className="absolute inset-0 bg-gradient-to-b from-black/65 via-black/10 to-black/75" />
        <span className="absolute inset-0 hidden bg-gradient-to-r from-black/50 via-black/15 to-transparent sm:block" />
        <span className="absolute inset-x-0 bottom-0 mx-auto block max-w-7xl px-4 pb-40 sm:px-6 sm:pb-24 lg:px-8">
          <span className="block max-w-2xl">
            <StatusBadge status={slide.status} />
            <span className="mt-3 block text-3xl font-semibold text-white drop-shadow-md sm:text-4xl">
              {slide.name}
            </span>
            <ProjectLocation
              as="span"
              location={slide.location}
              className="mt-2 text-white/90 drop-shadow"
              iconClassName="mt-1 size-4"
            />
            <span className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-white">
              <span className="text-xl font-semibold tabular-nums drop-shadow">{slide.priceRange}</span>
              <span className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1 text-sm font-semibold ring-1 ring-white/40 backdrop-blur-sm group-hover:bg-white/25">
                {t("projects:viewProject")}
                <ArrowUpRight aria-hidden="true" className="size-4" />
                <span className="sr-only">{t("site:opensInNewTab")}</span>
              </span>
            </span>
          </span>
        </span>
      </a>
    </div>
  );
}

/**
 * The home page's full-screen banner slideshow of all projects (spec §2 Hero). The server sends
 * the first slide, the others in templates and the arrows, dots and pause button hidden:
 * hero-slideshow-script.ts shows the controls and turns the slides. The page ships no framework
 * runtime, so templates are safe here (nothing hydrates them). The pause button carries its two
 * names in the page's language for the script.
 */
export function HeroSlideshow({ slides }: { slides: ProjectSummary[] }) {
  const t = useT();
  const count = slides.length;
  if (count === 0) return <EmptyHero />;
  const [first, ...rest] = slides;

  return (
    <section
      id={heroId}
      data-hero-slideshow
      aria-roledescription="carousel"
      aria-label={t("projects:featuredProjects")}
      className="surface-dark relative isolate flex min-h-[max(36rem,calc(100svh-var(--header-height)))] flex-col overflow-hidden bg-forest-900 bg-[url(/hero-placeholder.webp)] bg-cover bg-center"
    >
      <div data-hero-slides aria-live="polite" className="absolute inset-0">
        <Slide slide={first!} index={0} count={count} />
      </div>

      <Headline />

      {rest.map((slide, at) => (
        <template key={slide.id} data-hero-slide={at + 1}>
          <Slide slide={slide} index={at + 1} count={count} />
        </template>
      ))}

      {count > 1 && (
        <div
          hidden
          data-hero-controls
          className="absolute inset-x-0 bottom-0 z-30 mx-auto flex max-w-7xl items-center justify-center gap-3 px-4 pb-24 sm:justify-end sm:px-6 lg:px-8"
        >
          <button
            type="button"
            data-hero-previous
            aria-label={t("projects:previousSlide")}
            className={controlClass}
          >
            <ChevronLeft aria-hidden="true" className="size-6" />
          </button>
          <div className="flex items-center">
            {slides.map((slide, index) => (
              <button
                key={slide.id}
                type="button"
                data-hero-dot
                aria-label={t("projects:goToSlide", { number: index + 1 })}
                aria-current={index === 0 ? "true" : undefined}
                className="group/dot flex size-7 items-center justify-center rounded-full"
              >
                <span className={dotMarkClass(index === 0)} />
              </button>
            ))}
          </div>
          <button type="button" data-hero-next aria-label={t("projects:nextSlide")} className={controlClass}>
            <ChevronRight aria-hidden="true" className="size-6" />
          </button>
          <button
            type="button"
            data-hero-rotation
            data-pause-label={t("projects:pauseSlideshow")}
            data-start-label={t("projects:startSlideshow")}
            aria-label={t("projects:pauseSlideshow")}
            className={controlClass}
          >
            <Pause aria-hidden="true" data-hero-icon="pause" className="size-5" />
            <Play aria-hidden="true" data-hero-icon="play" className="size-5" style={{ display: "none" }} />
          </button>
          <script type="module" src={heroScript} async />
        </div>
      )}
    </section>
  );
}
