/**
 * Runs `start` once the page's HTML has been read. A page's modules load `async` (React puts them
 * in <head>, once each), so one may run while the rest of a long page is still arriving.
 */
export function whenParsed(start: () => void): void {
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start, { once: true });
  else start();
}
