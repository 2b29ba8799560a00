/**
 * The /blogs listing's loading state (spec §2 /blogs): after a category chip or a pagination link
 * is chosen, 'Loading blogs...' shows beside the chips and the cards dim (aria-busy) until the next
 * page is there. The chips and pages are plain links: without this script they work the same,
 * without the status.
 */
import { isPlainLeftClick } from "#app/components/site/plain-click.ts";

function setLoading(listing: Element, loading: boolean): void {
  const status = listing.querySelector<HTMLElement>("[data-blog-listing-status]");
  const template = listing.querySelector<HTMLTemplateElement>("template[data-blog-listing-loading]");
  const results = listing.querySelector<HTMLElement>("[data-blog-listing-results]");
  if (!status || !template || !results) return;
  if (loading) status.replaceChildren(template.content.cloneNode(true));
  else status.replaceChildren();
  results.setAttribute("aria-busy", String(loading));
}

document.addEventListener("click", (event) => {
  const link = (event.target as Element | null)?.closest?.("[data-blog-listing] nav a[href]");
  const listing = link?.closest("[data-blog-listing]");
  if (!(link instanceof HTMLAnchorElement) || !listing || !isPlainLeftClick(event) || link.target) return;
  const url = new URL(link.href);
  if (url.origin === window.location.origin && url.pathname === window.location.pathname) {
    setLoading(listing, true);
  }
});

// Back to this page from the browser's memory: the listing as it was.
window.addEventListener("pageshow", (event) => {
  if (!event.persisted) return;
  for (const listing of document.querySelectorAll("[data-blog-listing]")) setLoading(listing, false);
});
