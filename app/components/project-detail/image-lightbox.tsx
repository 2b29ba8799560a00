import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from "react";

import { ResponsiveImage } from "~/components/responsive-image";

import { photoAlt } from "../../domain/projects/project-page";

export interface ImageLightboxProps {
  images: string[];
  projectName: string;
  index: number;
  /** Moves to the next (1) or previous (-1) picture, from the index as it is when applied. */
  onStep: (step: 1 | -1) => void;
  /** Called once the dialog has closed (close button, Escape); the caller returns focus. */
  onClose: () => void;
}

const swipeDistance = 50;

const controlClass =
  "inline-flex size-12 items-center justify-center rounded-full bg-white/10 text-white ring-1 ring-white/25 backdrop-blur transition hover:bg-white/20";

/**
 * Full-screen photos in a native modal `<dialog>`: the browser keeps focus inside and closes it on
 * Escape; arrow keys and swipes step through the pictures.
 */
export function ImageLightbox({ images, projectName, index, onStep, onClose }: ImageLightboxProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const swipeStart = useRef<number | null>(null);
  const count = images.length;
  const src = images[index]!;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    // The page behind must not scroll under a full-screen view.
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = "hidden";
    // No close() here: unmounting removes the dialog, and closing would fire `close` again.
    return () => {
      root.style.overflow = overflow;
    };
  }, []);

  const previous = () => onStep(-1);
  const next = () => onStep(1);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === "Tab") {
      keepFocusInside(event);
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      previous();
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      next();
    }
  }

  // A modal dialog lets Tab leave for the browser's own toolbar; a full-screen view should cycle instead.
  function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
    const controls = [...event.currentTarget.querySelectorAll<HTMLElement>("button")];
    const first = controls[0];
    const last = controls[controls.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    if (swipeStart.current === null) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (distance > swipeDistance) previous();
    else if (distance < -swipeDistance) next();
  }

  return (
    <dialog
      ref={dialog}
      aria-label={`${projectName} photos`}
      onClose={onClose}
      onKeyDown={onKeyDown}
      className="fixed inset-0 m-0 h-dvh max-h-none w-screen max-w-none bg-neutral-950 p-0 text-white backdrop:bg-neutral-950"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <p className="min-w-0 truncate text-sm text-white/85">
            <span className="font-semibold text-white tabular-nums" aria-live="polite" aria-atomic="true">
              {index + 1} / {count}
            </span>
            <span className="ml-3">{projectName}</span>
          </p>
          <button
            type="button"
            className={controlClass}
            aria-label="Close photos"
            onClick={() => dialog.current?.close()}
          >
            <X className="size-6" aria-hidden="true" />
          </button>
        </div>

        <div
          className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center px-2 pb-24 sm:px-20 sm:pb-4"
          onPointerDown={(event) => {
            if (event.pointerType !== "mouse") swipeStart.current = event.clientX;
          }}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (swipeStart.current = null)}
        >
          <ResponsiveImage
            key={src}
            src={src}
            alt={photoAlt(projectName, index, count)}
            sizes="100vw"
            priority
            className="h-auto max-h-[calc(100dvh-11rem)] sm:max-h-[calc(100dvh-6rem)] w-auto max-w-[calc(100vw-1rem)] rounded-md object-contain select-none sm:max-w-[calc(100vw-10rem)]"
          />
          {count > 1 && (
            <>
              <button
                type="button"
                className={`${controlClass} absolute bottom-6 left-6 sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2`}
                aria-label="Previous photo"
                onClick={previous}
              >
                <ChevronLeft className="size-7" aria-hidden="true" />
              </button>
              <button
                type="button"
                className={`${controlClass} absolute right-6 bottom-6 sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2`}
                aria-label="Next photo"
                onClick={next}
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
