/**
 * The /projects list's behaviour (spec §2 /projects): a change of filter or order sends the filters'
 * GET form at once (without this script the Apply button does), and while the next page loads the
 * list gives way to 'Loading projects...'; the filters' form stays where it was on the screen. The
 * pagination and 'Clear filters' links show the same status. State lives in the URL: every change
 * is an ordinary page load, to the clean address (no empty fields, which the server would redirect
 * away from).
 */
import { whenParsed } from "#app/lib/when-parsed.ts";
import { isPlainLeftClick } from "#app/components/site/plain-click.ts";

/** Where the filters' form was on the screen when it was sent, for the page it brings. */
const placeKey = "plotsite:project-filters-top";
/** A kept place older than this belongs to a load that never finished, not to this page. */
const placeTtlMs = 30_000;

const filtersSelector = "form[data-project-filters]";

/** The list's contents while 'Loading projects...' stands in for them (to put back on Back). */
let hiddenList: Node[] | null = null;

function showLoading(): void {
  const results = document.querySelector<HTMLElement>("[data-project-results]");
  const loading = document.querySelector<HTMLTemplateElement>("template[data-project-results-loading]");
  if (!results || !loading || hiddenList) return;
  hiddenList = [...results.childNodes];
  results.replaceChildren(loading.content.cloneNode(true));
}

function keepPlace(form: HTMLFormElement): void {
  try {
    const place = { top: form.getBoundingClientRect().top, at: Date.now() };
    sessionStorage.setItem(placeKey, JSON.stringify(place));
  } catch {
    // Storage refused (private mode, disabled): the next page opens at its top.
  }
}

/** The place kept by the page before, once: it is taken out of storage as it is read. */
function takePlace(): { top?: unknown; at?: unknown } | null {
  try {
    const kept = sessionStorage.getItem(placeKey);
    sessionStorage.removeItem(placeKey);
    return kept === null ? null : (JSON.parse(kept) as { top?: unknown; at?: unknown });
  } catch {
    return null;
  }
}

function restorePlace(): void {
  const place = takePlace();
  const form = document.querySelector<HTMLFormElement>(filtersSelector);
  if (!form || typeof place?.top !== "number" || typeof place.at !== "number") return;
  if (Date.now() - place.at > placeTtlMs) return;
  const top = form.getBoundingClientRect().top + window.scrollY - place.top;
  if (top > 0) window.scrollTo({ top, behavior: "instant" });
}

document.addEventListener("change", (event) => {
  const form = (event.target as Element | null)?.closest?.(filtersSelector);
  if (form instanceof HTMLFormElement) form.requestSubmit();
});

// Captured: `formdata` does not bubble. An empty choice ("All cities") is no part of the address.
document.addEventListener(
  "formdata",
  (event) => {
    if (!(event.target instanceof HTMLFormElement) || !event.target.matches(filtersSelector)) return;
    for (const [name, value] of [...event.formData]) if (value === "") event.formData.delete(name);
  },
  true,
);

document.addEventListener("submit", (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.matches(filtersSelector) || event.defaultPrevented) return;
  keepPlace(form);
  showLoading();
});

// Another page of the same list (pagination, 'Clear filters'); a project's own page is not one.
document.addEventListener("click", (event) => {
  const link = (event.target as Element | null)?.closest?.("[data-project-listing] a[href]");
  if (!(link instanceof HTMLAnchorElement) || !isPlainLeftClick(event) || link.target) return;
  const url = new URL(link.href);
  // After the click, so the link is still in the page when the browser follows it.
  if (url.origin === window.location.origin && url.pathname === window.location.pathname) {
    window.setTimeout(showLoading);
  }
});

// Back to this page from the browser's memory: the list as it was, not the status.
window.addEventListener("pageshow", (event) => {
  const results = document.querySelector<HTMLElement>("[data-project-results]");
  if (!event.persisted || !results || !hiddenList) return;
  results.replaceChildren(...hiddenList);
  hiddenList = null;
});

whenParsed(restorePlace);
