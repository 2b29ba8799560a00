/**
 * The public pages' language choice (issue "Tamil and English"), started by the header script on
 * every public page, so it costs no module of its own:
 * - choosing a language with the switch, or closing the offer of the other one, remembers it in
 *   this browser;
 * - a page in another language than the remembered one is replaced by the same page in the
 *   remembered one (a link shared in English, opened by a Tamil reader); the site's own links never
 *   lead there, as the switch changes the choice before it goes;
 * - with nothing remembered, a browser whose languages put the page's other language first is
 *   offered it in one line. Nobody is redirected by their browser's language.
 */
const choiceKey = "plotsite:language";

function remember(language: string | undefined): void {
  try {
    if (language) localStorage.setItem(choiceKey, language);
  } catch {
    // Private modes may refuse storage: the choice then lasts for the page alone.
  }
}

function remembered(): string | null {
  try {
    return localStorage.getItem(choiceKey);
  } catch {
    return null;
  }
}

/** The first of the site's languages among the browser's, in the browser's order. */
function browserLanguage(): string | undefined {
  return navigator.languages
    .find((tag) => /^(en|ta)\b/i.test(tag))
    ?.slice(0, 2)
    .toLowerCase();
}

export function startLanguageChoice(): void {
  const offer = document.querySelector<HTMLElement>("[data-language-offer]");
  const link = offer?.querySelector<HTMLAnchorElement>("a[data-language-switch]");
  const other = link?.dataset.languageSwitch;
  document.addEventListener("click", (event) => {
    const target = event.target as Element;
    remember(target.closest<HTMLElement>("a[data-language-switch]")?.dataset.languageSwitch);
    if (target.closest("[data-language-offer-dismiss]")) {
      remember(document.documentElement.lang);
      offer?.setAttribute("hidden", "");
    }
  });
  if (!offer || !link || !other) return;
  const choice = remembered();
  if (choice === other) window.location.replace(link.href);
  else if (!choice && browserLanguage() === other) offer.hidden = false;
}
