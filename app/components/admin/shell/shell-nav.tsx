import { ArrowLeft, FileText, Inbox, LayoutDashboard, Map as MapIcon, Settings, Users } from "lucide-react";
import { NavLink } from "react-router";

import { LogoutButton } from "./logout-button.tsx";
import { navItemClass } from "./nav-item.ts";

const links = [
  { to: "/admin", label: "Dashboard", icon: LayoutDashboard, end: true },
  { to: "/admin/projects", label: "Projects", icon: MapIcon },
  { to: "/admin/blogs", label: "Blogs", icon: FileText },
  { to: "/admin/leads", label: "Leads", icon: Inbox },
  { to: "/admin/settings", label: "Settings", icon: Settings },
  { to: "/admin/staff", label: "Staff", icon: Users },
];

/** Spec §2 "Sidebar": the back office's pages, the way back to the website and Logout. */
export function ShellNav({ newLeads }: { newLeads: number }) {
  return (
    <nav aria-label="Back office">
      <ul className="space-y-1">
        {links.map(({ to, label, icon: Icon, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) => `${navItemClass} ${isActive ? "bg-white/15 text-white" : ""}`}
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
          <a href="/" className={navItemClass}>
            <ArrowLeft aria-hidden className="size-4" />
            Back to Website
          </a>
        </li>
        <li>
          <LogoutButton />
        </li>
      </ul>
    </nav>
  );
}
