import {
  ArrowLeft,
  FileText,
  Inbox,
  LayoutDashboard,
  LogOut,
  Map as MapIcon,
  Menu,
  Settings,
  Users,
  X,
} from "lucide-react";
import { useState, type ReactNode } from "react";
import { NavLink, useFetcher, useLocation, useNavigation } from "react-router";

const links = [
  { to: "/admin", label: "Dashboard", icon: LayoutDashboard, end: true },
  { to: "/admin/projects", label: "Projects", icon: MapIcon },
  { to: "/admin/blogs", label: "Blogs", icon: FileText },
  { to: "/admin/leads", label: "Leads", icon: Inbox },
  { to: "/admin/settings", label: "Settings", icon: Settings },
  { to: "/admin/staff", label: "Staff", icon: Users },
];

const item =
  "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-forest-50/90 hover:bg-white/10 hover:text-white";

/** Spec §2 "Sidebar", collapsing into a menu on small screens, around every back-office page. */
export function AdminShell({
  staff,
  newLeads,
  children,
}: {
  staff: { name: string; email: string };
  /** Leads still New, counted beside the Leads entry. */
  newLeads: number;
  children: ReactNode;
}) {
  const location = useLocation();
  // The menu belongs to the page it was opened on: navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.pathname;
  const navigation = useNavigation();
  const logout = useFetcher<{ error?: string }>();

  return (
    <div className="min-h-screen bg-neutral-50 lg:flex">
      <header className="flex items-center justify-between bg-forest-900 px-4 py-3 text-white lg:hidden">
        <span className="font-semibold">Back office</span>
        <button
          type="button"
          className="rounded-md p-2 hover:bg-white/10"
          aria-expanded={open}
          aria-controls="admin-sidebar"
          aria-label={open ? "Close menu" : "Open menu"}
          onClick={() => setOpenOn(open ? null : location.pathname)}
        >
          {open ? <X aria-hidden className="size-5" /> : <Menu aria-hidden className="size-5" />}
        </button>
      </header>
      <aside
        id="admin-sidebar"
        className={`${open ? "block" : "hidden"} bg-forest-900 px-3 py-4 lg:sticky lg:top-0 lg:block lg:h-screen lg:w-60 lg:shrink-0`}
      >
        <p className="hidden px-3 pb-4 text-lg font-semibold text-white lg:block">Back office</p>
        <nav aria-label="Back office">
          <ul className="space-y-1">
            {links.map(({ to, label, icon: Icon, end }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end={end}
                  className={({ isActive }) => `${item} ${isActive ? "bg-white/15 text-white" : ""}`}
                >
                  <Icon aria-hidden className="size-4" />
                  {label}
                  {to === "/admin/leads" && newLeads > 0 ? (
                    <span className="ml-auto rounded-full bg-marigold-400 px-2 py-0.5 text-xs font-semibold text-forest-900 tabular-nums">
                      {newLeads}
                      <span className="sr-only"> new</span>
                    </span>
                  ) : null}
                </NavLink>
              </li>
            ))}
            <li className="pt-4">
              <a href="/" className={item}>
                <ArrowLeft aria-hidden className="size-4" />
                Back to Website
              </a>
            </li>
            <li>
              <logout.Form method="post" action="/admin/logout">
                <button type="submit" className={`${item} w-full`}>
                  <LogOut aria-hidden className="size-4" />
                  Logout
                </button>
              </logout.Form>
              {logout.data?.error ? (
                <p role="alert" className="mt-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
                  {logout.data.error}
                </p>
              ) : null}
            </li>
          </ul>
        </nav>
        <p className="mt-6 truncate px-3 text-xs text-forest-100/70" title={staff.email}>
          Signed in as {staff.name}
        </p>
      </aside>
      <div className="min-w-0 flex-1">
        {navigation.state === "loading" ? (
          <p role="status" className="bg-marigold-400/30 px-6 py-2 text-sm text-forest-900">
            Loading...
          </p>
        ) : null}
        <main id="main" className="px-4 py-6 sm:px-6 lg:px-8">
          {children}
        </main>
      </div>
    </div>
  );
}
