/**
 * Issue "Roles": a fixed set of roles, and what each may see and change. The matrix is written out
 * in docs/roles.md; the server decides every request with `can` (the guards in session.server.ts),
 * and the back office hides what a role cannot do with the same function.
 */
export const staffRoles = ["owner", "sales-manager", "sales-executive", "content-editor"] as const;

export type StaffRole = (typeof staffRoles)[number];

export const roleNames: Record<StaffRole, string> = {
  owner: "Owner",
  "sales-manager": "Sales manager",
  "sales-executive": "Sales executive",
  "content-editor": "Content editor",
};

export function isStaffRole(value: unknown): value is StaffRole {
  return staffRoles.includes(value as StaffRole);
}

/**
 * What a role may do. "Leads" for a sales executive are those assigned to them and the unassigned
 * pool they can take (`mayWorkLead`); the other permissions hold for every record.
 */
const grants = {
  /** Staff accounts, settings and backups. */
  "manage-site": ["owner"],
  /** Projects, blog, media and layout plans, read. */
  "read-content": ["owner", "sales-manager", "sales-executive", "content-editor"],
  /** Projects, blog, media and layout plans, changed. */
  "edit-content": ["owner", "content-editor"],
  /** A project's plots, read. */
  "read-plots": ["owner", "sales-manager", "sales-executive", "content-editor"],
  /** Plot statuses, prices and imports. */
  "edit-plots": ["owner", "sales-manager"],
  /** Holding and releasing a plot (a sales executive: for their own leads). */
  "hold-plots": ["owner", "sales-manager", "sales-executive"],
  /** The leads (a sales executive: their own and the unassigned pool). */
  "read-leads": ["owner", "sales-manager", "sales-executive"],
  /** Every lead, whoever it is assigned to. */
  "all-leads": ["owner", "sales-manager"],
  /** Assigning leads, the lead CSV export and deleting a lead. */
  "manage-leads": ["owner", "sales-manager"],
  /**
   * Issue "Site visits and bookings": booking a plot, recording its payments and documents (a sales
   * executive: for their own leads).
   */
  "book-plots": ["owner", "sales-manager", "sales-executive"],
  /** Approving a discount, registering or cancelling a booking, the booking reports and their CSV. */
  "manage-bookings": ["owner", "sales-manager"],
  /**
   * Buyers' personal data (DPDP Act): who opened it, and finding, downloading and erasing what is
   * held under a phone number or e-mail.
   */
  "personal-data": ["owner"],
} as const satisfies Record<string, readonly StaffRole[]>;

export type Permission = keyof typeof grants;

export const permissions = Object.keys(grants) as Permission[];

export function can(role: StaffRole, permission: Permission): boolean {
  return (grants[permission] as readonly StaffRole[]).includes(role);
}

/**
 * A lead a staff member may open and work: every lead with "all-leads"; for a sales executive,
 * one assigned to them or to nobody yet (the pool they take from).
 */
export function mayWorkLead(staff: { id: string; role: StaffRole }, assignedTo: string | null): boolean {
  if (can(staff.role, "all-leads")) return true;
  return can(staff.role, "read-leads") && (assignedTo === null || assignedTo === staff.id);
}

/**
 * Whether a staff member may set a lead's assignee from `current` to `next`: anyone who assigns
 * leads may; a sales executive may only take an unassigned lead for themselves (or leave it as it is).
 */
export function mayAssign(
  staff: { id: string; role: StaffRole },
  current: string | null,
  next: string | null,
): boolean {
  if (can(staff.role, "manage-leads")) return true;
  return next === current || (current === null && next === staff.id);
}

/** The dashboard's panels (its "Dashboard" row of the matrix). */
export type DashboardPanel =
  | "project-stats"
  | "new-leads"
  | "recent-projects"
  | "activity"
  | "first-response"
  | "leads-per-project"
  | "inventory"
  | "my-leads";

const dashboardPanels: Record<StaffRole, readonly DashboardPanel[]> = {
  owner: [
    "project-stats",
    "new-leads",
    "recent-projects",
    "activity",
    "first-response",
    "leads-per-project",
    "inventory",
  ],
  "sales-manager": [
    "project-stats",
    "new-leads",
    "activity",
    "first-response",
    "leads-per-project",
    "inventory",
  ],
  "sales-executive": ["my-leads", "inventory"],
  "content-editor": ["project-stats", "recent-projects"],
};

/** All panels for an owner, the sales panels for a manager, their own figures for an executive. */
export function dashboardPanelsFor(role: StaffRole): ReadonlySet<DashboardPanel> {
  return new Set(dashboardPanels[role]);
}

/**
 * Where signing in leads when no page was asked for: a sales executive's day starts on "My day"
 * (issue "One inbox"), everyone else's on the dashboard.
 */
export function firstPageFor(role: StaffRole): string {
  return role === "sales-executive" ? "/admin/my-day" : "/admin";
}
