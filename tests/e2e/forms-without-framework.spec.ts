import type { Page } from "@playwright/test";

import { siteVisitSuccess } from "#app/domain/leads/form-texts.ts";
import { contactSuccess, enquirySuccess, messages } from "#app/domain/leads/lead-options.ts";
import { visitDateRange } from "#app/domain/leads/visit-date.ts";
import { addDays, formatCalendarDay } from "#app/lib/india-time.ts";
import { sampleBlogs } from "#app/sample-content/sample-blogs.ts";
import { sampleProjects } from "#app/sample-content/sample-projects.ts";
import { expect, test } from "./fixtures.ts";
import { leadsNamed, projectIdNamed, uniqueName } from "./leads.ts";

/**
 * The enquiry dialog and the public forms on pages that ship no framework runtime (a blog post,
 * /contact, a project page): only their own modules run, and they work as on a page React hydrates.
 */
const post = sampleBlogs.find((blog) => blog.status === "Published")!;

/** The page has no React Router and no element React owns (React marks the elements it hydrates). */
async function expectNoFramework(page: Page): Promise<void> {
  expect(
    await page.evaluate(
      () =>
        !("__reactRouterContext" in window) &&
        Array.from(document.querySelectorAll("form, a, button")).every(
          (element) => !Object.keys(element).some((key) => key.startsWith("__react")),
        ),
    ),
  ).toBe(true);
}

test("a post's 'Send an Enquiry' opens the enquiry dialog, which sends and confirms", async ({ page }) => {
  const name = uniqueName("Scriptless");
  await page.goto(`/blog/${post.slug}`);
  const opener = page.getByRole("button", { name: "Send an Enquiry" });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Enquire Now" });
  await expect(dialog).toBeVisible();
  await expectNoFramework(page);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await dialog.getByLabel("Full Name").fill(name);
  await dialog.getByLabel("Phone Number").fill("9876543210");
  await dialog.getByRole("button", { name: "Send Enquiry" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: enquirySuccess })).toBeVisible();
  expect(await leadsNamed(name)).toMatchObject([{ page: `/blog/${post.slug}`, project_id: null }]);
});

test("the contact form shows the mistakes, then thanks and clears", async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 400 .*\/contact\)$/);
  const name = uniqueName("Scriptless");
  await page.goto("/contact?utm_source=whatsapp");
  const form = page.getByRole("region", { name: "Send us a message" }).locator("form");
  await expect(form.locator('input[name="js"]')).toHaveValue("1");
  await form.getByLabel("Full Name").fill(name);
  await form.getByLabel("Phone Number").fill("12345");
  await form.getByLabel("Email").fill("scriptless@example.in");
  await form.getByLabel("Message").fill("Hello");
  await form.getByRole("button", { name: "Send Message" }).click();

  const phone = form.getByLabel("Phone Number");
  await expect(phone).toHaveAccessibleDescription(messages.phone);
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(phone).toBeFocused();
  await expect(form.getByRole("status")).toHaveText("");
  await expectNoFramework(page);

  await phone.fill("9876543210");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("status")).toHaveText(contactSuccess);
  await expect(phone).not.toHaveAttribute("aria-invalid");
  await expect(form.getByLabel("Full Name")).toHaveValue("");
  await expect(page).toHaveURL("/contact?utm_source=whatsapp");
  const [lead] = await leadsNamed(name);
  expect(JSON.parse(lead!.utm)).toEqual({ utm_source: "whatsapp" });
});

test("the project page's site visit and photos work on their own modules", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 400 .*\/site-visit\)$/);
  const meadows = sampleProjects.find((project) => project.name === "Green Meadows Oragadam")!;
  const name = uniqueName("Scriptless");
  const date = addDays(visitDateRange().min, 3);
  await page.goto(`/project/${await projectIdNamed(meadows.name)}`);

  await page.getByRole("button", { name: /^Open photo 1 of \d+ full screen$/ }).click();
  const photos = page.getByRole("dialog", { name: `${meadows.name} photos` });
  await expect(photos).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(photos).toBeHidden();

  await page
    .getByRole("region", { name: "At a glance" })
    .getByRole("button", { name: "Schedule Site Visit" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Schedule Site Visit" });
  await dialog.getByLabel("Full Name").fill(name);
  await dialog.getByLabel("Phone Number").fill("12345");
  await dialog.getByLabel("Preferred Date").fill(date);
  await dialog.getByLabel("Time Slot").selectOption("evening");
  await dialog.getByRole("button", { name: "Request Site Visit" }).click();
  await expect(dialog.getByLabel("Phone Number")).toHaveAccessibleDescription(messages.phone);
  await expectNoFramework(page);

  await dialog.getByLabel("Phone Number").fill("9876543210");
  await dialog.getByRole("button", { name: "Request Site Visit" }).click();
  await expect(dialog.getByRole("status")).toHaveText(siteVisitSuccess(formatCalendarDay(date), "evening"));
  expect(await leadsNamed(name)).toMatchObject([{ kind: "site-visit", spam: 0 }]);
});
