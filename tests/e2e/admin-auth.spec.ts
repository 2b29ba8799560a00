import { expect, test } from "./fixtures.ts";
import { waitForMail } from "./mail.ts";
import { signIn, testStaff } from "./staff.ts";

test.describe("the sign-in screen", () => {
  test("shows at any admin address when signed out, and returns there after signing in", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 401/);
    const response = await page.goto("/admin/blogs");
    expect(response?.status()).toBe(401);
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    await page.getByLabel("Email").fill(testStaff.email);
    await page.getByLabel("Password", { exact: true }).fill(testStaff.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/admin\/blogs$/);
    await expect(page.getByRole("heading", { name: "Blog Management" })).toBeVisible();
  });

  test("asks to fill in all fields when they are blank after trimming", async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 401/);
    await page.goto("/admin");
    await page.getByLabel("Email").fill("   ");
    await page.getByLabel("Password", { exact: true }).fill("   ");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please fill in all fields.");
  });

  test("gives one message for a wrong password and for an unknown e-mail", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 40[13]/);
    await page.goto("/admin");
    await page.getByLabel("Email").fill(testStaff.email);
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert")).toHaveText("Invalid email or password. Please try again.");

    await page.getByLabel("Email").fill(`nobody-${Date.now()}@example.in`);
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert")).toHaveText("Invalid email or password. Please try again.");
  });

  test("the password can be shown and hidden", async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 401/);
    await page.goto("/admin");
    const password = page.getByLabel("Password", { exact: true });
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Hide password" }).click();
    await expect(password).toHaveAttribute("type", "password");
  });

  test("switching to reset mode and back clears the messages", async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 40[01]/);
    await page.goto("/admin");
    await page.getByLabel("Email").fill("   ");
    await page.getByLabel("Password", { exact: true }).fill("   ");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert")).toBeVisible();
    await page.getByRole("link", { name: "Forgot Password?" }).click();
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Send Reset Email" })).toBeVisible();
    await page.getByLabel("Email").fill("  ");
    await page.getByRole("button", { name: "Send Reset Email" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please enter your email address.");
    await page.getByRole("link", { name: "Back to Sign In" }).click();
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
  });

  test("a reset request for an unknown e-mail shows the same success message", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 401/);
    await page.goto("/admin");
    await page.getByRole("link", { name: "Forgot Password?" }).click();
    await page.getByLabel("Email").fill(`unknown-${Date.now()}@example.in`);
    await page.getByRole("button", { name: "Send Reset Email" }).click();
    await expect(page.getByRole("status")).toHaveText("Password reset email sent! Check your inbox.");
  });
});

test("logging out ends the session on the server", async ({ page, context, consoleErrors }) => {
  consoleErrors.allow(/status of 401/);
  await signIn(page);
  await page.goto("/admin");
  const session = (await context.cookies()).find((c) => c.name.endsWith("session_token"));
  expect(session).toBeTruthy();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  const replay = await page.request.get("/admin", {
    headers: { cookie: `${session!.name}=${session!.value}` },
  });
  expect(replay.status()).toBe(401);
});

test("a forgotten password is reset through the mailed link, once", async ({ browser }, testInfo) => {
  // A staff account of its own, so changing its password does not disturb other tests.
  const page = await browser.newPage();
  await signIn(page);
  const email = `reset-${testInfo.project.name}-${Date.now()}@example.in`;
  const created = await page.request.post("/admin/staff", {
    form: { intent: "add", name: "Reset Tester", email, password: "Casuarina-grove-77" },
  });
  expect(created.status()).toBeLessThan(400);
  await page.context().clearCookies();

  await page.goto("/admin/login?mode=reset");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send Reset Email" }).click();
  await expect(page.getByRole("status")).toHaveText("Password reset email sent! Check your inbox.");

  const mail = await waitForMail(email, /reset-password\?token=/);
  const link = /https?:\/\/\S+reset-password\?token=[A-Za-z0-9%_-]+/.exec(mail)![0];
  const path = new URL(link).pathname + new URL(link).search;

  await page.goto(path);
  await page.getByLabel("New password", { exact: true }).fill("short");
  await page.getByLabel("Repeat the new password").fill("short");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByText("Use at least 10 characters.")).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("password123");
  await page.getByLabel("Repeat the new password").fill("password123");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByText("This password is too common.", { exact: false })).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("Tamarind-avenue-91");
  await page.getByLabel("Repeat the new password").fill("Tamarind-avenue-91");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByRole("heading", { name: "Password changed" })).toBeVisible();

  await page.goto(path);
  await page.getByLabel("New password", { exact: true }).fill("Another-avenue-92");
  await page.getByLabel("Repeat the new password").fill("Another-avenue-92");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByRole("alert")).toContainText("invalid or has expired");

  const signedIn = await page.request.post("/admin/login", {
    form: { intent: "sign-in", email, password: "Tamarind-avenue-91" },
    maxRedirects: 0,
  });
  expect(signedIn.status()).toBe(302);
  await page.close();
});

test("after a few failures for one account from one address, sign-in answers 429 whatever X-Forwarded-For says", async ({
  request,
}, testInfo) => {
  const email = `locked-${testInfo.project.name}-${Date.now()}@example.in`;
  const attempt = (forwardedFor: string) =>
    request.post("/admin/login", {
      form: { intent: "sign-in", email, password: "wrong-password" },
      headers: { "x-forwarded-for": forwardedFor, "x-client-ip": forwardedFor },
      maxRedirects: 0,
    });
  for (let i = 0; i < 5; i++) expect((await attempt(`203.0.113.${i}`)).status()).toBe(401);
  const blocked = await attempt("198.51.100.7");
  expect(blocked.status()).toBe(429);
  expect(await blocked.text()).toContain("Too many failed attempts. Please try again later.");
});
