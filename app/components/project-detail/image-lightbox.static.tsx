import { ChevronLeft, ChevronRight, X } from "lucide-react";

import { ResponsiveImage } from "#app/components/responsive-image.static.tsx";
import { useT } from "#app/components/site/site-data.ts";

export interface ImageLightboxProps {
  images: string[];
  projectName: string;
}

const controlClass =
  "inline-flex size-12 items-center justify-center rounded-full bg-white/10 text-white ring-1 ring-white/25 backdrop-blur transition hover:bg-white/20";

/**
 * Full-screen photos in a native modal `<dialog>`, as markup: gallery-script.ts opens it with
 * showModal() (the browser keeps focus inside and closes it on Escape) and shows one picture at a
 * time (the others are `hidden`, and lazy, so none loads before the lightbox shows it); arrow keys,
 * the buttons and swipes step through them.
 */
export function ImageLightbox({ images, projectName }: ImageLightboxProps) {
  const t = useT();
  const count = images.length;
  return (
    <dialog
      data-lightbox
      aria-label={t("project:photosOf", { name: projectName })}
      className="fixed inset-0 m-0 h-dvh max-h-none w-screen max-w-none bg-neutral-950 p-0 text-white backdrop:bg-neutral-950"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <p className="min-w-0 truncate text-sm text-white/85">
            <span
              data-lightbox-counter
              className="font-semibold text-white tabular-nums"
              aria-live="polite"
              aria-atomic="true"
            >
              1 / {count}
            </span>
            <span className="ml-3">{projectName}</span>
          </p>
          <button
            type="button"
            className={controlClass}
            aria-label={t("project:closePhotos")}
            data-lightbox-close
          >
            <X className="size-6" aria-hidden="true" />
          </button>
        </div>

        <div
          data-lightbox-stage
          className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center px-2 pb-24 sm:px-20 sm:pb-4"
        >
          {images.map((src, index) => (
            <div key={src} data-lightbox-photo hidden={index !== 0} className="contents">
              <ResponsiveImage
                src={src}
                alt={t("project:photoAlt", { name: projectName, number: index + 1, count })}
                sizes="100vw"
                className="h-auto max-h-[calc(100dvh-11rem)] sm:max-h-[calc(100dvh-6rem)] w-auto max-w-[calc(100vw-1rem)] rounded-md object-contain select-none sm:max-w-[calc(100vw-10rem)]"
              />
            </div>
          ))}
          {count > 1 && (
            <>
              <button
                type="button"
                data-lightbox-step="-1"
                className={`${controlClass} absolute bottom-6 left-6 sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2`}
                aria-label={t("project:previousPhoto")}
              >
                <ChevronLeft className="size-7" aria-hidden="true" />
              </button>
              <button
                type="button"
                data-lightbox-step="1"
                className={`${controlClass} absolute right-6 bottom-6 sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2`}
                aria-label={t("project:nextPhoto")}
              >
                <ChevronRight className="size-7" aria-hidden="true" />
              </button>
            </>
          )}
        </div>
      </div>
    </dialog>
  );
}
