import { readFileSync } from "node:fs";
import { randomUUID } from "node:crypto";

import type { Page } from "@playwright/test";

import { contactSuccess, enquirySuccess } from "#app/domain/leads/lead-options.ts";
import { defaultSiteSettings as site } from "#app/domain/settings/settings.ts";
import { sampleProjects } from "#app/sample-content/sample-projects.ts";
import { expect, test } from "./fixtures.ts";
import { projectIdNamed, uniqueName } from "./leads.ts";
import { signIn, testStaff } from "./staff.ts";

const meadows = sampleProjects[0]!;

/** A mobile number no other test uses: "98xxx xxxxx" as typed, "+9198xxxxxxxx" as stored. */
function uniquePhone() {
  const digits = `98${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
  return { typed: `${digits.slice(0, 5)} ${digits.slice(5)}`, stored: `+91${digits}` };
}

/** Sends the home page enquiry form (about a project when `projectId` is given). */
async function sendEnquiry(page: Page, values: { name: string; phone: string; projectId?: string }) {
  await page.goto(values.projectId ? `/?project=${values.projectId}#enquiry` : "/");
  const form = page.locator("#enquiry form");
  await expect(form.locator('input[name="js"]')).toHaveValue("1", { timeout: 15_000 });
  await form.getByLabel("Full Name").fill(values.name);
  await form.getByLabel("Phone Number").fill(values.phone);
  await form.getByLabel("Preferred Location").selectOption("Chennai");
  await form.getByRole("button", { name: "Send Enquiry" }).click();
  await expect(form.getByRole("status")).toHaveText(enquirySuccess);
}

async function sendContactMessage(page: Page, values: { name: string; phone: string }) {
  await page.goto("/contact");
  const form = page.getByRole("region", { name: "Send us a message" }).locator("form");
  await expect(form.locator('input[name="js"]')).toHaveValue("1", { timeout: 15_000 });
  await form.getByLabel("Full Name").fill(values.name);
  await form.getByLabel("Phone Number").fill(values.phone);
  await form.getByLabel("Email").fill("meera@example.in");
  await form.getByLabel("Subject").selectOption("Site Visit Request");
  await form.getByLabel("Message").fill("Can we see the plots on Sunday?");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("status")).toHaveText(contactSuccess);
}

const spamTab = (page: Page) =>
  page.getByRole("navigation", { name: "Lead views" }).getByRole("link", { name: /^Spam/ });

/** The list's rows (the desktop table). */
const rows = (page: Page) => page.locator("main table tbody tr");

function toast(page: Page, text: string) {
  return page.locator("div[role=status], div[role=alert]").filter({ hasText: text });
}

