import type { Page } from "@playwright/test";

import { projects as english } from "#app/i18n/messages/en/projects.ts";
import { projects as tamil } from "#app/i18n/messages/ta/projects.ts";
import { sampleProjects } from "#app/sample-content/sample-projects.ts";
import { expect, test } from "./fixtures.ts";

/**
 * Issue "Tamil and English": /ta/projects, its filters, its cards and the home page's slideshow in
 * Tamil, at a phone's and a desk's width, with JavaScript and without; every link and the filters'
 * form stay under /ta. Project names, places and highlights are the database's (not translated here).
 */

const filters = (page: Page) => page.getByRole("form", { name: tamil.filterProjects });
const cards = (page: Page) => page.getByRole("article");

/** The English texts of the projects catalogue that read differently in Tamil, without their {{values}}. */
const englishOnly = Object.entries(english)
  .filter(([key, text]) => tamil[key as keyof typeof tamil] !== text)
  .flatMap(([, text]) => text.split(/\{\{[^}]+\}\}/))
  .map((part) => part.trim())
  .filter((part) => /[A-Za-z]{3}/.test(part));

/** What the database says about the sample projects, which may stay in English on a Tamil page. */
const databaseTexts = sampleProjects
  .flatMap((project) => [project.name, project.location, ...project.highlights])
  .sort((a, b) => b.length - a.length);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The page's text holds none of the catalogue's English texts. */
async function expectNoEnglish(page: Page) {
  let text = await page.locator("body").innerText();
  for (const content of databaseTexts) text = text.replaceAll(content, " ");
  const found = englishOnly.filter((part) =>
    new RegExp(`(?<![A-Za-z])${escape(part)}(?![A-Za-z])`).test(text),
  );
  expect(found, "English texts on a Tamil page").toEqual([]);
}

