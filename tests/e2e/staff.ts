import type { Page } from "@playwright/test";

/** The staff account every e2e server starts with (created by tests/e2e/serve.ts). */
export const testStaff = {
  name: "Test Administrator",
  email: "e2e-admin@example.in",
  password: "Laterite-Plots-2026",
};

/**
 * Signs the page's browser context in without clicking through the form: posts the sign-in
 * form's fields directly, and the session cookie lands in the context.
 */
export async function signIn(page: Page): Promise<void> {
  const response = await page.request.post("/admin/login", {
    form: { intent: "sign-in", email: testStaff.email, password: testStaff.password },
    maxRedirects: 0,
  });
  if (response.status() !== 302) throw new Error(`Sign-in failed with status ${response.status()}`);
}