test("staff find, filter and work the leads sent from the website", async ({ page, consoleErrors }) => {
  // Two public forms and a dozen back-office steps: more than the default half minute.
  test.setTimeout(90_000);
  // The empty note is refused with a 400, which Chromium logs.
  consoleErrors.allow(/status of 400 .*\/admin\/leads\/[^/]+\.data/);
  const name = uniqueName("Meera Iyer");
  const phone = uniquePhone();
  const projectId = await projectIdNamed(meadows.name);
  await sendEnquiry(page, { name, phone: phone.typed, projectId });
  await sendContactMessage(page, { name, phone: `0${phone.typed}` });

  await signIn(page);
  await page.goto(`/admin/leads?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
  await expect(rows(page)).toHaveCount(2);
  // Newest first: the contact message, recognised as the same person.
  await expect(rows(page).nth(0)).toContainText("Contact message");
  await expect(rows(page).nth(0)).toContainText("Returning");
  await expect(rows(page).nth(1)).toContainText("Enquiry");
  await expect(rows(page).nth(1)).toContainText(meadows.name);
  await expect(rows(page).nth(1)).not.toContainText("Returning");

  // Filters live in the address and apply as soon as a choice changes.
  await page.getByLabel("Kind").selectOption("Contact message");
  await expect(page).toHaveURL(/kind=contact/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText("Contact message");
  await page.getByLabel("Kind").selectOption("");
  await page.getByLabel("Project").selectOption(meadows.name);
  await expect(page).toHaveURL(new RegExp(`project=${projectId}`));
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText("Enquiry");

  // Search by the phone number as people write it.
  await page.goto("/admin/leads");
  await page.getByLabel("Search").fill(phone.typed);
  await page.getByLabel("Search").press("Enter");
  await expect(page).toHaveURL(/q=/);
  await expect(rows(page)).toHaveCount(2);

  // The contact message: call, WhatsApp and the earlier enquiry.
  await rows(page).nth(0).getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("link", { name: "Call" })).toHaveAttribute("href", `tel:${phone.stored}`);
  const whatsapp = await page.getByRole("link", { name: "WhatsApp" }).getAttribute("href");
  const chat = new URL(whatsapp ?? "");
  expect(`${chat.origin}${chat.pathname}`).toBe(`https://wa.me/${phone.stored.slice(1)}`);
  expect(chat.searchParams.get("text")).toBe(
    `Hello ${name}, this is ${site.companyName} about your enquiry. Thank you for your enquiry.`,
  );
  await expect(page.getByRole("link", { name: "E-mail", exact: true })).toHaveAttribute(
    "href",
    "mailto:meera@example.in",
  );
  const details = page.getByRole("region", { name: "What they sent" });
  await expect(details).toContainText("Site Visit Request");
  await expect(details).toContainText("Can we see the plots on Sunday?");
  // Values as people say them: the page by its name, not its path.
  await expect(details.getByText("Contact page", { exact: true })).toBeVisible();
  const earlier = page.getByRole("region", { name: "Earlier leads from this number" });
  await expect(earlier.getByRole("link")).toHaveText(`Enquiry · ${meadows.name}`);

  // Status, with its audit entry on the dashboard.
  await page.getByLabel("Status").selectOption("Contacted");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Status changed to Contacted.")).toBeVisible();
  const detailUrl = page.url();

  // A note: refused empty, then shown with its author.
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByText("Please write the note first.")).toBeVisible();
  await page.getByLabel("Add a note").fill("Prefers a call after 6 pm");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(toast(page, "Note added.")).toBeVisible();
  const notes = page.getByRole("region", { name: "Notes" });
  await expect(notes.getByRole("listitem")).toHaveCount(1);
  await expect(notes.getByRole("listitem")).toContainText("Prefers a call after 6 pm");
  await expect(notes.getByRole("listitem")).toContainText(testStaff.name);
  await expect(page.getByLabel("Add a note")).toHaveValue("");

  // Assignment.
  // Status and assignee share one Save: only what changed is saved and logged.
  await page.getByLabel("Assign to").selectOption(testStaff.name);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, `Lead assigned to ${testStaff.name}.`)).toBeVisible();
  await expect(page.getByLabel("Assign to")).toHaveValue(/.+/);

  await page.goto("/admin");
  const activity = page.getByRole("region", { name: "Recent Activity" });
  await expect(activity).toContainText(`Moved the contact message from ${name} from New to Contacted`);
  await expect(activity).toContainText(`Assigned the contact message from ${name} to ${testStaff.name}`);

  await page.goto(`/admin/leads?q=${encodeURIComponent(name)}&status=Contacted`);
  await expect(page.getByLabel("Status")).toHaveValue("Contacted");
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(testStaff.name);

  // The earlier enquiry greets the person about its project.
  await page.goto(detailUrl);
  const enquiryPath = (await earlier.getByRole("link").getAttribute("href"))!;
  await earlier.getByRole("link").click();
  // Both leads carry the same name: wait for the enquiry's own page, not just the heading.
  await expect(page).toHaveURL(new RegExp(`${enquiryPath}$`));
  const greeting = `Hello ${name}, this is ${site.companyName} about ${meadows.name}. Thank you for your enquiry.`;
  await expect(page.getByRole("link", { name: "WhatsApp" })).toHaveAttribute(
    "href",
    `https://wa.me/${phone.stored.slice(1)}?text=${encodeURIComponent(greeting)}`,
  );
  await expect(
    page.getByRole("region", { name: "What they sent" }).getByRole("link", { name: meadows.name }),
  ).toHaveAttribute("href", `/project/${projectId}`);

  // Deleted on request: gone from the list, and from the audit log's words.
  await page.getByRole("button", { name: "Delete lead" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete lead" });
  await expect(dialog).toContainText("Use this when the person asks for their data to be deleted");
  await dialog.getByRole("button", { name: "Delete lead" }).click();
  await expect(page).toHaveURL("/admin/leads");
  await expect(toast(page, `The enquiry from ${name} was deleted.`)).toBeVisible();
  await page.goto(`/admin/leads?q=${encodeURIComponent(name)}`);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText("Contact message");
  await expect(rows(page).first()).not.toContainText("Returning");
});

