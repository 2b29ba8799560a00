import type { Page } from "@playwright/test";

import { defaultSiteSettings } from "#app/domain/settings/settings.ts";
import { sampleProjects } from "#app/sample-content/sample-projects.ts";
import { shownFacts } from "#tests/support/project-data.ts";
import { expect, test } from "./fixtures.ts";
import { axe } from "./axe.ts";
import { leadsNamed, projectIdNamed, uniqueName } from "./leads.ts";
import { expectShareImage } from "./share-images.ts";

const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

const meadows = sampleProjects.find((p) => p.name === "Green Meadows Oragadam")!;
const photoCount = meadows.pictures.length;

async function projectPath(name: string): Promise<string> {
  return `/project/${await projectIdNamed(name)}`;
}

const mainPhoto = (page: Page) => page.getByRole("button", { name: /^Open photo \d+ of \d+ full screen$/ });
const thumbnail = (page: Page, n: number) =>
  page.getByRole("button", { name: `Show image ${n} of ${photoCount}`, exact: true });
const lightbox = (page: Page) => page.getByRole("dialog", { name: `${meadows.name} photos` });

test(
  "shows the project's facts, overview, highlights, amenities and nearby places",
  { tag: "@any-width" },
  async ({ page }) => {
    // The photos rotate every 5 s except under reduced motion: this test reads them after its other
    // checks, which take longer than that on a busy machine (the rotation has its own test below).
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(await projectPath(meadows.name));

    await expect(page.getByRole("heading", { level: 1, name: meadows.name })).toBeVisible();
    await expect(page.getByText(meadows.location, { exact: true })).toBeVisible();

    const facts = page.getByRole("region", { name: "At a glance" });
    await expect(facts.getByText(shownFacts(meadows).priceRange, { exact: true })).toBeVisible();
    await expect(facts.getByText(shownFacts(meadows).plotSizes, { exact: true })).toBeVisible();
    await expect(facts.getByText(meadows.status, { exact: true })).toBeVisible();
    await expect(facts.getByText(`${meadows.soldPlots}/${meadows.totalPlots} plots sold`)).toBeVisible();
    const percent = Math.round((meadows.soldPlots / meadows.totalPlots) * 100);
    await expect(facts.getByText(`${percent}%`, { exact: true })).toBeVisible();
    const progress = facts.getByRole("progressbar", { name: "Plots sold" });
    await expect(progress).toHaveAttribute("aria-valuenow", String(percent));
    await expect(facts.getByText(`${meadows.totalPlots - meadows.soldPlots} plots left`)).toBeVisible();

    // The TNRERA registration beside the price, with the QR code of its registration page.
    const registration = page.getByRole("region", { name: "Registration and approval" });
    await expect(
      registration.getByText(meadows.reraNumber ?? "(the sample's registration number)", { exact: true }),
    ).toBeVisible();
    // Its date as the public pages write dates ("March 18, 2024"), not as stored ("2024-03-18").
    const [year, month, day] = (meadows.reraDate ?? "").split("-").map(Number);
    const written = `${monthNames[month! - 1]} ${day}, ${year}`;
    await expect(registration.getByText(written, { exact: true })).toBeVisible();
    await expect(registration.getByRole("img", { name: "TNRERA registration QR code" })).toBeVisible();
    await expect(registration.getByRole("link", { name: "Registration page" })).toHaveAttribute(
      "href",
      meadows.reraUrl ?? "(the sample's registration page)",
    );

    // 'Schedule Site Visit' opens its form (tests/e2e/site-visit.spec.ts).
    await expect(facts.getByRole("button", { name: "Schedule Site Visit" })).toBeVisible();

    // The sample projects have no brochure, so there is nothing to download (tests/e2e/admin-brochure.spec.ts).
    await expect(page.getByText("Download Brochure")).toHaveCount(0);

    const overview = page.getByRole("region", { name: "Overview" });
    await expect(overview).toContainText(meadows.description);

    const highlights = page.getByRole("region", { name: "Highlights" }).getByRole("listitem");
    await expect(highlights).toHaveText(meadows.highlights);

    const amenities = page.getByRole("region", { name: "Amenities" }).getByRole("listitem");
    await expect(amenities).toHaveText(meadows.amenities);

    const places = page.getByRole("region", { name: "Nearby places" }).getByRole("listitem");
    await expect(places).toHaveCount(meadows.nearbyPlaces.length);
    for (const [index, place] of meadows.nearbyPlaces.entries()) {
      const item = places.nth(index);
      await expect(item.getByText(place.name, { exact: true })).toBeVisible();
      await expect(item.getByText(place.type, { exact: true })).toBeVisible();
      await expect(item.getByText(place.distance, { exact: true })).toBeVisible();
    }

    await expect(mainPhoto(page)).toHaveAccessibleName(`Open photo 1 of ${photoCount} full screen`);
    await expect(page.getByRole("list", { name: "Project photos" }).getByRole("button")).toHaveCount(
      photoCount,
    );
  },
);

