import { Menu, Phone, X } from "lucide-react";
import { useEffect, useRef, useState, type MouseEvent } from "react";
import { Link, NavLink, useLocation, useNavigate } from "react-router";

import { useSite } from "~/components/site/site-data";

import { telHref } from "./contact-links";
import { siteNavigation } from "./navigation";
import { PageWhatsAppLink } from "./whatsapp-link";
import { scrollBehavior, useHydrated } from "./use-client";

/** The hero section's id on the home page: the target of the Home link (spec §2 Header). */
export const heroId = "hero";

/** Spec §9: how long after navigating home the page scrolls to the hero. */
export const homeScrollDelayMs = 100;

const menuId = "site-menu";

function scrollToHero() {
  const hero = document.getElementById(heroId);
  if (hero) hero.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
  else window.scrollTo({ top: 0, behavior: scrollBehavior() });
}

function isPlainLeftClick(event: MouseEvent) {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
  );
}

/** The company's mark next to its name from settings, linking home. */
function Brand({ companyName }: { companyName: string }) {
  return (
    <Link to="/" className="flex min-w-0 items-center gap-2.5 rounded-md">
      <img src="/logo.svg" alt="" width={40} height={40} className="size-9 shrink-0 sm:size-10" />
      <span className="truncate text-lg font-semibold tracking-tight text-forest-900 sm:text-xl md:max-lg:sr-only">
        {companyName}
      </span>
    </Link>
  );
}

/**
 * The sticky header of every public page (spec §2 Header): brand, phone, navigation and the
 * Enquire Now call to action; below `md` the navigation folds into a menu.
 */
export function SiteHeader() {
  const { settings } = useSite();
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  // The menu belongs to the page it was opened on: any navigation closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const menuOpen = openAt === location.key;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpenAt(null);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setOpenAt(null);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [menuOpen]);

  const closeMenu = () => setOpenAt(null);

  const onHomeClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    closeMenu();
    if (location.pathname === "/") {
      scrollToHero();
      return;
    }
    void Promise.resolve(navigate("/", { replace: true })).then(() => {
      window.setTimeout(scrollToHero, homeScrollDelayMs);
    });
  };

  const phoneHref = telHref(settings.phone);

  return (
    <header
      ref={headerRef}
      className="sticky top-0 z-40 bg-white/95 shadow-[0_1px_0_0_rgb(19_46_32/0.12)] backdrop-blur"
    >
      <a
        href="#main"
        className="sr-only rounded-md bg-forest-800 px-4 py-2 font-semibold text-white focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50"
      >
        Skip to content
      </a>
      <div className="mx-auto flex h-(--header-height) max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <Brand companyName={settings.companyName} />

        <nav aria-label="Main" className="ml-auto hidden md:block">
          <ul className="flex items-center gap-0.5 lg:gap-1">
            {siteNavigation.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end
                  onClick={item.to === "/" ? onHomeClick : undefined}
                  className={({ isActive }) =>
                    `relative rounded-md px-2.5 py-2 text-[15px] font-semibold transition-colors lg:px-3 ${
                      isActive
                        ? "text-forest-800 after:absolute after:inset-x-2.5 after:-bottom-0.5 after:h-0.5 after:rounded-full after:bg-marigold-500 lg:after:inset-x-3"
                        : "text-neutral-700 hover:bg-forest-50 hover:text-forest-800"
                    }`
                  }
                >
                  {item.label}
                </NavLink>
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
            <span className="xl:sr-only">Call </span>
            {settings.phone}
          </span>
        </a>

        <Link
          to="/contact"
          className="hidden shrink-0 rounded-full bg-marigold-400 px-5 py-2.5 font-semibold whitespace-nowrap text-forest-900 shadow-sm transition-colors hover:bg-marigold-500 md:inline-flex"
        >
          Enquire Now
        </Link>

        {hydrated ? (
          <button
            ref={buttonRef}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            onClick={() => setOpenAt(menuOpen ? null : location.key)}
            className="-mr-2 flex size-11 shrink-0 items-center justify-center rounded-full text-forest-900 hover:bg-forest-50 md:hidden"
          >
            {menuOpen ? (
              <X aria-hidden="true" className="size-6" />
            ) : (
              <Menu aria-hidden="true" className="size-6" />
            )}
          </button>
        ) : (
          // Before the page's script runs, the menu icon jumps to the same links in the footer.
          <a
            href="#footer-nav"
            className="-mr-2 flex size-11 shrink-0 items-center justify-center rounded-full text-forest-900 md:hidden"
          >
            <Menu aria-hidden="true" className="size-6" />
            <span className="sr-only">Menu</span>
          </a>
        )}
      </div>

      {hydrated && (
        <nav
          id={menuId}
          aria-label="Main"
          hidden={!menuOpen}
          className="absolute inset-x-0 top-full max-h-[calc(100svh-var(--header-height))] overflow-y-auto border-b border-forest-900/10 bg-white shadow-lg md:hidden"
        >
          <ul className="px-4 py-3 sm:px-6">
            {siteNavigation.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end
                  onClick={item.to === "/" ? onHomeClick : closeMenu}
                  className={({ isActive }) =>
                    `flex items-center rounded-lg px-3 py-3 text-lg font-semibold ${
                      isActive ? "bg-forest-50 text-forest-800" : "text-neutral-800 hover:bg-forest-50"
                    }`
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="flex flex-col gap-3 border-t border-forest-900/10 px-4 py-4 sm:px-6">
            <a
              href={phoneHref}
              onClick={closeMenu}
              className="flex items-center justify-center gap-2 rounded-full px-5 py-3 font-semibold text-forest-800 ring-1 ring-forest-700/30 ring-inset"
            >
              <Phone aria-hidden="true" className="size-5" />
              <span className="tabular-nums">{settings.phone}</span>
            </a>
            <PageWhatsAppLink
              onClick={closeMenu}
              className="flex items-center justify-center gap-2 rounded-full bg-emerald-700 px-5 py-3 font-semibold text-white"
              iconClassName="size-5"
            />
            <Link
              to="/contact"
              onClick={closeMenu}
              className="flex items-center justify-center rounded-full bg-marigold-400 px-5 py-3 font-semibold text-forest-900"
            >
              Enquire Now
            </Link>
          </div>
        </nav>
      )}
    </header>
  );
}
