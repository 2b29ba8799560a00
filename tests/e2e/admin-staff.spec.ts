import { randomUUID } from "node:crypto";

import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { request as playwrightRequest } from "@playwright/test";

import { openDatabase } from "#app/db/database.server.ts";
import { expect, test } from "./fixtures.ts";
import { expectAccessibleAtEveryWidth } from "./axe.ts";
import { waitForMail } from "./mail.ts";
import { adminSiteUrl } from "./servers.ts";
import { signIn, testStaff } from "./staff.ts";

const password = "Red-earth-plots-42";

function colleague(testInfo: TestInfo, who: string) {
  const suffix = randomUUID().slice(0, 6);
  const name = `${who} ${testInfo.project.name} ${suffix}`;
  return { name, email: `${who.toLowerCase()}-${testInfo.project.name}-${suffix}@example.in` };
}

const row = (page: Page, name: string) =>
  page.getByRole("row").filter({ has: page.getByRole("rowheader", { name }) });
const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

async function addWithPassword(page: Page, who: { name: string; email: string }) {
  await page.goto("/admin/staff");
  const form = page.getByRole("region", { name: "Add a staff account" });
  await form.getByLabel("Name").fill(who.name);
  await form.getByLabel("Email", { exact: true }).fill(who.email);
  await form.getByLabel("First password", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Add account" }).click();
  await expect(toast(page, "Staff account added.")).toBeVisible();
}

/** A separate browser-less client, signed in as someone else. */
async function signedInClient(email: string, secret = password): Promise<APIRequestContext> {
  const client = await playwrightRequest.newContext({ baseURL: adminSiteUrl });
  const response = await client.post("/admin/login", {
    form: { intent: "sign-in", email, password: secret },
    maxRedirects: 0,
  });
  expect(response.status(), `sign-in as ${email}`).toBe(302);
  return client;
}

async function signInStatus(email: string, secret = password): Promise<number> {
  const client = await playwrightRequest.newContext({ baseURL: adminSiteUrl });
  try {
    const response = await client.post("/admin/login", {
      form: { intent: "sign-in", email, password: secret },
      maxRedirects: 0,
    });
    return response.status();
  } finally {
    await client.dispose();
  }
}

test("lists the accounts, with your own marked and not removable", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/staff");
  await expect(page.getByRole("heading", { level: 1, name: "Staff" })).toBeVisible();
  const mine = row(page, testStaff.name);
  await expect(mine.getByRole("rowheader")).toHaveText(`${testStaff.name}You`);
  await expect(mine).toContainText(testStaff.email);
  await expect(mine).toContainText("Active");
  await expect(mine).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await expect(mine).toContainText("Your account");
  await expect(mine.getByRole("button")).toHaveCount(0);
});

test("adds an account with a first password; it can sign in", async ({ page }, testInfo) => {
  await signIn(page);
  const who = colleague(testInfo, "Arun");
  await addWithPassword(page, who);
  const added = row(page, who.name);
  await expect(added).toContainText(who.email);
  await expect(added).toContainText("Active");
  expect(await signInStatus(who.email)).toBe(302);
  // The form is empty again for the next person.
  await expect(page.getByRole("region", { name: "Add a staff account" }).getByLabel("Name")).toHaveValue("");
});

