/**
 * The home page's hero slideshow (spec §2 Hero, §4 Carousels): it moves on every 5000 ms, and the
 * arrows, dots and pause button choose the slide. Without this script the page shows the first
 * slide, a link that opens its project in a new tab, and no controls (hero-slideshow.static.tsx renders
 * them hidden and the other slides in templates).
 *
 * It stays put while the pointer is over it, while focus is inside (but not on the pause button
 * itself, which is how the visitor starts it again), after Pause, and always for visitors who ask
 * for less motion. A slide chosen by hand also stays for the full interval. Only the slide on show,
 * the one it replaced (while the new one fades in) and the next one are in the page, the next one
 * only once the page has loaded, so its picture does not compete with the first.
 */
import { whenParsed } from "#app/lib/when-parsed.ts";
import {
  nextSlide,
  previousSlide,
  slideIntervalMs,
  slideRole,
  watchAttention,
} from "#app/components/slideshow.ts";
import { dotMarkClass, slideClass } from "./hero-slides.ts";

function start(hero: HTMLElement): void {
  const stage = hero.querySelector<HTMLElement>("[data-hero-slides]");
  const controls = hero.querySelector<HTMLElement>("[data-hero-controls]");
  const rotation = hero.querySelector<HTMLButtonElement>("button[data-hero-rotation]");
  const templates = new Map<number, HTMLTemplateElement>();
  for (const template of hero.querySelectorAll<HTMLTemplateElement>("template[data-hero-slide]")) {
    templates.set(Number(template.dataset.heroSlide), template);
  }
  const slides = new Map<number, HTMLElement>();
  for (const slide of stage?.querySelectorAll<HTMLElement>(":scope > [data-hero-slide]") ?? []) {
    slides.set(Number(slide.dataset.heroSlide), slide);
  }
  const count = slides.size + templates.size;
  if (!stage || !controls || count < 2) return;
  const dots = [...controls.querySelectorAll<HTMLButtonElement>("button[data-hero-dot]")];
  const motion = window.matchMedia("(prefers-reduced-motion: reduce)");

  let current = 0;
  let previous: number | null = null;
  let stopped = false;
  const attended = watchAttention(hero, update, rotation);
  let pageLoaded = document.readyState === "complete";
  let timer: number | undefined;
  /** What the running timer was set for: a new slide or a change of playing restarts it. */
  let timedFor: { slide: number; playing: boolean } | null = null;

  /** The slide's element: the server's, or made once from its template. */
  function slideAt(index: number): HTMLElement | null {
    let slide = slides.get(index);
    if (!slide) {
      const content = templates.get(index)?.content.firstElementChild;
      if (!(content instanceof HTMLElement)) return null;
      slide = document.importNode(content, true);
      slides.set(index, slide);
    }
    return slide;
  }

  /** Puts a slide into the stage in slide order. */
  function place(index: number, slide: HTMLElement): void {
    const after = [...slides.entries()]
      .filter(([i, element]) => i > index && element.parentElement === stage)
      .sort(([a], [b]) => a - b)[0]?.[1];
    stage!.insertBefore(slide, after ?? null);
  }

  function update(): void {
    for (let index = 0; index < count; index++) {
      let role = slideRole(index, current, previous, count);
      if (role === "upcoming" && !pageLoaded) role = "absent";
      if (role === "absent") {
        slides.get(index)?.remove();
        continue;
      }
      const slide = slideAt(index);
      if (!slide) continue;
      // Set before it joins the page, so a slide put in as the one on show fades in.
      slide.className = slideClass(role, role === "current" && previous !== null);
      slide.inert = role !== "current";
      if (slide.parentElement !== stage) place(index, slide);
    }
    dots.forEach((dot, index) => {
      if (index === current) dot.setAttribute("aria-current", "true");
      else dot.removeAttribute("aria-current");
      const mark = dot.querySelector("span");
      if (mark) mark.className = dotMarkClass(index === current);
    });

    const reducedMotion = motion.matches;
    if (rotation) {
      rotation.hidden = reducedMotion;
      // Its two names come from the server, in the page's language.
      const label = stopped ? rotation.dataset.startLabel : rotation.dataset.pauseLabel;
      if (label) rotation.setAttribute("aria-label", label);
      for (const icon of rotation.querySelectorAll<SVGElement>("[data-hero-icon]")) {
        icon.style.display = (icon.dataset.heroIcon === "play") === stopped ? "" : "none";
      }
    }
    const playing = !stopped && !attended() && !reducedMotion;
    // Announced when the visitor moves it, not on every turn of its own.
    stage!.setAttribute("aria-live", playing ? "off" : "polite");

    if (timedFor?.slide === current && timedFor.playing === playing) return;
    window.clearTimeout(timer);
    timedFor = { slide: current, playing };
    if (playing) timer = window.setTimeout(() => goTo(nextSlide(current, count)), slideIntervalMs);
  }

  function goTo(index: number): void {
    if (index === current) return;
    previous = current;
    current = index;
    update();
  }

  controls.querySelector("button[data-hero-previous]")?.addEventListener("click", () => {
    goTo(previousSlide(current, count));
  });
  controls.querySelector("button[data-hero-next]")?.addEventListener("click", () => {
    goTo(nextSlide(current, count));
  });
  dots.forEach((dot, index) => dot.addEventListener("click", () => goTo(index)));
  rotation?.addEventListener("click", () => {
    stopped = !stopped;
    update();
  });
  motion.addEventListener("change", update);
  if (!pageLoaded) {
    window.addEventListener(
      "load",
      () => {
        pageLoaded = true;
        update();
      },
      { once: true },
    );
  }

  controls.hidden = false;
  update();
}

function startAll(): void {
  for (const hero of document.querySelectorAll<HTMLElement>("[data-hero-slideshow]")) start(hero);
}

whenParsed(startAll);
