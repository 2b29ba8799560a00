import {
  ArrowLeft,
  CalendarCheck,
  CalendarClock,
  CalendarDays,
  ChartColumn,
  FileText,
  HandCoins,
  Inbox,
  IndianRupee,
  LayoutDashboard,
  Map as MapIcon,
  Settings,
  UserRoundSearch,
  Users,
} from "lucide-react";
import { NavLink } from "react-router";

import { scheduledPath } from "#app/domain/publishing/index.ts";
import { can, type Permission, type StaffRole } from "#app/domain/staff/roles.ts";

import { LogoutButton } from "./logout-button.tsx";
import { navItemClass } from "./nav-item.ts";

const links: { to: string; label: string; icon: typeof Users; end?: boolean; needs?: Permission }[] = [
  { to: "/admin", label: "Dashboard", icon: LayoutDashboard, end: true },
  { to: "/admin/my-day", label: "My day", icon: CalendarCheck, needs: "read-leads" },
  { to: "/admin/projects", label: "Projects", icon: MapIcon, needs: "read-content" },
  { to: "/admin/costs", label: "Costs", icon: IndianRupee, needs: "edit-content" },
  { to: "/admin/blogs", label: "Blogs", icon: FileText, needs: "read-content" },
  { to: scheduledPath, label: "Scheduled", icon: CalendarClock, needs: "read-content" },
  { to: "/admin/leads", label: "Leads", icon: Inbox, needs: "read-leads" },
  { to: "/admin/visits", label: "Site visits", icon: CalendarDays, needs: "read-leads" },
  { to: "/admin/bookings", label: "Bookings", icon: HandCoins, needs: "book-plots" },
  { to: "/admin/reports", label: "Reports", icon: ChartColumn, needs: "manage-leads" },
  { to: "/admin/settings", label: "Settings", icon: Settings, needs: "manage-site" },
  { to: "/admin/staff", label: "Staff", icon: Users, needs: "manage-site" },
  { to: "/admin/personal-data", label: "Personal data", icon: UserRoundSearch, needs: "personal-data" },
];

/**
 * Spec §2 "Sidebar": the back office's pages the staff member's role opens (issue "Roles"), the
 * way back to the website and Logout.
 */
export function ShellNav({ newLeads, role }: { newLeads: number; role: StaffRole }) {
  const shown = links.filter((link) => !link.needs || can(role, link.needs));
  return (
    <nav aria-label="Back office">
      <ul className="space-y-1">
        {shown.map(({ to, label, icon: Icon, end }) => (
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
