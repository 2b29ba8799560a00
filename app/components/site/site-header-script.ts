/**
 * The public header's behaviour (spec §2 Header and §9), on every public page: the phone menu, the
 * Home link's rule and the language choice (language-choice.ts). Without it the menu icon is a link
 * to the footer's links, Home is a plain link, and the language switch a plain link.
 */
import { whenParsed } from "#app/lib/when-parsed.ts";

import { heroId, homeScrollDelayMs, menuId } from "./navigation.ts";
import { startLanguageChoice } from "./language-choice.ts";
import { isPlainLeftClick } from "./plain-click.ts";

/** Set when Home was chosen on another page: the home page then scrolls to its hero. */
const scrollToHeroKey = "plotsite:scroll-to-hero";

function scrollBehavior(): ScrollBehavior {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
}

function scrollToHero(): void {
  const hero = document.getElementById(heroId);
  if (hero) hero.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
  else window.scrollTo({ top: 0, behavior: scrollBehavior() });
}

/** The phone menu: the button the script shows, and the menu it opens and closes. */
function startMenu(): (open: boolean) => void {
  const header = document.querySelector<HTMLElement>("header[data-site-header]");
  const button = header?.querySelector<HTMLButtonElement>("button[data-menu-button]");
  const menu = document.getElementById(menuId);
  if (!header || !button || !menu) return () => {};

  const setMenuOpen = (open: boolean) => {
    menu.hidden = !open;
    button.setAttribute("aria-expanded", String(open));
    button.setAttribute("aria-label", (open ? button.dataset.closeLabel : button.dataset.openLabel) ?? "");
    for (const icon of button.querySelectorAll<SVGElement>("[data-menu-icon]")) {
      icon.style.display = (icon.dataset.menuIcon === "close") === open ? "" : "none";
    }
  };
  const fallback = header.querySelector<HTMLElement>("[data-menu-fallback]");
  if (fallback) fallback.hidden = true;
  button.hidden = false;
  button.addEventListener("click", () => setMenuOpen(menu.hidden));
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || menu.hidden) return;
    setMenuOpen(false);
    button.focus();
  });
  document.addEventListener("pointerdown", (event) => {
    if (!menu.hidden && !header.contains(event.target as Node)) setMenuOpen(false);
  });
  // Choosing anything in the menu (a page, the phone, WhatsApp) closes it.
  menu.addEventListener("click", (event) => {
    if ((event.target as Element).closest("a")) setMenuOpen(false);
  });
  return setMenuOpen;
}

whenParsed(() => {
  const setMenuOpen = startMenu();
  startLanguageChoice();

  // Home: on the home page, a smooth scroll back to the hero; from another page, the home page
  // replaces this one in the history, then scrolls to the hero.
  document.addEventListener("click", (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>("a[data-home-link]");
    if (!link || !isPlainLeftClick(event)) return;
    event.preventDefault();
    setMenuOpen(false);
    const home = new URL(link.href).pathname;
    if (window.location.pathname === home) {
      scrollToHero();
      return;
    }
    try {
      window.sessionStorage.setItem(scrollToHeroKey, "1");
    } catch {
      // Without session storage the home page simply opens at its top, where the hero is.
    }
    window.location.replace(link.href);
  });

  try {
    const home = document.querySelector<HTMLAnchorElement>("a[data-home-link]")?.getAttribute("href");
    if (window.location.pathname === home && window.sessionStorage.getItem(scrollToHeroKey)) {
      window.sessionStorage.removeItem(scrollToHeroKey);
      window.setTimeout(scrollToHero, homeScrollDelayMs);
    }
  } catch {
    // No session storage: nothing was noted.
  }
});
