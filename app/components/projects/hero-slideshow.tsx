import { ArrowUpRight, ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { useEffect, useRef, useState, type FocusEvent } from "react";
import { Link } from "react-router";

import { ResponsiveImage } from "~/components/responsive-image";
import { autoAdvances, nextSlide, previousSlide, slideIntervalMs, slideRole } from "~/components/slideshow";
import { heroId } from "~/components/site/navigation";
import { useHydrated, usePrefersReducedMotion } from "~/components/site/use-client";

import type { ProjectSummary } from "../../domain/projects/project-summary";
import { ProjectLocation } from "./project-location";
import { StatusBadge } from "./status-badge";

export const heroPlaceholder = "/hero-placeholder.webp";

const controlClass =
  "flex size-11 items-center justify-center rounded-full bg-black/35 text-white ring-1 ring-white/40 backdrop-blur-sm transition-colors hover:bg-black/55";

/** The words over every slide: what the company offers, whichever project is showing. */
function Headline() {
  return (
    <div className="pointer-events-none relative z-20 mx-auto w-full max-w-7xl px-4 pt-10 sm:px-6 sm:pt-16 lg:px-8 lg:pt-20">
      <p className="text-sm font-semibold tracking-widest text-marigold-300 uppercase drop-shadow">
        DTCP approved · RERA registered
      </p>
      <h1 className="mt-3 max-w-3xl text-4xl leading-tight font-semibold text-balance text-white drop-shadow-md sm:text-5xl">
        Own your land with clear titles and complete peace of mind
      </h1>
      <p className="mt-4 hidden max-w-xl text-lg text-white/90 drop-shadow sm:block">
        Approved residential plots across Tamil Nadu and the Bangalore outskirts, with site visits, bank loans
        and registration handled for you.
      </p>
    </div>
  );
}

function EmptyHero() {
  return (
    <section
      id={heroId}
      aria-label="Welcome"
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
        <Link
          to="/contact"
          className="inline-flex items-center gap-2 rounded-full bg-marigold-400 px-6 py-3 font-semibold text-forest-900 hover:bg-marigold-500"
        >
          Talk to us
          <ArrowUpRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </section>
  );
}

/**
 * The home page's full-screen banner slideshow of all projects (spec §2 Hero). The first slide is
 * rendered on the server; the arrows, dots and pause button appear once they can work. A slide is a
 * link that opens its project in a new tab.
 */
export function HeroSlideshow({ slides }: { slides: ProjectSummary[] }) {
  const count = slides.length;
  const [position, setPosition] = useState<{ current: number; previous: number | null }>({
    current: 0,
    previous: null,
  });
  const [hovered, setHovered] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const [stopped, setStopped] = useState(false);
  const hydrated = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  const rotationButton = useRef<HTMLButtonElement>(null);

  const { current, previous } = position;
  const playing = autoAdvances({ count, paused: stopped || hovered || focusInside, reducedMotion });
  const goTo = (index: number) =>
    setPosition((p) => (index === p.current ? p : { current: index, previous: p.current }));

  // Restarts with every slide change, so a slide chosen by hand also stays for the full interval.
  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(
      () => setPosition({ current: nextSlide(current, count), previous: current }),
      slideIntervalMs,
    );
    return () => window.clearTimeout(timer);
  }, [playing, current, count]);

  if (count === 0) return <EmptyHero />;

  // Focus on the pause button itself must not pause: pressing it is how the visitor restarts.
  const onFocus = (event: FocusEvent) => setFocusInside(event.target !== rotationButton.current);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusInside(false);
  };

  return (
    <section
      id={heroId}
      aria-roledescription="carousel"
      aria-label="Featured projects"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
      className="surface-dark relative isolate flex min-h-[max(36rem,calc(100svh-var(--header-height)))] flex-col overflow-hidden bg-forest-900 bg-[url(/hero-placeholder.webp)] bg-cover bg-center"
    >
      <div aria-live={playing ? "off" : "polite"} className="absolute inset-0">
        {slides.map((slide, index) => {
          const role = slideRole(index, current, previous, count);
          if (role === "absent") return null;
          const shown = role === "current";
          return (
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}`}
              inert={!shown}
              className={`absolute inset-0 transition-opacity duration-700 ${
                shown && previous !== null ? "starting:opacity-0" : ""
              } ${shown ? "z-10 opacity-100" : role === "leaving" ? "z-0 opacity-100" : "z-0 opacity-0"}`}
            >
              <a
                href={`/project/${slide.id}`}
                target="_blank"
                rel="noopener"
                className="group block size-full"
              >
                {slide.image && (
                  <ResponsiveImage
                    src={slide.image}
                    alt=""
                    sizes="100vw"
                    priority={index === 0}
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
                      <span className="text-xl font-semibold tabular-nums drop-shadow">
                        {slide.priceRange}
                      </span>
                      <span className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1 text-sm font-semibold ring-1 ring-white/40 backdrop-blur-sm group-hover:bg-white/25">
                        View project
                        <ArrowUpRight aria-hidden="true" className="size-4" />
                        <span className="sr-only">(opens in a new tab)</span>
                      </span>
                    </span>
                  </span>
                </span>
              </a>
            </div>
          );
        })}
      </div>

      <Headline />

      {hydrated && count > 1 && (
        <div className="absolute inset-x-0 bottom-0 z-30 mx-auto flex max-w-7xl items-center justify-center gap-3 px-4 pb-24 sm:justify-end sm:px-6 lg:px-8">
          <button
            type="button"
            aria-label="Previous slide"
            className={controlClass}
            onClick={() => goTo(previousSlide(current, count))}
          >
            <ChevronLeft aria-hidden="true" className="size-6" />
          </button>
          <div className="flex items-center">
            {slides.map((slide, index) => (
              <button
                key={slide.id}
                type="button"
                aria-label={`Go to slide ${index + 1}`}
                aria-current={index === current ? "true" : undefined}
                onClick={() => goTo(index)}
                className="group/dot flex size-7 items-center justify-center rounded-full"
              >
                <span
                  className={`block h-2.5 rounded-full transition-all ${
                    index === current ? "w-6 bg-marigold-400" : "w-2.5 bg-white/70 group-hover/dot:bg-white"
                  }`}
                />
              </button>
            ))}
          </div>
          <button
            type="button"
            aria-label="Next slide"
            className={controlClass}
            onClick={() => goTo(nextSlide(current, count))}
          >
            <ChevronRight aria-hidden="true" className="size-6" />
          </button>
          {!reducedMotion && (
            <button
              ref={rotationButton}
              type="button"
              aria-label={stopped ? "Start slideshow" : "Pause slideshow"}
              className={controlClass}
              onClick={() => setStopped((s) => !s)}
            >
              {stopped ? (
                <Play aria-hidden="true" className="size-5" />
              ) : (
                <Pause aria-hidden="true" className="size-5" />
              )}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
