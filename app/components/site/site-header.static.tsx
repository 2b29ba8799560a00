import { Menu, Phone, X } from "lucide-react";
import { useLocation } from "react-router";

import { LanguageSwitch } from "./language-switch.static.tsx";
import { useHref, useLocale, useSite, useT } from "./site-data.ts";

import { telHref } from "./contact-links.ts";
import { menuId, siteNavigation } from "./navigation.ts";
import { PageWhatsAppLink } from "./whatsapp-link.static.tsx";
import headerScript from "./site-header-script.ts?script";

/** The attributes of a navigation link: Home is marked for the header script's rule (spec §9). */
function navLink(href: string, pathname: string, home: boolean) {
  return {
    href,
    "aria-current": pathname === href ? ("page" as const) : undefined,
    "data-home-link": home ? "" : undefined,
  };
}

/** Tamil's longer words take a smaller size, so the desktop menu stays on one line. */
const navSize = { en: "px-2.5 text-[15px] lg:px-3", ta: "px-2 text-sm" } as const;

/** The company's mark next to its name from settings, linking home. */
function Brand({ companyName, href }: { companyName: string; href: string }) {
  return (
    <a href={href} className="flex min-w-0 items-center gap-2.5 rounded-md">
      <img src="/logo.svg" alt="" width={40} height={40} className="size-9 shrink-0 sm:size-10" />
      <span className="truncate text-lg font-semibold tracking-tight text-forest-900 sm:text-xl md:max-lg:sr-only">
        {companyName}
      </span>
    </a>
  );
}

/**
 * The sticky header of every public page (spec §2 Header): brand, phone, navigation and the
 * Enquire Now call to action; below `md` the navigation folds into a menu.
 */
export function SiteHeader() {
  const { settings } = useSite();
  const { pathname } = useLocation();
  const phoneHref = telHref(settings.phone);
  const t = useT();
  const href = useHref();
  const locale = useLocale();
  const navigation = siteNavigation.map((item) => ({
    href: href(item.to),
    label: t(item.label),
    home: item.to === "/",
  }));

  return (
    <header
      data-site-header
      className="sticky top-0 z-40 bg-white/95 shadow-[0_1px_0_0_rgb(19_46_32/0.12)] backdrop-blur"
    >
      <a
        href="#main"
        className="sr-only rounded-md bg-forest-800 px-4 py-2 font-semibold text-white focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50"
      >
        {t("site:skipToContent")}
      </a>
      <div className="mx-auto flex h-(--header-height) max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <Brand companyName={settings.companyName} href={href("/")} />

        <nav aria-label={t("site:mainNavigation")} className="ml-auto hidden md:block">
          <ul className="flex items-center gap-0.5 lg:gap-1">
            {navigation.map((item) => (
              <li key={item.href}>
                <a
                  {...navLink(item.href, pathname, item.home)}
                  className={`relative rounded-md py-2 font-semibold whitespace-nowrap transition-colors ${navSize[locale]} ${
                    pathname === item.href
                      ? "text-forest-800 after:absolute after:inset-x-2.5 after:-bottom-0.5 after:h-0.5 after:rounded-full after:bg-marigold-500 lg:after:inset-x-3"
                      : "text-neutral-700 hover:bg-forest-50 hover:text-forest-800"
                  }`}
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <a
          href={phoneHref}
          className="ml-auto flex size-11 shrink-0 items-center justify-center gap-2 rounded-full text-forest-800 hover:bg-forest-50 md:ml-2 xl:w-auto xl:px-3"
        >
          <Phone aria-hidden="true" className="size-5 xl:size-4" />
          <span className="sr-only xl:not-sr-only xl:font-semibold xl:whitespace-nowrap xl:tabular-nums">
            <span className="xl:sr-only">{t("site:call")} </span>
            {settings.phone}
          </span>
        </a>

        <LanguageSwitch className="hidden shrink-0 items-center gap-1.5 rounded-full px-3 py-2 font-semibold whitespace-nowrap text-forest-800 hover:bg-forest-50 md:inline-flex" />

        <a
          href={href("/contact")}
          className="hidden shrink-0 rounded-full bg-marigold-400 px-5 py-2.5 font-semibold whitespace-nowrap text-forest-900 shadow-sm transition-colors hover:bg-marigold-500 md:inline-flex"
        >
          {t("site:enquireNow")}
        </a>

        {/* The header script shows the button and hides this link, which without it jumps to the
            same links in the footer. */}
        <a
          href="#footer-nav"
          data-menu-fallback
          className="-mr-2 flex size-11 shrink-0 items-center justify-center rounded-full text-forest-900 md:hidden"
        >
          <Menu aria-hidden="true" className="size-6" />
          <span className="sr-only">{t("site:menu")}</span>
        </a>
        <button
          type="button"
          hidden
          data-menu-button
          aria-expanded="false"
          aria-controls={menuId}
          aria-label={t("site:openMenu")}
          data-open-label={t("site:openMenu")}
          data-close-label={t("site:closeMenu")}
          className="-mr-2 size-11 shrink-0 items-center justify-center rounded-full text-forest-900 flex hover:bg-forest-50 md:hidden"
        >
          <Menu aria-hidden="true" data-menu-icon="open" className="size-6" />
          <X aria-hidden="true" data-menu-icon="close" className="size-6" style={{ display: "none" }} />
        </button>
      </div>

      <nav
        id={menuId}
        aria-label={t("site:mainNavigation")}
        hidden
        className="absolute inset-x-0 top-full max-h-[calc(100svh-var(--header-height))] overflow-y-auto border-b border-forest-900/10 bg-white shadow-lg md:hidden"
      >
        <ul className="px-4 py-3 sm:px-6">
          {navigation.map((item) => (
            <li key={item.href}>
              <a
                {...navLink(item.href, pathname, item.home)}
                className={`flex items-center rounded-lg px-3 py-3 text-lg font-semibold ${
                  pathname === item.href
                    ? "bg-forest-50 text-forest-800"
                    : "text-neutral-800 hover:bg-forest-50"
                }`}
              >
                {item.label}
              </a>
            </li>
          ))}
        </ul>
        <div className="flex flex-col gap-3 border-t border-forest-900/10 px-4 py-4 sm:px-6">
          <a
            href={phoneHref}
            className="flex items-center justify-center gap-2 rounded-full px-5 py-3 font-semibold text-forest-800 ring-1 ring-forest-700/30 ring-inset"
          >
            <Phone aria-hidden="true" className="size-5" />
            <span className="tabular-nums">{settings.phone}</span>
          </a>
          <PageWhatsAppLink
            className="flex items-center justify-center gap-2 rounded-full bg-emerald-700 px-5 py-3 font-semibold text-white"
            iconClassName="size-5"
          />
          <a
            href={href("/contact")}
            className="flex items-center justify-center rounded-full bg-marigold-400 px-5 py-3 font-semibold text-forest-900"
          >
            {t("site:enquireNow")}
          </a>
          <LanguageSwitch className="flex items-center justify-center gap-2 rounded-full px-5 py-3 font-semibold text-forest-800 ring-1 ring-forest-700/30 ring-inset" />
        </div>
      </nav>
      <script type="module" src={headerScript} async />
    </header>
  );
}
