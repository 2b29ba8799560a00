import { describe, expect, it } from "vitest";

import { can, dashboardPanelsFor, mayAssign, mayWorkLead, permissions, staffRoles } from "./roles.ts";

describe("the role matrix (docs/roles.md)", () => {
  it("gives each role the rows of the issue's table", () => {
    const allowed = Object.fromEntries(
      staffRoles.map((role) => [role, permissions.filter((permission) => can(role, permission))]),
    );
    expect(allowed).toEqual({
      owner: [...permissions],
      "sales-manager": [
        "read-content",
        "read-plots",
        "edit-plots",
        "hold-plots",
        "read-leads",
        "all-leads",
        "manage-leads",
        "book-plots",
        "manage-bookings",
      ],
      "sales-executive": ["read-content", "read-plots", "hold-plots", "read-leads", "book-plots"],
      "content-editor": ["read-content", "edit-content", "read-plots"],
    });
  });

  it("lets a sales executive work their own leads and the pool, and nobody's else", () => {
    const executive = { id: "arun", role: "sales-executive" } as const;
    expect(mayWorkLead(executive, "arun")).toBe(true);
    expect(mayWorkLead(executive, null)).toBe(true);
    expect(mayWorkLead(executive, "kavya")).toBe(false);
    expect(mayWorkLead({ id: "meena", role: "sales-manager" }, "kavya")).toBe(true);
    expect(mayWorkLead({ id: "ravi", role: "content-editor" }, null)).toBe(false);
  });

  it("lets a sales executive take an unassigned lead, and only managers assign to others", () => {
    const executive = { id: "arun", role: "sales-executive" } as const;
    expect(mayAssign(executive, null, "arun")).toBe(true);
    expect(mayAssign(executive, "arun", "arun")).toBe(true);
    expect(mayAssign(executive, null, "kavya")).toBe(false);
    expect(mayAssign(executive, "arun", null)).toBe(false);
    expect(mayAssign({ id: "meena", role: "owner" }, "arun", "kavya")).toBe(true);
  });

  it("shows each role its own dashboard panels", () => {
    expect([...dashboardPanelsFor("sales-executive")]).toEqual(["my-leads", "inventory"]);
    expect(dashboardPanelsFor("content-editor").has("new-leads")).toBe(false);
    expect(dashboardPanelsFor("sales-manager").has("recent-projects")).toBe(false);
    expect(dashboardPanelsFor("owner").size).toBe(7);
  });
});
