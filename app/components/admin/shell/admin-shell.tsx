import { Menu, X } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link, useLocation, useNavigation } from "react-router";

import { twoFactorPagePath } from "#app/domain/staff/two-factor-view.ts";
import { roleNames, type StaffRole } from "#app/domain/staff/roles.ts";

import { ShellNav } from "./shell-nav.tsx";

/** Under "Signed in as": the pages about one's own account, open to every role. */
const accountLinks = [
  { to: "/admin/account", label: "Your sessions" },
  { to: twoFactorPagePath, label: "Two-factor sign-in" },
];

/** Spec §2 "Sidebar", collapsing into a menu on small screens, around every back-office page. */
export function AdminShell({
  staff,
  newLeads,
  children,
}: {
  staff: { name: string; email: string; role: StaffRole };
  /** Leads still New, counted beside the Leads entry. */
  newLeads: number;
  children: ReactNode;
}) {
  const location = useLocation();
  // The menu belongs to the page it was opened on: navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.pathname;
  const navigation = useNavigation();

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
        <ShellNav newLeads={newLeads} role={staff.role} />
        <p className="mt-6 truncate px-3 text-xs text-forest-100/70" title={staff.email}>
          Signed in as {staff.name}
        </p>
        <p className="truncate px-3 text-xs text-forest-100/70">{roleNames[staff.role]}</p>
        {accountLinks.map(({ to, label }) => (
          <Link
            key={to}
            to={to}
            className="mt-1 block px-3 text-xs font-medium text-forest-50 underline underline-offset-4"
          >
            {label}
          </Link>
        ))}
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
