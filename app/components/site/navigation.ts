/** Spec §2 Header: the public site's main pages (English addresses, text keys), in the header and again in the footer. */
export const siteNavigation = [
  { to: "/", label: "site:navHome" },
  { to: "/projects", label: "site:navProjects" },
  { to: "/about", label: "site:navAbout" },
  { to: "/blogs", label: "site:navBlogs" },
  { to: "/contact", label: "site:navContact" },
] as const;

/** The hero section's id on the home page: the target of the Home link (spec §2 Header). */
export const heroId = "hero";

/** Spec §9: how long after navigating home the page scrolls to the hero. */
export const homeScrollDelayMs = 100;

/** The phone menu's id (the menu button's aria-controls). */
export const menuId = "site-menu";
