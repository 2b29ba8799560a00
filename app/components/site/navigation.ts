/** Spec §2 Header: the public site's main pages, listed in the header and again in the footer. */
export const siteNavigation = [
  { to: "/", label: "Home" },
  { to: "/projects", label: "Projects" },
  { to: "/about", label: "About" },
  { to: "/blogs", label: "Blogs" },
  { to: "/contact", label: "Contact" },
] as const;
