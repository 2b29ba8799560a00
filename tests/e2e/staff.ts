import type { Page } from "@playwright/test";

import type { StaffRole } from "#app/domain/staff/roles.ts";

/** The staff account every e2e server starts with (created by tests/e2e/serve.ts). */
export const testStaff = {
  name: "Test Administrator",
  email: "e2e-admin@example.in",
  password: "Laterite-Plots-2026",
};

/**
 * An account of each role beside the owner above (issue "Roles"), on every e2e server; two sales
 * executives, so that one can be refused the other's lead.
 */
export const roleStaff = {
  "sales-manager": { name: "Test Sales Manager", email: "e2e-manager@example.in" },
  "sales-executive": { name: "Test Sales Executive", email: "e2e-executive@example.in" },
  "other-executive": { name: "Other Sales Executive", email: "e2e-executive-2@example.in" },
  "content-editor": { name: "Test Content Editor", email: "e2e-editor@example.in" },
} as const;

export const roleOf: Record<keyof typeof roleStaff, StaffRole> = {
  "sales-manager": "sales-manager",
  "sales-executive": "sales-executive",
  "other-executive": "sales-executive",
  "content-editor": "content-editor",
};

/**
 * Signs the page's browser context in without clicking through the form: posts the sign-in
 * form's fields directly, and the session cookie lands in the context. As the owner, or as the
 * account of `as`.
 */
export async function signIn(page: Page, as?: keyof typeof roleStaff): Promise<void> {
  const email = as ? roleStaff[as].email : testStaff.email;
  const response = await page.request.post("/admin/login", {
    form: { intent: "sign-in", email, password: testStaff.password },
    maxRedirects: 0,
  });
  if (response.status() !== 302) throw new Error(`Sign-in failed with status ${response.status()}`);
}