test("the CSV export opens in Excel with the phone kept as text", async ({ page }) => {
  const name = uniqueName("Export Person");
  const phone = uniquePhone();
  await sendEnquiry(page, { name, phone: phone.typed });
  await signIn(page);
  await page.goto(`/admin/leads?q=${encodeURIComponent(name)}`);
  await expect(rows(page)).toHaveCount(1);
  const link = page.getByRole("link", { name: "Export CSV" });
  await expect(link).toHaveAttribute(
    "href",
    `/admin/leads/export?q=${encodeURIComponent(name).replace(/%20/g, "+")}`,
  );
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path()) ?? "", "utf8");
  expect(csv.startsWith("\uFEFFReceived (IST),Kind,Status,Name,Phone,E-mail,Project,")).toBe(true);
  const lines = csv.slice(1).split("\r\n");
  expect(lines).toHaveLength(3);
  expect(lines[1]).toContain(`,Enquiry,New,${name},"=""${phone.stored}""",`);
  expect(lines[1]).toContain(",Chennai,");

  const response = await page.request.get(`/admin/leads/export?q=${encodeURIComponent(name)}`);
  expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(response.headers()["content-disposition"]).toMatch(
    /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
  );
  expect(response.headers()["cache-control"]).toContain("no-store");
});

test("suspected spam waits in the Spam view and can be restored", async ({ page }) => {
  const name = uniqueName("Spam Bot");
  const phone = uniquePhone();
  // A bot fills the hidden `website` field: thanked, and kept apart.
  const posted = await page.request.post("/contact", {
    form: { js: "1", name, phone: phone.typed, email: "bot@example.in", message: "Buy now", website: "x" },
  });
  expect(posted.ok()).toBe(true);

  await signIn(page);
  await page.goto(`/admin/leads?q=${encodeURIComponent(name)}`);
  await expect(page.getByText("No leads match these filters")).toBeVisible();
  await spamTab(page).click();
  await expect(page).toHaveURL(/view=spam/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText("Filled the hidden field");
  await rows(page).first().getByRole("link", { name }).click();
  await expect(page.getByRole("region", { name: "Suspected spam" })).toContainText("Filled the hidden field");
  await page.getByRole("button", { name: "Restore to inbox" }).click();
  await expect(toast(page, "Restored to the inbox.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Mark as spam" })).toBeVisible();

  await page.goto(`/admin/leads?q=${encodeURIComponent(name)}`);
  await expect(rows(page)).toHaveCount(1);
  await expect(spamTab(page)).toContainText("0");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("deleting a lead asks on a page step first, then deletes it", async ({ page }) => {
    const name = uniqueName("No Script Sender");
    const phone = uniquePhone();
    const posted = await page.request.post("/contact", {
      form: {
        js: "1",
        name,
        phone: phone.typed,
        email: "sender@example.in",
        message: "Please delete my data",
      },
    });
    expect(posted.ok()).toBe(true);

    await signIn(page);
    await page.goto(`/admin/leads?q=${encodeURIComponent(name)}`);
    await rows(page).first().getByRole("link", { name }).click();
    const leadUrl = page.url();
    await page.getByRole("button", { name: "Delete lead" }).click();
    await expect(page).toHaveURL(/\?delete=/);
    const dialog = page.getByRole("dialog", { name: "Delete lead" });
    await expect(dialog).toContainText(name);
    await expect(dialog).toContainText("Use this when the person asks for their data to be deleted");
    await dialog.getByRole("link", { name: "Cancel" }).click();
    await expect(page).toHaveURL(leadUrl);
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await page.getByRole("button", { name: "Delete lead" }).click();
    await page
      .getByRole("dialog", { name: "Delete lead" })
      .getByRole("button", { name: "Delete lead" })
      .click();
    await expect(page).toHaveURL("/admin/leads");
    await expect(toast(page, `The contact message from ${name} was deleted.`)).toBeVisible();
    await page.goto(`/admin/leads?q=${encodeURIComponent(name)}`);
    await expect(page.getByText("No leads match these filters")).toBeVisible();
  });
});

test("an unknown lead is 'not found' inside the back office", async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 404/);
  await signIn(page);
  for (const id of [randomUUID(), "not-a-lead"]) {
    const response = await page.goto(`/admin/leads/${id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Lead not found" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Back office" })).toBeVisible();
  }
});

test("signed out, the leads and their export show nothing", async ({ page, request, consoleErrors }) => {
  consoleErrors.allow(/status of 401/);
  const list = await request.get("/admin/leads", { maxRedirects: 0 });
  expect(list.status()).toBe(401);
  expect(await list.text()).toContain("Admin Login");
  const csv = await request.get("/admin/leads/export", { maxRedirects: 0 });
  expect(csv.status()).toBe(401);
  expect(await csv.text()).not.toContain("Received (IST)");
  await page.goto("/admin/leads");
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
});
