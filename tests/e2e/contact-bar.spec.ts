import type { Page } from "@playwright/test";

import { defaultSiteSettings as settings } from "#app/domain/settings/settings.ts";
import { sampleBlogs } from "#app/sample-content/sample-blogs.ts";
import { sampleProjects } from "#app/sample-content/sample-projects.ts";
import { expect, test } from "./fixtures.ts";
import { projectIdNamed } from "./leads.ts";

const meadows = sampleProjects.find((p) => p.name === "Green Meadows Oragadam")!;
const post = sampleBlogs.find((b) => b.status === "Published")!;
const generalGreeting = `Hello ${settings.companyName}, I would like to know more about your plots.`;

/** Every public page, with what a chat started there says. */
const pages: [string, () => Promise<string>, string][] = [
  ["home", async () => "/", generalGreeting],
  ["projects", async () => "/projects", generalGreeting],
  [
    "project",
    async () => `/project/${await projectIdNamed(meadows.name)}`,
    `Hello, I am interested in ${meadows.name} at ${meadows.location}. Please share more details.`,
  ],
  ["about", async () => "/about", generalGreeting],
  ["contact", async () => "/contact", generalGreeting],
  ["blogs", async () => "/blogs", generalGreeting],
  [
    "blog post",
    async () => `/blog/${post.slug}`,
    `Hello, I am interested in your plots after reading "${post.title}". Please share more details.`,
  ],
  ["not found", async () => "/no-such-page", generalGreeting],
];

const bar = (page: Page) => page.locator("[data-contact-bar]");

async function scrollToEnd(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect
    .poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight)))
    .toBeGreaterThanOrEqual(await page.evaluate(() => document.documentElement.scrollHeight - 1));
}

for (const [name, path, greeting] of pages) {
  test(`${name}: on a phone the contact bar calls, chats and enquires, and covers nothing`, async ({
    page,
    consoleErrors,
  }, info) => {
    test.skip(info.project.name !== "phone", "the bar is for phones");
    consoleErrors.allow(/status of 404/);
    await page.goto(await path());
    await expect(bar(page)).toBeVisible();
    const viewport = page.viewportSize()!;
    const box = (await bar(page).boundingBox())!;
    expect(box.y + box.height).toBeCloseTo(viewport.height, 0);
    expect(box.width).toBe(viewport.width);

    const call = bar(page).getByRole("link", { name: `Call ${settings.phone}` });
    await expect(call).toHaveAttribute("href", `tel:${settings.phone.replace(/[^\d+]/g, "")}`);
    const chat = bar(page).getByRole("link", { name: "Chat on WhatsApp" });
    await expect(chat.locator("svg path")).toHaveCount(1);
    const href = (await chat.getAttribute("href"))!;
    expect(href.startsWith(`https://wa.me/${settings.whatsappNumber}?text=`)).toBe(true);
    expect(decodeURIComponent(href.split("?text=")[1]!)).toBe(greeting);
    await expect(bar(page).getByRole("button", { name: /^Enquire/ })).toBeVisible();

    // At the end of the page, the last line of the footer (the page's last content) sits above the bar.
    await scrollToEnd(page);
    const footer = (await page.getByRole("contentinfo").boundingBox())!;
    const barTop = (await bar(page).boundingBox())!.y;
    expect(footer.y + footer.height).toBeLessThanOrEqual(barTop + 1);
    // Nothing else floats over the page on a phone (empty announcement regions take no room).
    const floating = await page.evaluate(
      () =>
        [...document.querySelectorAll<HTMLElement>("body *")].filter(
          (el) =>
            getComputedStyle(el).position === "fixed" &&
            el.checkVisibility() &&
            el.getBoundingClientRect().height > 0 &&
            !el.closest("[data-contact-bar], header, dialog"),
        ).length,
    );
    expect(floating).toBe(0);
  });

  test(`${name}: at a desk there is no contact bar`, async ({ page, consoleErrors }, info) => {
    test.skip(info.project.name !== "desktop", "the desk width");
    consoleErrors.allow(/status of 404/);
    await page.goto(await path());
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(bar(page)).toBeHidden();
  });
}

test("WhatsApp is in the mobile menu and the footer, greeting with the page", async ({ page }, info) => {
  test.skip(info.project.name !== "phone", "the mobile menu");
  await page.goto(`/project/${await projectIdNamed(meadows.name)}`);
  await page.getByRole("button", { name: "Open menu" }).click();
  const inMenu = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /WhatsApp/ });
  await expect(inMenu).toBeVisible();
  const projectGreeting = encodeURIComponent(`${meadows.name} at ${meadows.location}`);
  expect(await inMenu.getAttribute("href")).toContain(projectGreeting);
  const footerLink = page.locator("footer").getByRole("link", { name: /Message us on WhatsApp/ });
  await expect(footerLink).toHaveAttribute("target", "_blank");
  expect(await footerLink.getAttribute("href")).toContain(projectGreeting);
});
