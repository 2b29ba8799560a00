/** Spec §4 and §9: the home page hero and the project detail's main image advance every 5000 ms. */
export const slideIntervalMs = 5000;

export function nextSlide(index: number, count: number): number {
  return count > 0 ? (index + 1) % count : 0;
}

export function previousSlide(index: number, count: number): number {
  return count > 0 ? (index - 1 + count) % count : 0;
}

export interface AutoAdvanceConditions {
  count: number;
  /** Paused by the visitor: pointing at it, focus inside, the pause button, or the lightbox open. */
  paused: boolean;
  reducedMotion: boolean;
}

/** A slideshow moves on its own only with something to move to and nobody asking it to stay. */
export function autoAdvances({ count, paused, reducedMotion }: AutoAdvanceConditions): boolean {
  return count > 1 && !paused && !reducedMotion;
}

/**
 * Spec §9: a slideshow stays while the pointer is over it or focus is inside it (focus on `except`,
 * its own pause button, does not count). Watches `element` from now on, calls `onChange` on every
 * change, and answers whether the visitor is at it now.
 */
export function watchAttention(
  element: HTMLElement,
  onChange: () => void,
  except: Element | null = null,
): () => boolean {
  let hovered = false;
  let focused = false;
  const set = (change: () => void) => {
    change();
    onChange();
  };
  element.addEventListener("mouseenter", () => set(() => (hovered = true)));
  element.addEventListener("mouseleave", () => set(() => (hovered = false)));
  element.addEventListener("focusin", (event) => set(() => (focused = event.target !== except)));
  element.addEventListener("focusout", (event) => {
    if (event.relatedTarget instanceof Node && element.contains(event.relatedTarget)) return;
    set(() => (focused = false));
  });
  return () => hovered || focused;
}

export type SlideRole = "current" | "leaving" | "upcoming" | "absent";

/**
 * Which slides are in the page: the current one, the one it replaced (kept underneath while the
 * new one fades in) and the next one (rendered invisibly so its image is ready). Others are left
 * out, so only the first image loads with the page.
 */
export function slideRole(slide: number, current: number, previous: number | null, count: number): SlideRole {
  if (slide === current) return "current";
  if (slide === previous) return "leaving";
  if (slide === nextSlide(current, count)) return "upcoming";
  return "absent";
}
