/**
 * The public pages' language choice (issue "Tamil and English"), on every public page:
 * - choosing a language with the switch remembers it in this browser;
 * - a page opened from outside the site in the other language than the remembered one is replaced
 *   by the same page in the remembered language (a link shared in English, for a Tamil reader);
 * - with nothing remembered, a browser whose languages put the page's other language first shows a
 *   one-line offer of it, which can be closed (and then stays closed). Nobody is redirected by their
 *   browser's language.
 */
import { whenParsed } from "#app/lib/when-parsed.ts";

const choiceKey = "plotsite:language";
const offerClosedKey = "plotsite:language-offer-closed";

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function store(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private modes may refuse storage; the choice then lasts for the page alone.
  }
}

/** The first of the site's languages among the browser's, in the browser's order. */
function browserLanguage(): string | undefined {
  return navigator.languages
    .map((tag) => tag.slice(0, 2).toLowerCase())
    .find((tag) => tag === "en" || tag === "ta");
}

function cameFromOutside(): boolean {
  try {
    return !document.referrer || new URL(document.referrer).origin !== window.location.origin;
  } catch {
    return true;
  }
}

document.addEventListener("click", (event) => {
  const link = (event.target as Element | null)?.closest?.("a[data-language-switch]");
  if (link instanceof HTMLAnchorElement) store(choiceKey, link.dataset.languageSwitch ?? "");
  if ((event.target as Element | null)?.closest?.("[data-language-offer-dismiss]")) {
    store(offerClosedKey, "1");
    document.querySelector<HTMLElement>("[data-language-offer]")?.setAttribute("hidden", "");
  }
});

whenParsed(() => {
  const offer = document.querySelector<HTMLElement>("[data-language-offer]");
  const other = offer?.dataset.languageOffer;
  const link = offer?.querySelector<HTMLAnchorElement>("a[data-language-switch]");
  if (!offer || !other || !link) return;
  const choice = stored(choiceKey);
  if (choice === other && cameFromOutside()) window.location.replace(link.href);
  else if (!choice && browserLanguage() === other && !stored(offerClosedKey)) offer.removeAttribute("hidden");
});
