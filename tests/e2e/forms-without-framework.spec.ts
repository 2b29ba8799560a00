import type { Page } from "@playwright/test";

import { contactSuccess, enquirySuccess, messages } from "../../app/domain/leads/lead-options.ts";
import { sampleBlogs } from "../../app/sample-content/sample-blogs.ts";
import { expect, test } from "./fixtures.ts";
import { leadsNamed, uniqueName } from "./leads.ts";

/**
 * The enquiry dialog and the public forms on pages that ship no framework runtime (a blog post,
 * /contact): only their own modules run, and they work as on a page React hydrates.
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
