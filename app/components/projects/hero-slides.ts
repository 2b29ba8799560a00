/**
 * How the home page's hero slideshow looks in each state: set by its markup (hero-slideshow.static.tsx,
 * the first slide as the server sends it) and by its script (hero-slideshow-script.ts, every
 * change after), so both draw the same. Plain strings, no imports: this goes to the browser.
 */
import type { SlideRole } from "#app/components/slideshow.ts";

export type ShownSlideRole = Exclude<SlideRole, "absent">;

const slideBase = "absolute inset-0 transition-opacity duration-700";

/**
 * The slide on show lies on top; the one it replaced stays visible underneath while it fades in;
 * the next one waits invisibly so its picture is ready. A slide put into the page as the one on
 * show (a dot chosen far ahead) fades in from nothing; the first slide of the page never fades.
 */
export function slideClass(role: ShownSlideRole, fadeIn: boolean): string {
  switch (role) {
    case "current":
      return fadeIn ? `${slideBase} z-10 opacity-100 starting:opacity-0` : `${slideBase} z-10 opacity-100`;
    case "leaving":
      return `${slideBase} z-0 opacity-100`;
    case "upcoming":
      return `${slideBase} z-0 opacity-0`;
  }
}

/** A dot's mark: long and marigold for the slide on show. */
export function dotMarkClass(current: boolean): string {
  return current
    ? "block h-2.5 rounded-full transition-all w-6 bg-marigold-400"
    : "block h-2.5 rounded-full transition-all w-2.5 bg-white/70 group-hover/dot:bg-white";
}