test("each sample project shows its own numbers", { tag: "@any-width" }, async ({ page }) => {
  for (const project of sampleProjects) {
    await page.goto(await projectPath(project.name));
    const facts = page.getByRole("region", { name: "At a glance" });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(project.name);
    await expect(facts.getByText(shownFacts(project).priceRange, { exact: true })).toBeVisible();
    await expect(facts.getByText(`${project.soldPlots}/${project.totalPlots} plots sold`)).toBeVisible();
    await expect(facts.getByRole("progressbar")).toHaveAttribute(
      "aria-valuenow",
      String(Math.round((project.soldPlots / project.totalPlots) * 100)),
    );
  }
});

test(
  "describes the project for search and link previews",
  { tag: "@any-width" },
  async ({ page, request }) => {
    await page.goto(await projectPath(meadows.name));
    await expect(page).toHaveTitle(
      `${meadows.name} – ${meadows.location} | ${defaultSiteSettings.companyName}`,
    );
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description!.length).toBeLessThanOrEqual(155);
    expect(meadows.description.startsWith(description!.replace(/…$/, ""))).toBe(true);
    // The share image made for it (name, place, price, plots left, registration over the banner).
    const alt = await expectShareImage(page, request, "project");
    expect(alt).toContain(`${meadows.name}, ${meadows.location}`);
    expect(alt).toContain(`TNRERA registration ${meadows.reraNumber}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/project\/[0-9a-f-]{36}$/);
  },
);

test("the main photo moves on after exactly 5000 ms", { tag: "@any-width" }, async ({ page }) => {
  // Still pictures first, so the rotation starts at a moment the test clock controls.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.clock.install();
  await page.goto(await projectPath(meadows.name));
  await expect(thumbnail(page, 1)).toHaveAttribute("aria-current", "true");
  await page.clock.runFor(6000);
  await expect(mainPhoto(page)).toHaveAccessibleName(`Open photo 1 of ${photoCount} full screen`);
  await expect(page.locator("[data-rotating]")).toHaveAttribute("data-rotating", "false");

  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await expect
    .poll(() => page.evaluate(() => matchMedia("(prefers-reduced-motion: reduce)").matches))
    .toBe(false);
  // The gallery has taken the change in (its 5000 ms timer starts at this paused moment).
  await expect(page.locator("[data-rotating]")).toHaveAttribute("data-rotating", "true");

  await page.clock.runFor(4999);
  await expect(mainPhoto(page)).toHaveAccessibleName(`Open photo 1 of ${photoCount} full screen`);
  await page.clock.runFor(1);
  await expect(mainPhoto(page)).toHaveAccessibleName(`Open photo 2 of ${photoCount} full screen`);
  await expect(thumbnail(page, 2)).toHaveAttribute("aria-current", "true");
  await page.clock.runFor(5000);
  await expect(mainPhoto(page)).toHaveAccessibleName(`Open photo 3 of ${photoCount} full screen`);
});

test("a thumbnail opens the full-screen photos; buttons, arrow keys and Escape work", async ({ page }) => {
  await page.goto(await projectPath(meadows.name));
  await thumbnail(page, 3).click();

  const dialog = lightbox(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(`3 / ${photoCount}`)).toBeVisible();
  await expect(dialog.getByRole("img", { name: `${meadows.name}, photo 3 of ${photoCount}` })).toBeVisible();

  await dialog.getByRole("button", { name: "Next photo" }).click();
  await expect(dialog.getByText(`4 / ${photoCount}`)).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(dialog.getByText(`1 / ${photoCount}`)).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await expect(dialog.getByText(`4 / ${photoCount}`)).toBeVisible();
  await dialog.getByRole("button", { name: "Previous photo" }).click();
  await expect(dialog.getByText(`3 / ${photoCount}`)).toBeVisible();

  // The modal keeps keyboard focus among its own controls.
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest("dialog") !== null)).toBe(true);
  }

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(thumbnail(page, 3)).toBeFocused();
  await expect(mainPhoto(page)).toHaveAccessibleName(`Open photo 3 of ${photoCount} full screen`);
});

test("the main photo opens the lightbox and the close button returns focus to it", async ({ page }) => {
  await page.goto(await projectPath(meadows.name));
  await mainPhoto(page).click();
  const dialog = lightbox(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Close photos" }).click();
  await expect(dialog).toBeHidden();
  await expect(mainPhoto(page)).toBeFocused();
});

test(
  "only the first photo loads eagerly, and the others and the thumbnails with low priority",
  { tag: "@any-width" },
  async ({ page }) => {
    await page.goto(await projectPath(meadows.name));
    const eager = page.getByRole("main").locator('img[loading="eager"]');
    await expect(eager).toHaveCount(1);
    await expect(eager).toHaveAttribute("fetchpriority", "high");
    // Photos not shown yet and the thumbnails are on screen, but low: the browser would otherwise raise
    // them to the first photo's priority as they come into view.
    const low = 'img[loading="lazy"][fetchpriority="low"]';
    await expect(mainPhoto(page).locator(low)).toHaveCount(photoCount - 1);
    await expect(page.getByRole("list", { name: "Project photos" }).locator(low)).toHaveCount(photoCount);
  },
);

test("'Back to Projects' goes to /projects", { tag: "@any-width" }, async ({ page }) => {
  await page.goto(await projectPath(meadows.name));
  await page.getByRole("link", { name: "Back to Projects" }).click();
  await expect(page).toHaveURL("/projects");
});

test("the floating buttons chat on WhatsApp about this project and call the office", async ({ page }) => {
  await page.goto(await projectPath(meadows.name));
  const actions = page.getByRole("navigation", { name: "Contact us about this project" });

  const chat = actions.getByRole("link", { name: "Chat on WhatsApp" });
  const href = (await chat.getAttribute("href"))!;
  expect(href.startsWith(`https://wa.me/${defaultSiteSettings.whatsappNumber}?text=`)).toBe(true);
  expect(href).toContain(encodeURIComponent(meadows.name));
  expect(decodeURIComponent(href.split("?text=")[1]!)).toContain(`${meadows.name} at ${meadows.location}`);
  await expect(chat).toHaveAttribute("target", "_blank");
  await expect(chat).toHaveAttribute("rel", /noopener/);

  const call = actions.getByRole("link", { name: `Call ${defaultSiteSettings.phone}` });
  await expect(call).toHaveAttribute("href", `tel:${defaultSiteSettings.phone.replace(/[^\d+]/g, "")}`);
  await expect(call).toBeInViewport();
  // Once the page's script runs, the enquiry link becomes a button that opens the dialog.
  await expect(actions.getByRole("button", { name: "Send an enquiry" })).toBeInViewport();
});

