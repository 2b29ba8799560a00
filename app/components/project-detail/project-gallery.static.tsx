import { Expand } from "lucide-react";

import { ResponsiveImage } from "#app/components/responsive-image.static.tsx";
import { useT } from "#app/components/site/site-data.ts";

import galleryScript from "./gallery-script.ts?script";
import { ImageLightbox } from "./image-lightbox.static.tsx";

export interface ProjectGalleryProps {
  images: string[];
  projectName: string;
}

const mainSizes = "(min-width: 1280px) 800px, (min-width: 1024px) 66vw, 100vw";
const thumbSizes = "(min-width: 1024px) 200px, 25vw";

/**
 * The main picture (rotating every 5000 ms, spec §4) over a grid of thumbnails; a click on either
 * opens the full-screen lightbox. The server renders the first picture as the current one; the
 * rotation, the lightbox and their pauses (pointer or focus in the gallery, the lightbox open,
 * prefers-reduced-motion) are gallery-script.ts, which moves `data-current` and `aria-current`, and
 * each picture's name and the main button's (written here in the page's language, `data-alt` and
 * `data-open-label`).
 */
export function ProjectGallery({ images, projectName }: ProjectGalleryProps) {
  const t = useT();
  const count = images.length;
  const alt = (index: number) => t("project:photoAlt", { name: projectName, number: index + 1, count });
  const openLabel = (index: number) => t("project:openPhoto", { number: index + 1, count });
  if (count === 0) {
    return (
      <div className="flex aspect-[4/3] items-center justify-center rounded-2xl bg-forest-50 text-forest-800">
        {t("project:photosComingSoon")}
      </div>
    );
  }

  return (
    <div
      data-gallery
      // Whether the pictures are rotating now: for the browser tests, which drive the clock.
      data-rotating="false"
    >
      <script type="module" src={galleryScript} async />
      <div className="group relative">
        <button
          type="button"
          data-gallery-main
          className="relative block aspect-[4/3] w-full cursor-zoom-in overflow-hidden rounded-2xl bg-forest-900 shadow-sm"
          aria-label={openLabel(0)}
        >
          {images.map((src, index) => (
            <span
              key={src}
              data-gallery-photo
              data-current={index === 0 ? "" : undefined}
              data-alt={alt(index)}
              data-open-label={openLabel(index)}
              className="absolute inset-0 opacity-0 transition-opacity duration-700 ease-out motion-reduce:transition-none data-current:opacity-100"
            >
              <ResponsiveImage
                src={src}
                // Only the picture shown is named; the button's label says which one it is.
                alt={index === 0 ? alt(index) : ""}
                sizes={mainSizes}
                priority={index === 0 ? "high" : "low"}
                // The first photo is the page's largest first paint: asked for from the head.
                preload={index === 0}
                className="h-full w-full object-cover"
              />
            </span>
          ))}
        </button>
        {/* Drawn over the button, outside it, so its name stays the short label above. */}
        <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden rounded-2xl">
          <span className="absolute inset-x-0 bottom-0 h-24 bg-gradient-to-t from-black/60 to-transparent" />
          <span
            data-gallery-counter
            className="absolute bottom-3 left-3 rounded-full bg-black/60 px-3 py-1 text-sm font-medium text-white tabular-nums"
          >
            1 / {count}
          </span>
          <span className="absolute right-3 bottom-3 inline-flex items-center gap-1.5 rounded-full bg-white/90 px-3 py-1 text-sm font-medium text-forest-900 shadow-sm transition group-hover:bg-white">
            <Expand className="size-4" />
            {t("project:viewPhotos")}
          </span>
        </div>
      </div>

      {count > 1 && (
        <ul className="mt-3 grid grid-cols-4 gap-2 sm:gap-3" aria-label={t("project:projectPhotos")}>
          {images.map((src, index) => (
            <li key={src}>
              <button
                type="button"
                data-gallery-thumb
                aria-label={t("project:showImage", { number: index + 1, count })}
                aria-current={index === 0 ? "true" : undefined}
                className="block aspect-[4/3] w-full overflow-hidden rounded-lg opacity-80 ring-offset-2 ring-offset-sand-50 transition hover:opacity-100 aria-[current=true]:opacity-100 aria-[current=true]:ring-2 aria-[current=true]:ring-forest-700"
              >
                <ResponsiveImage
                  src={src}
                  alt=""
                  sizes={thumbSizes}
                  priority="low"
                  className="h-full w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}

      <ImageLightbox images={images} projectName={projectName} />
    </div>
  );
}
