import { Expand } from "lucide-react";
import { useEffect, useRef, useState } from "react";

import { ResponsiveImage } from "~/components/responsive-image";
import { usePrefersReducedMotion } from "~/components/site/use-client";
import { autoAdvances, nextSlide, previousSlide, slideIntervalMs } from "~/components/slideshow";

import { ImageLightbox } from "./image-lightbox";
import { photoAlt } from "../../domain/projects/project-page";

export interface ProjectGalleryProps {
  images: string[];
  projectName: string;
}

const mainSizes = "(min-width: 1280px) 800px, (min-width: 1024px) 66vw, 100vw";
const thumbSizes = "(min-width: 1024px) 200px, 25vw";

/**
 * The main picture (rotating every 5000 ms, spec §4) over a grid of thumbnails; a click on either
 * opens the full-screen lightbox. Rotation pauses while the visitor points at or tabs through the
 * gallery, while the lightbox is open, and never starts under prefers-reduced-motion.
 */
export function ProjectGallery({ images, projectName }: ProjectGalleryProps) {
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [lightboxIndex, setLightboxIndex] = useState<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const count = images.length;

  const rotating = autoAdvances({
    count,
    paused: hovered || focused || lightboxIndex !== null,
    reducedMotion,
  });

  useEffect(() => {
    if (!rotating) return;
    // A fresh timer per picture: choosing a picture by hand also restarts the 5000 ms.
    const timer = window.setTimeout(() => setCurrent((i) => nextSlide(i, count)), slideIntervalMs);
    return () => window.clearTimeout(timer);
  }, [rotating, current, count]);

  function openLightbox(index: number, from: HTMLElement) {
    opener.current = from;
    setCurrent(index);
    setLightboxIndex(index);
  }

  function closeLightbox() {
    if (lightboxIndex !== null) setCurrent(lightboxIndex);
    setLightboxIndex(null);
    opener.current?.focus();
  }

  if (count === 0) {
    return (
      <div className="flex aspect-[4/3] items-center justify-center rounded-2xl bg-forest-50 text-forest-800">
        Photos coming soon
      </div>
    );
  }

  return (
    <div
      // Whether the pictures are rotating now: for the browser tests, which drive the clock.
      data-rotating={rotating}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div className="group relative">
        <button
          type="button"
          className="relative block aspect-[4/3] w-full cursor-zoom-in overflow-hidden rounded-2xl bg-forest-900 shadow-sm"
          aria-label={`Open photo ${current + 1} of ${count} full screen`}
          onClick={(event) => openLightbox(current, event.currentTarget)}
        >
          {images.map((src, index) => (
            <ResponsiveImage
              key={src}
              src={src}
              alt={index === current ? photoAlt(projectName, index, count) : ""}
              sizes={mainSizes}
              priority={index === 0}
              className={`absolute inset-0 h-full w-full object-cover transition-opacity duration-700 ease-out motion-reduce:transition-none ${
                index === current ? "opacity-100" : "opacity-0"
              }`}
            />
          ))}
        </button>
        {/* Drawn over the button, outside it, so its name stays the short label above. */}
        <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden rounded-2xl">
          <span className="absolute inset-x-0 bottom-0 h-24 bg-gradient-to-t from-black/60 to-transparent" />
          <span className="absolute bottom-3 left-3 rounded-full bg-black/60 px-3 py-1 text-sm font-medium text-white tabular-nums">
            {current + 1} / {count}
          </span>
          <span className="absolute right-3 bottom-3 inline-flex items-center gap-1.5 rounded-full bg-white/90 px-3 py-1 text-sm font-medium text-forest-900 shadow-sm transition group-hover:bg-white">
            <Expand className="size-4" />
            View photos
          </span>
        </div>
      </div>

      {count > 1 && (
        <ul className="mt-3 grid grid-cols-4 gap-2 sm:gap-3" aria-label="Project photos">
          {images.map((src, index) => (
            <li key={src}>
              <button
                type="button"
                aria-label={`Show image ${index + 1} of ${count}`}
                aria-current={index === current ? "true" : undefined}
                onClick={(event) => openLightbox(index, event.currentTarget)}
                className={`block aspect-[4/3] w-full overflow-hidden rounded-lg ring-offset-2 ring-offset-sand-50 transition ${
                  index === current ? "ring-2 ring-forest-700" : "opacity-80 hover:opacity-100"
                }`}
              >
                <ResponsiveImage src={src} alt="" sizes={thumbSizes} className="h-full w-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}

      {lightboxIndex !== null && (
        <ImageLightbox
          images={images}
          projectName={projectName}
          index={lightboxIndex}
          // From the index as it is when applied, so quick presses never step from a stale one.
          onStep={(step) =>
            setLightboxIndex((i) =>
              i === null ? i : step === 1 ? nextSlide(i, count) : previousSlide(i, count),
            )
          }
          onClose={closeLightbox}
        />
      )}
    </div>
  );
}