test(
  "'Enquire Now' opens the enquiry dialog and the enquiry records this project",
  { tag: "@any-width" },
  async ({ page }) => {
    const id = await projectIdNamed(meadows.name);
    await page.goto(`/project/${id}`);
    await page
      .getByRole("region", { name: "At a glance" })
      .getByRole("button", { name: "Enquire Now" })
      .click();

    const dialog = page.getByRole("dialog", { name: "Enquire Now" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`Enquiring about ${meadows.name}`)).toBeVisible();
    const name = uniqueName("Plot Buyer");
    await dialog.getByLabel("Full Name").fill(name);
    await dialog.getByLabel("Phone Number").fill("98765 12345");
    await dialog.getByRole("button", { name: "Send Enquiry" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Thank you for your inquiry! We will contact you soon.")).toBeVisible();

    const [lead] = await leadsNamed(name);
    expect(lead?.project_id).toBe(id);
    expect(lead?.page).toBe(`/project/${id}`);
  },
);

for (const [label, path] of [
  ["an unknown id", "/project/00000000-0000-4000-8000-000000000000"],
  ["a malformed id", "/project/abc"],
  ["no id", "/project/"],
] as const) {
  test(`${label} redirects to the home page`, { tag: "@any-width" }, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.request().redirectedFrom()?.url()).toContain(path);
    await expect(page).toHaveURL("/");
  });
}

test(
  "'Loading project details...' shows while a project page is on its way",
  { tag: "@any-width" },
  async ({ page }) => {
    await page.goto("/projects");
    // The project page is a page load, which Playwright waits for before it looks: answered 204 No
    // Content, it leaves this page as it is, as while a slow page is on its way.
    await page.route(/\/project\/[^/.?]+(\?.*)?$/, (route) => route.fulfill({ status: 204 }), { times: 1 });
    await page.getByRole("link", { name: "View Details" }).first().click();
    await expect(page.getByRole("status").getByText("Loading project details...")).toBeVisible();
    await page.getByRole("link", { name: "View Details" }).first().click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("Loading project details...")).toBeHidden();
  },
);

test("no accessibility violations, also with the photos open, and no sideways scrolling", async ({
  page,
}) => {
  // Two full axe runs over the gallery page: on a busy machine they take longer than a usual test.
  test.slow();
  await page.goto(await projectPath(meadows.name));
  expect((await axe(page).analyze()).violations).toEqual([]);
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

  await thumbnail(page, 2).click();
  await expect(lightbox(page)).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);
});
