import { randomUUID } from "node:crypto";

import type { Page } from "@playwright/test";

import { authenticatorCode } from "#tests/support/authenticator.ts";
import { axe } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { signIn } from "./staff.ts";

/**
 * Issue "Roles": optional two-factor sign-in, set up and used as a colleague would: the app's key
 * read off the page, its codes made here as an authenticator app makes them.
 */
const password = "Red-earth-plots-42";

/** A new colleague added by the owner; the page is then signed out. */
async function newColleague(page: Page, name = "Kavitha Two-Factor"): Promise<string> {
  const email = `two-factor-${randomUUID().slice(0, 8)}@example.in`;
  await signIn(page);
  await page.goto("/admin/staff");
  const form = page.getByRole("region", { name: "Add a staff account" });
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Email", { exact: true }).fill(email);
  await form.getByLabel("First password", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Add account" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Staff account added." })).toBeVisible();
  await page.context().clearCookies();
  return email;
}

async function signInWithPassword(page: Page, email: string) {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
}

test("a colleague turns on two-factor sign-in, then signs in with the app's code or a recovery code", async ({
  page,
  consoleErrors,
}) => {
  test.slow();
  consoleErrors.allow(/status of 40[01]/);
  const email = await newColleague(page);
  await signInWithPassword(page, email);
  await page.getByRole("link", { name: "Two-factor sign-in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Two-factor sign-in" })).toBeVisible();
  const off = page.getByRole("region", { name: "Off" });

  // The password first: a wrong one is named next to its field.
  await off.getByLabel("Your password").fill("not-my-password");
  await off.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  await expect(off.getByText("Incorrect password. Please try again.")).toBeVisible();
  await off.getByLabel("Your password").fill(password);
  await off.getByRole("button", { name: "Set up two-factor sign-in" }).click();

  const setup = page.getByRole("region", { name: "Set up your authenticator app" });
  await expect(setup.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const key = (await setup.getByLabel("Key").textContent())!;
  expect(key).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
  expect((await axe(page).analyze()).violations).toEqual([]);

  await setup.getByLabel("Code from your app").fill("000000");
  await setup.getByRole("button", { name: "Turn on" }).click();
  await expect(setup.getByText("That code is not right. Please try again.")).toBeVisible();
  await setup.getByLabel("Code from your app").fill(await authenticatorCode(key));
  await setup.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Two-factor sign-in is on." })).toBeVisible();
  const codes = await page
    .getByRole("list", { name: "Recovery codes" })
    .getByRole("listitem")
    .allTextContents();
  expect(codes).toHaveLength(10);
  await expect(page.getByRole("region", { name: "On" })).toContainText("Recovery codes left: 10.");

  // Signing in now asks for a code after the password.
  await signOut(page);
  await signInWithPassword(page, email);
  await expect(page).toHaveURL(/\/admin\/login\/two-factor/);
  await expect(page.getByRole("heading", { name: "Two-factor sign-in" })).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);
  await page.getByLabel("Code from your app").fill("123456");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("That code is not right. Please try again.")).toBeVisible();
  await page.getByLabel("Code from your app").fill(await authenticatorCode(key));
  await page.getByRole("button", { name: "Verify" }).click();
  // A new colleague is a sales executive, whose day starts on "My day".
  await expect(page.getByRole("heading", { level: 1, name: "My day" })).toBeVisible();

  // A recovery code signs in once, without the phone.
  await signOut(page);
  await signInWithPassword(page, email);
  await page.getByRole("link", { name: "Use a recovery code instead" }).click();
  await page.getByLabel("Recovery code").fill(codes[0]!);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My day" })).toBeVisible();
  await page.goto("/admin/account/two-factor");
  await expect(page.getByRole("region", { name: "On" })).toContainText("Recovery codes left: 9.");
});

test("the second step without a right password first sends back to the first", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 401/);
  await page.goto("/admin/login/two-factor?redirectTo=%2Fadmin%2Fleads");
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fleads$/);
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
});

test("an owner turns off a colleague's two-factor sign-in when their phone is lost", async ({
  page,
  consoleErrors,
}) => {
  test.slow();
  consoleErrors.allow(/status of 40[01]/);
  const name = `Lost Phone ${randomUUID().slice(0, 6)}`;
  const email = await newColleague(page, name);
  await signInWithPassword(page, email);
  await expect(page.getByRole("heading", { level: 1, name: "My day" })).toBeVisible();
  await page.goto("/admin/account/two-factor");
  const off = page.getByRole("region", { name: "Off" });
  await off.getByLabel("Your password").fill(password);
  await off.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  const setup = page.getByRole("region", { name: "Set up your authenticator app" });
  const key = (await setup.getByLabel("Key").textContent())!;
  await setup.getByLabel("Code from your app").fill(await authenticatorCode(key));
  await setup.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Two-factor sign-in is on." })).toBeVisible();
  await signOut(page);

  await signIn(page);
  await page.goto("/admin/staff");
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText("Two-factor");
  await row.getByRole("button", { name: `Turn off two-factor sign-in for ${name}` }).click();
  const asked = page.getByRole("dialog", { name: "Turn off two-factor sign-in for this account?" });
  await expect(asked).toContainText(email);
  await asked.getByRole("button", { name: "Turn off two-factor" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Two-factor sign-in turned off." })).toBeVisible();
  await expect(row.getByRole("button", { name: `Turn off two-factor sign-in for ${name}` })).toHaveCount(0);
  await page.context().clearCookies();

  // The password alone signs the colleague in again.
  await signInWithPassword(page, email);
  await expect(page.getByRole("heading", { level: 1, name: "My day" })).toBeVisible();
});