/** Every link in the page's content goes to a Tamil page. */
async function expectTamilLinks(page: Page) {
  const hrefs = await page
    .locator('main a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
  expect(hrefs.length).toBeGreaterThan(0);
  expect(hrefs.filter((href) => !/^\/ta(?:[/?#]|$)/.test(href))).toEqual([]);
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, { tag: "@any-width" }, () => {
    test.use({ viewport: { width, height: 844 } });

    test("/ta/projects is in Tamil, with prices in லட்சம் and links to Tamil pages", async ({ page }) => {
      await page.goto("/ta/projects");
      await expect(page.locator("html")).toHaveAttribute("lang", "ta");
      await expect(page).toHaveTitle(new RegExp(`^${tamil.pageTitle} \\|`));
      await expect(page.getByRole("heading", { level: 1, name: tamil.pageTitle })).toBeVisible();
      await expect(page.getByRole("list", { name: tamil.approvals }).getByRole("listitem")).toHaveText([
        tamil.dtcpApproved,
        tamil.reraRegistered,
        tamil.clearTitle,
      ]);
      await expect(filters(page)).toHaveAttribute("action", "/ta/projects");
      await expect(filters(page).getByLabel(tamil.city)).toBeVisible();
      await expect(filters(page).getByLabel(tamil.budget)).toBeVisible();
      await expect(filters(page).getByRole("button", { name: tamil.apply })).toBeVisible();
      await expect(filters(page).getByRole("status")).toHaveText(`${sampleProjects.length} திட்டங்கள்`);
      await expect(filters(page).getByLabel(tamil.status).locator("option")).toContainText([
        tamil.anyStatus,
        `${tamil.statusAvailable} (1)`,
        `${tamil.statusNewLaunch} (1)`,
        `${tamil.statusFewLeft} (1)`,
        `${tamil.statusSoldOut} (1)`,
      ]);
      await expect(filters(page).getByLabel(tamil.sortBy).locator("option")).toHaveText([
        tamil.sortNewest,
        tamil.sortPriceLowest,
        tamil.sortMostPlotsLeft,
      ]);

      await expect(cards(page)).toHaveCount(sampleProjects.length);
      for (const card of await cards(page).all()) {
        await expect(card).toContainText(/₹ [\d.]+ (?:லட்சம்|கோடி)/);
        await expect(card).toContainText(/ச\.அடி/);
        await expect(card).not.toContainText(/₹ [\d.]+ (?:L|Cr)\b/);
        const details = card.getByRole("link", { name: /விவரங்களைப் பார்க்க/ });
        await expect(details).toHaveText(tamil.viewDetails);
        await expect(details).toHaveAttribute("href", /^\/ta\/project\/[0-9a-f-]{36}$/);
        await expect(card.getByText(/விற்பனை$/)).toBeVisible();
      }
      await expect(cards(page).last()).toContainText(tamil.soldOut);
      await expectTamilLinks(page);
      await expectNoEnglish(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      const details = cards(page)
        .first()
        .getByRole("link", { name: /விவரங்களைப் பார்க்க/ });
      const href = await details.getAttribute("href");
      await details.click();
      await expect(page).toHaveURL(href!);
    });

    test("the home page's slideshow and cards are in Tamil", async ({ page }) => {
      await page.goto("/ta");
      const hero = page.locator("#hero");
      await expect(hero.getByRole("heading", { level: 1 })).toHaveText(tamil.heroTitle);
      await expect(page.getByRole("region", { name: tamil.featuredProjects })).toBeVisible();
      await expect(page.getByRole("button", { name: tamil.nextSlide })).toBeVisible();
      await expect(page.getByRole("button", { name: "படம் 1-க்குச் செல்ல" })).toHaveAttribute(
        "aria-current",
        "true",
      );
      const slide = hero.locator('[aria-roledescription="slide"]:not([inert])');
      await expect(slide).toHaveAttribute("aria-label", /^\d+-இல் 1$/);
      await expect(slide.getByRole("link")).toHaveAttribute("href", /^\/ta\/project\/[0-9a-f-]{36}$/);
      await expect(slide).toContainText(tamil.viewProject);

      await page.getByRole("button", { name: tamil.pauseSlideshow }).click();
      await expect(page.getByRole("button", { name: tamil.startSlideshow })).toBeVisible();

      for (const card of await cards(page).all()) {
        await expect(card.getByRole("link", { name: /விவரங்களைப் பார்க்க/ })).toHaveAttribute(
          "href",
          /^\/ta\/project\/[0-9a-f-]{36}$/,
        );
      }
    });
  });
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", { tag: "@any-width" }, () => {
    test.use({ javaScriptEnabled });

    /** With JavaScript a choice applies at once; without, the Apply button sends the form. */
    async function choose(page: Page, label: string, option: string) {
      await filters(page).getByLabel(label).selectOption({ label: option });
      if (!javaScriptEnabled) await filters(page).getByRole("button", { name: tamil.apply }).click();
    }

    test("/ta/projects filters by city and budget and stays in Tamil", async ({ page }) => {
      test.slow();
      await page.goto("/ta/projects");
      await expect(cards(page)).toHaveCount(sampleProjects.length);

      await choose(page, tamil.city, "Chennai (1)");
      await expect(page).toHaveURL(/\/ta\/projects\?city=Chennai$/);
      await expect(cards(page)).toHaveCount(1);
      await expect(filters(page).getByRole("status")).toHaveText("1 திட்டம்");
      await expect(filters(page).getByLabel(tamil.budget).locator("option")).toHaveText([
        tamil.anyBudget,
        "₹ 5 லட்சம் – ₹ 10 லட்சம் (0)",
        "₹ 10 லட்சம் – ₹ 25 லட்சம் (1)",
        "₹ 25 லட்சம் – ₹ 50 லட்சம் (1)",
        "₹ 50 லட்சம் மற்றும் அதற்கு மேல் (0)",
      ]);

      await choose(page, tamil.budget, "₹ 10 லட்சம் – ₹ 25 லட்சம் (1)");
      await expect(page).toHaveURL(/\/ta\/projects\?city=Chennai&budget=10-25L$/);
      await expect(cards(page)).toHaveCount(1);
      await expect(page.getByRole("link", { name: tamil.clearFilters, exact: true })).toHaveAttribute(
        "href",
        "/ta/projects",
      );

      await choose(page, tamil.budget, "₹ 5 லட்சம் – ₹ 10 லட்சம் (0)");
      await expect(page).toHaveURL(/\/ta\/projects\?city=Chennai&budget=5-10L$/);
      await expect(page.getByText(tamil.noMatchingProjects)).toBeVisible();
      await expectNoEnglish(page);
      await page.getByRole("link", { name: tamil.clearFiltersShowAll }).click();
      await expect(page).toHaveURL(/\/ta\/projects$/);
      await expect(cards(page)).toHaveCount(sampleProjects.length);
    });
  });
}

test("odd values and pages past the end stay under /ta", { tag: "@any-width" }, async ({ page }) => {
  await page.goto("/ta/projects?city=&budget=cheap&sort=newest");
  await expect(page).toHaveURL(/\/ta\/projects$/);
  await page.goto("/ta/projects?city=Chennai&budget=&page=3");
  await expect(page).toHaveURL(/\/ta\/projects\?city=Chennai$/);
  // What stands in for the cards while the next page loads (with JavaScript).
  expect(await page.locator("template[data-project-results-loading]").innerHTML()).toContain(
    tamil.loadingProjects,
  );
});
