/** An entry of the sidebar, light on its dark green: the page links and Logout alike. */
export const navItemClass =
  "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-forest-50/90 hover:bg-white/10 hover:text-white";
