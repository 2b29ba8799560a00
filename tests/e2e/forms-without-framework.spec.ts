import type { Page } from "@playwright/test";

import { contactSuccess, enquirySuccess, messages } from "../../app/domain/leads/lead-options.ts";
import { sampleProjects } from "../../app/sample-content/sample-projects.ts";
import { expect, test } from "./fixtures.ts";
import { leadsNamed, projectIdNamed, uniqueName } from "./leads.ts";

const meadows = sampleProjects[0]!;

/**
 * The pages as they are without React Router's <Scripts />: the framework's inline scripts and
 * module preloads are taken out of each page's HTML, so nothing hydrates and only the behaviours'
 * own modules (named by the page as plain <script type="module" src>) run.
 */
async function withoutFramework(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname === "/" || url.pathname === "/contact" || url.pathname.startsWith("/project/"),
    async (route) => {
      if (route.request().resourceType() !== "document") return route.continue();
      const response = await route.fetch();
      const html = (await response.text())
        .replace(/<script nonce="[^"]*"[^>]*>[\s\S]*?<\/script>/g, "")
        .replace(/<link rel="modulepreload"[^>]*>/g, "");
      expect(html).not.toContain("__reactRouterContext");
      await route.fulfill({ response, body: html });
    },
  );
}

/** No element of the page was hydrated: React marks the elements it owns. */
function notHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll("form, a, button")).every(
      (element) => !Object.keys(element).some((key) => key.startsWith("__react")),
    ),
  );
}

test.beforeEach(({ page }) => withoutFramework(page));

test("the enquiry dialog opens for a project, sends and confirms", async ({ page }) => {
  const name = uniqueName("Static");
  const projectId = await projectIdNamed(meadows.name);
  await page.goto(`/project/${projectId}`);
  const opener = page.getByRole("button", { name: "Enquire Now", exact: true });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Enquire Now" });
  await expect(dialog).toContainText(`Enquiring about ${meadows.name}`);
  expect(await notHydrated(page)).toBe(true);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await dialog.getByLabel("Full Name").fill(name);
  await dialog.getByLabel("Phone Number").fill("9876543210");
  await dialog.getByRole("button", { name: "Send Enquiry" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: enquirySuccess })).toBeVisible();
  expect(await leadsNamed(name)).toMatchObject([{ project_id: projectId, page: `/project/${projectId}` }]);
});

test("the contact form shows the mistakes, then thanks and clears", async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 400 .*\/contact\)$/);
  const name = uniqueName("Static");
  await page.goto("/contact?utm_source=whatsapp");
  const form = page.getByRole("region", { name: "Send us a message" }).locator("form");
  await expect(form.locator('input[name="js"]')).toHaveValue("1");
  await form.getByLabel("Full Name").fill(name);
  await form.getByLabel("Phone Number").fill("12345");
  await form.getByLabel("Email").fill("static@example.in");
  await form.getByLabel("Message").fill("Hello");
  await form.getByRole("button", { name: "Send Message" }).click();

  const phone = form.getByLabel("Phone Number");
  await expect(phone).toHaveAccessibleDescription(messages.phone);
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(phone).toBeFocused();
  await expect(form.getByRole("status")).toHaveText("");
  expect(await notHydrated(page)).toBe(true);

  await phone.fill("9876543210");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("status")).toHaveText(contactSuccess);
  await expect(phone).not.toHaveAttribute("aria-invalid");
  await expect(form.getByLabel("Full Name")).toHaveValue("");
  await expect(page).toHaveURL("/contact?utm_source=whatsapp");
  const [lead] = await leadsNamed(name);
  expect(JSON.parse(lead!.utm)).toEqual({ utm_source: "whatsapp" });
});