test("refuses a missing name, a bad e-mail, a weak password and a taken e-mail next to the fields", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 400 .*\/admin\/staff\.data\)$/);
  await signIn(page);
  await page.goto("/admin/staff");
  const form = page.getByRole("region", { name: "Add a staff account" });
  await form.getByLabel("Name").fill("  ");
  await form.getByLabel("Email", { exact: true }).fill("meena@example");
  await form.getByLabel("First password", { exact: true }).fill("password123");
  await form.getByRole("button", { name: "Add account" }).click();
  await expect(form.getByLabel("Name")).toHaveAccessibleDescription("Please enter a name.");
  await expect(form.getByLabel("Email", { exact: true })).toHaveAccessibleDescription(
    "Please enter a valid email address.",
  );
  await expect(form.getByLabel("First password", { exact: true })).toHaveAccessibleDescription(
    /This password is too common/,
  );
  await expect(form.getByLabel("Email", { exact: true })).toHaveValue("meena@example");

  await form.getByLabel("Name").fill("Second Administrator");
  await form.getByLabel("Email", { exact: true }).fill(testStaff.email.toUpperCase());
  await form.getByLabel("First password", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Add account" }).click();
  await expect(form.getByLabel("Email", { exact: true })).toHaveAccessibleDescription(
    "An account with this email address already exists.",
  );
  await expect(form.getByLabel("Name")).toHaveValue("Second Administrator");

  const response = await page.request.post("/admin/staff", {
    form: { intent: "add", name: "", email: "x", method: "password", password: "" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(400);
});

test("disabling ends the account's sessions at once; enabling lets it sign in again", async ({
  page,
}, testInfo) => {
  await signIn(page);
  const who = colleague(testInfo, "Devi");
  await addWithPassword(page, who);
  const theirs = await signedInClient(who.email);
  // Added as a sales executive: the dashboard is theirs, the Staff page an owner's.
  expect((await theirs.get("/admin", { maxRedirects: 0 })).status()).toBe(200);

  await row(page, who.name)
    .getByRole("button", { name: `Disable ${who.name}` })
    .click();
  const asked = page.getByRole("dialog", { name: "Disable this staff account?" });
  await expect(asked).toContainText(who.email);
  await asked.getByRole("button", { name: "Disable account" }).click();
  await expect(toast(page, "Staff account disabled.")).toBeVisible();
  await expect(row(page, who.name)).toContainText("Disabled");
  const after = await theirs.get("/admin", { maxRedirects: 0 });
  expect(after.status()).toBe(401);
  expect(await after.text()).toContain("Sign In");
  // A disabled account is answered like a wrong password, so its password is never confirmed.
  expect(await signInStatus(who.email)).toBe(401);
  await theirs.dispose();

  await row(page, who.name)
    .getByRole("button", { name: `Enable ${who.name}` })
    .click();
  await expect(toast(page, "Staff account enabled.")).toBeVisible();
  await expect(row(page, who.name)).toContainText("Active");
  expect(await signInStatus(who.email)).toBe(302);
});

test("removing asks first, then the account is gone for good", async ({ page }, testInfo) => {
  await signIn(page);
  const who = colleague(testInfo, "Ravi");
  await addWithPassword(page, who);

  // Without the confirmation step nothing happens.
  const id = await staffId(who.email);
  const unconfirmed = await page.request.post("/admin/staff", {
    form: { intent: "remove", id },
    maxRedirects: 0,
  });
  expect(unconfirmed.status()).toBe(400);
  await page.reload();
  await expect(row(page, who.name)).toHaveCount(1);

  const asked = page.getByRole("dialog", { name: "Remove this staff account?" });
  const confirm = asked.getByRole("button", { name: "Remove account" });
  await expect(confirm).toBeHidden();
  await row(page, who.name).getByText("Remove", { exact: true }).click();
  await expect(asked).toContainText(who.name);
  await expect(asked).toContainText("this cannot be undone");
  await confirm.click();
  await expect(toast(page, "Staff account removed.")).toBeVisible();
  await expect(row(page, who.name)).toHaveCount(0);
  expect(await signInStatus(who.email)).toBe(401);
});

test("nobody can disable or remove their own account, even by a hand-made request", async ({ page }) => {
  await signIn(page);
  const id = await staffId(testStaff.email);
  const attempts: Record<string, string>[] = [
    { intent: "disable", id },
    { intent: "remove", id, confirm: "yes" },
  ];
  for (const form of attempts) {
    const response = await page.request.post("/admin/staff", { form, maxRedirects: 0 });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain("You cannot disable or remove your own account.");
  }
  expect(await signInStatus(testStaff.email, testStaff.password)).toBe(302);
});

test("invites by mail: the link lets the new colleague choose a password", async ({ page }, testInfo) => {
  await signIn(page);
  const who = colleague(testInfo, "Kavya");
  await page.goto("/admin/staff");
  const form = page.getByRole("region", { name: "Add a staff account" });
  await form.getByLabel("Name").fill(who.name);
  await form.getByLabel("Email", { exact: true }).fill(who.email);
  await form.getByLabel("Email them an invitation link").check();
  await expect(form).toContainText("a link, valid for 72 hours, to choose their own password");
  await expect(form.getByLabel("First password", { exact: true })).toHaveCount(0);
  await form.getByRole("button", { name: "Add and send invitation" }).click();
  await expect(toast(page, `Invitation sent to ${who.email}.`)).toBeVisible();
  await expect(row(page, who.name)).toContainText("Active");

  const welcome = await waitForMail(who.email, /A staff account has been created for you/);
  expect(welcome).toContain("Subject: Your staff account is ready");
  expect(welcome).toContain("The link works once and expires in 72 hours.");
  const link = await mailedLink(who.email);
  const invited = await page.context().browser()!.newContext();
  const theirPage = await invited.newPage();
  await theirPage.goto(link);
  await theirPage.getByLabel("New password", { exact: true }).fill(password);
  await theirPage.getByLabel("Repeat the new password").fill(password);
  await theirPage.getByRole("button", { name: "Save new password" }).click();
  await expect(theirPage.getByRole("heading", { name: "Password changed" })).toBeVisible();
  await invited.close();
  expect(await signInStatus(who.email)).toBe(302);

  await page.goto("/admin");
  await expect(page.getByRole("region", { name: "Recent Activity" })).toContainText(
    `Invited staff account ${who.name} (${who.email})`,
  );
});

test("the staff page is accessible and fits the screen", async ({ page }, testInfo) => {
  // Two widths of axe checks: slow on a busy machine.
  test.slow();
  await signIn(page);
  await addWithPassword(page, colleague(testInfo, "Axe"));
  await row(page, testStaff.name).waitFor();
  await page.getByRole("row").getByText("Remove", { exact: true }).first().click();
  await expectAccessibleAtEveryWidth(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("disabling and removing ask on a page step first; Cancel changes nothing", async ({
    page,
    consoleErrors,
  }, testInfo) => {
    // An unconfirmed change is refused (400) with the step that asks for it.
    consoleErrors.allow(/status of 400 .*\/admin\/staff\)$/);
    await signIn(page);
    const who = colleague(testInfo, "Lata");
    await addWithPassword(page, who);

    await row(page, who.name)
      .getByRole("button", { name: `Disable ${who.name}` })
      .click();
    const disabling = page.getByRole("dialog", { name: "Disable this staff account?" });
    await expect(disabling).toContainText(who.email);
    await disabling.getByRole("link", { name: "Cancel" }).click();
    await expect(row(page, who.name)).toContainText("Active");
    await row(page, who.name)
      .getByRole("button", { name: `Disable ${who.name}` })
      .click();
    await disabling.getByRole("button", { name: "Disable account" }).click();
    await expect(toast(page, "Staff account disabled.")).toBeVisible();
    await expect(row(page, who.name)).toContainText("Disabled");

    await row(page, who.name)
      .getByRole("button", { name: `Remove ${who.name}` })
      .click();
    const removing = page.getByRole("dialog", { name: "Remove this staff account?" });
    await expect(removing).toContainText("this cannot be undone");
    await removing.getByRole("button", { name: "Remove account" }).click();
    await expect(toast(page, "Staff account removed.")).toBeVisible();
    await expect(row(page, who.name)).toHaveCount(0);
  });
});

async function staffId(email: string): Promise<string> {
  const db = openDatabase({ kind: "sqlite", file: `${process.env.E2E_DATA_DIR}/site.db` });
  try {
    const user = await db
      .selectFrom("auth_user")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    return user.id;
  } finally {
    await db.destroy();
  }
}

/** The link of the invitation mail (the e2e server's SMTP sink keeps every mail). */
async function mailedLink(to: string): Promise<string> {
  const mail = await waitForMail(to, /\/admin\/reset-password\?token=/);
  const link = new URL(/https?:\/\/\S+\/admin\/reset-password\?token=\S+/.exec(mail)![0]);
  // The mail links to SITE_URL (localhost); the test server answers on 127.0.0.1.
  return `${adminSiteUrl}${link.pathname}${link.search}`;
}
