/**
 * The project gallery's behaviour (project-gallery.static.tsx, image-lightbox.static.tsx), a standalone module:
 * the main picture moves on every 5000 ms (spec §4) while nobody points at or tabs through the
 * gallery, the lightbox is closed and the visitor has not asked for reduced motion; the main
 * picture and the thumbnails open the full-screen lightbox, whose buttons, arrow keys and swipes
 * step through the pictures. Closing it shows the picture it was on and gives focus back. The
 * names it gives (a picture's, the main button's) are written by the server in the page's language.
 */
import { whenParsed } from "#app/lib/when-parsed.ts";
import {
  autoAdvances,
  nextSlide,
  previousSlide,
  slideIntervalMs,
  watchAttention,
} from "#app/components/slideshow.ts";

const swipeDistance = 50;
const reducedMotion = matchMedia("(prefers-reduced-motion: reduce)");

function enhance(gallery: HTMLElement): void {
  gallery.dataset.enhanced = "";
  const main = gallery.querySelector<HTMLButtonElement>("[data-gallery-main]");
  const lightbox = gallery.querySelector<HTMLDialogElement>("[data-lightbox]");
  if (!main || !lightbox) return;
  const photos = [...main.querySelectorAll<HTMLElement>("[data-gallery-photo]")];
  const thumbs = [...gallery.querySelectorAll<HTMLButtonElement>("[data-gallery-thumb]")];
  const large = [...lightbox.querySelectorAll<HTMLElement>("[data-lightbox-photo]")];
  const counter = gallery.querySelector("[data-gallery-counter]");
  const lightboxCounter = lightbox.querySelector("[data-lightbox-counter]");
  const count = photos.length;
  let current = 0;
  let shown = 0;
  const attended = watchAttention(gallery, schedule);
  let opener: HTMLElement | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let swipeStart: number | null = null;

  function show(index: number): void {
    current = index;
    photos.forEach((photo, i) => {
      photo.toggleAttribute("data-current", i === index);
      const img = photo.querySelector("img");
      if (img) img.alt = i === index ? (photo.dataset.alt ?? "") : "";
    });
    thumbs.forEach((thumb, i) => {
      if (i === index) thumb.setAttribute("aria-current", "true");
      else thumb.removeAttribute("aria-current");
    });
    main!.setAttribute("aria-label", photos[index]?.dataset.openLabel ?? "");
    if (counter) counter.textContent = `${index + 1} / ${count}`;
    schedule();
  }

  /** A fresh timer per picture: choosing a picture by hand also restarts the 5000 ms. */
  function schedule(): void {
    clearTimeout(timer);
    const rotating = autoAdvances({
      count,
      paused: attended() || lightbox!.open,
      reducedMotion: reducedMotion.matches,
    });
    gallery.dataset.rotating = String(rotating);
    if (rotating) timer = setTimeout(() => show(nextSlide(current, count)), slideIntervalMs);
  }

  function showLarge(index: number): void {
    shown = index;
    large.forEach((photo, i) => (photo.hidden = i !== index));
    if (lightboxCounter) lightboxCounter.textContent = `${index + 1} / ${count}`;
  }

  function open(index: number, from: HTMLElement): void {
    opener = from;
    showLarge(index);
    lightbox!.showModal();
    // The page behind must not scroll under a full-screen view.
    document.documentElement.style.overflow = "hidden";
    show(index);
  }

  /** From the picture shown when the step is applied, so quick presses never step from a stale one. */
  function step(by: number): void {
    showLarge(by > 0 ? nextSlide(shown, count) : previousSlide(shown, count));
  }

  main.addEventListener("click", () => open(current, main));
  thumbs.forEach((thumb, i) => thumb.addEventListener("click", () => open(i, thumb)));
  reducedMotion.addEventListener("change", schedule);

  lightbox.addEventListener("close", () => {
    document.documentElement.style.overflow = "";
    show(shown);
    opener?.focus();
  });
  lightbox.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest("[data-lightbox-close]")) lightbox.close();
    const stepper = target?.closest<HTMLElement>("[data-lightbox-step]");
    if (stepper) step(Number(stepper.dataset.lightboxStep));
  });
  lightbox.addEventListener("keydown", (event) => {
    if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
      event.preventDefault();
      step(event.key === "ArrowLeft" ? -1 : 1);
    } else if (event.key === "Tab") {
      // A modal dialog lets Tab leave for the browser's own toolbar; a full-screen view cycles instead.
      const controls = [...lightbox.querySelectorAll<HTMLElement>("button")];
      const edge = event.shiftKey ? controls[0] : controls.at(-1);
      if (document.activeElement === edge) {
        event.preventDefault();
        (event.shiftKey ? controls.at(-1) : controls[0])?.focus();
      }
    }
  });
  const stage = lightbox.querySelector<HTMLElement>("[data-lightbox-stage]");
  stage?.addEventListener("pointerdown", (event) => {
    if (event.pointerType !== "mouse") swipeStart = event.clientX;
  });
  stage?.addEventListener("pointerup", (event) => {
    if (swipeStart === null) return;
    const distance = event.clientX - swipeStart;
    swipeStart = null;
    if (Math.abs(distance) > swipeDistance) step(distance > 0 ? -1 : 1);
  });
  stage?.addEventListener("pointercancel", () => (swipeStart = null));

  schedule();
}

function scan(): void {
  for (const gallery of document.querySelectorAll<HTMLElement>("[data-gallery]:not([data-enhanced])")) {
    enhance(gallery);
  }
}

// Once the page is read (an async module may run before the gallery is parsed); a gallery a page
// renders later (reached without reloading) is taken in too.
function start(): void {
  scan();
  new MutationObserver(scan).observe(document.body, { childList: true, subtree: true });
}

whenParsed(start);
