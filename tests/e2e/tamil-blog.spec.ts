import type { Page } from "@playwright/test";

import { blog as english } from "#app/i18n/messages/en/blog.ts";
import { blog as tamil } from "#app/i18n/messages/ta/blog.ts";
import { site as tamilSite } from "#app/i18n/messages/ta/site.ts";
import { formatLongDate } from "#app/lib/india-time.ts";
import { expect, test } from "./fixtures.ts";

/**
 * Issue "Tamil and English": /ta/blogs and a post under /ta/blog/ in Tamil, at a phone's and a
 * desk's width: the interface texts, the categories' names, the dates, the share messages, and
 * links that stay under /ta. The posts' own texts (title, excerpt, content, tags) are the
 * database's, which this file does not translate.
 */

const categoryNav = (page: Page) => page.getByRole("navigation", { name: tamil.blogCategories });
const cards = (page: Page) => page.getByRole("main").getByRole("article");
const article = (page: Page) => page.getByRole("article");

const tamilDate = /^\d{1,2} \S+, \d{4}$/;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The English texts of the blog catalogue that read differently in Tamil, without their {{values}}. */
const englishOnly = Object.entries(english)
  .filter(([key, text]) => tamil[key as keyof typeof tamil] !== text)
  .flatMap(([, text]) => text.split(/\{\{[^}]+\}\}/))
  .map((part) => part.trim().replace(/^"|"$/g, ""))
  .filter((part) => /[A-Za-z]{3}/.test(part));

/** The page's text without what the database says (the posts' and projects' own texts). */
async function interfaceText(page: Page, databaseTexts: string[]) {
  let text = await page.locator("body").innerText();
  for (const content of [...databaseTexts].sort((a, b) => b.length - a.length)) {
    if (content.trim()) text = text.replaceAll(content.trim(), " ");
  }
  return text;
}

/** None of the catalogue's English texts shows outside the database's own texts. */
async function expectNoEnglish(page: Page, databaseSelector: string) {
  const databaseTexts = await page.locator(databaseSelector).allInnerTexts();
  const text = await interfaceText(page, databaseTexts);
  const found = englishOnly.filter((part) =>
    new RegExp(`(?<![A-Za-z])${escape(part)}(?![A-Za-z])`).test(text),
  );
  expect(found, "English texts on a Tamil page").toEqual([]);
}

/** Every link in the page's content to a page of the site goes to a Tamil page. */
async function expectTamilLinks(page: Page, scope = "main") {
  const hrefs = await page
    .locator(`${scope} a[href^="/"]`)
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
  expect(hrefs.length).toBeGreaterThan(0);
  expect(hrefs.filter((href) => !/^\/ta(?:[/?#]|$)/.test(href))).toEqual([]);
}

/** A sample post, found from the Tamil listing as a visitor finds it. */
async function firstPost(page: Page): Promise<string> {
  await page.goto("/ta/blogs?category=Real%20Estate%20Tips");
  const href = await cards(page).first().getByRole("link").first().getAttribute("href");
  expect(href).toMatch(/^\/ta\/blog\/[^/]+$/);
  return href!;
}

/** A post's stored texts: title, excerpt, author, content, tags, and the projects under it. */
const postDatabaseTexts = [
  "main article h1",
  "main article header > p",
  "main article header .leading-tight > p:first-child",
  "main article > div",
  "main article footer li",
  "#related-projects-heading ~ ul a span",
].join(", ");

/** A card's stored texts: title, excerpt and tags. */
const cardDatabaseTexts = "main article h2, main article h2 + p, main article li";

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, { tag: "@any-width" }, () => {
    test.use({ viewport: { width, height: 844 }, permissions: ["clipboard-read", "clipboard-write"] });

    test("/ta/blogs is in Tamil, with Tamil categories, dates and links", async ({ page }) => {
      await page.goto("/ta/blogs");
      await expect(page.locator("html")).toHaveAttribute("lang", "ta");
      await expect(page).toHaveTitle(new RegExp(`^${tamil.pageTitle} \\| `));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(tamil.heading);
      await expect(page.getByText(tamil.intro)).toBeVisible();

      const all = categoryNav(page).getByRole("link", { name: tamil.allCategories, exact: true });
      await expect(all).toHaveAttribute("aria-current", "page");
      await expect(all).toHaveAttribute("href", "/ta/blogs");
      const legal = categoryNav(page).getByRole("link", { name: tamil.categoryLegalAdvice, exact: true });
      await expect(legal).toHaveAttribute("href", "/ta/blogs?category=Legal%20Advice");
      const loading = page.locator("template[data-blog-listing-loading]");
      expect(await loading.evaluate((template) => template.innerHTML)).toContain(tamil.loadingBlogs);

      const first = cards(page).first();
      await expect(first.getByRole("link").first()).toHaveAttribute("href", /^\/ta\/blog\/[^/]+$/);
      const time = first.locator("time");
      const dateTime = await time.getAttribute("datetime");
      await expect(time).toHaveText(formatLongDate(dateTime!, "ta"));
      await expect(time).toHaveText(tamilDate);
      await expectTamilLinks(page);
      await expectNoEnglish(page, cardDatabaseTexts);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      await legal.click();
      await expect(page).toHaveURL("/ta/blogs?category=Legal%20Advice");
      await expect(page).toHaveTitle(new RegExp(`^${tamil.categoryLegalAdvice} – ${tamil.pageTitle} \\| `));
      await expect(legal).toHaveAttribute("aria-current", "page");
      for (const card of await cards(page).all()) await expect(card).toContainText(tamil.categoryLegalAdvice);
      await expectNoEnglish(page, cardDatabaseTexts);

      const href = await cards(page).first().getByRole("link").first().getAttribute("href");
      await cards(page).first().getByRole("link").first().click();
      await expect(page).toHaveURL(href!);
      await expect(page.locator("html")).toHaveAttribute("lang", "ta");
    });

    test("a category without posts says so in Tamil and leads back to /ta/blogs", async ({ page }) => {
      await page.goto("/ta/blogs?category=Property%20News");
      await expect(page.locator("#no-blogs")).toHaveText(
        tamil.noBlogsInCategory.replace("{{category}}", tamil.categoryPropertyNews),
      );
      await expect(page.getByText(tamil.noBlogsInCategoryText)).toBeVisible();
      await page.getByRole("link", { name: tamil.seeAllBlogs }).click();
      await expect(page).toHaveURL("/ta/blogs");
    });

    test("a post is in Tamil, shares in Tamil and leads back to /ta/blogs", async ({ page }) => {
      const path = await firstPost(page);
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", "ta");
      const title = await page.getByRole("heading", { level: 1 }).innerText();

      await expect(article(page).getByText(tamil.author, { exact: true })).toBeVisible();
      await expect(article(page).locator("header")).toContainText(/\d+ நிமிட வாசிப்பு/);
      const time = article(page).locator("header time");
      await expect(time).toHaveText(formatLongDate((await time.getAttribute("datetime"))!, "ta"));
      await expect(time).toHaveText(tamilDate);
      await expect(article(page).locator("header a").first()).toHaveAttribute(
        "href",
        /^\/ta\/blogs\?category=/,
      );
      await expect(page.getByRole("heading", { level: 2, name: tamil.lookingForPlot })).toBeVisible();
      const enquire = page.getByRole("region", { name: tamil.lookingForPlot }).locator("[data-enquire]");
      await expect(enquire).toHaveText(tamil.sendEnquiry);
      await expect(enquire).toHaveAttribute("href", /^\/ta[/?#]/);
      await expect(page.getByRole("button", { name: tamil.back, exact: true })).toHaveAttribute(
        "data-fallback",
        "/ta/blogs",
      );

      const greeting = tamilSite.whatsappGreetingAbout.replace(
        "{{topic}}",
        tamil.chatTopic.replace("{{title}}", title),
      );
      const chats = page.locator(
        'main a[href^="https://wa.me/"], nav[data-contact-bar] a[href^="https://wa.me/"]',
      );
      expect(await chats.count()).toBeGreaterThan(0);
      for (const chat of await chats.all()) {
        const text = new URL((await chat.getAttribute("href"))!).searchParams.get("text");
        expect(text).toBe(greeting);
      }

      await expectTamilLinks(page);
      await expectNoEnglish(page, postDatabaseTexts);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      await page.getByRole("button", { name: tamil.share }).click();
      await expect(page.getByRole("status").filter({ hasText: tamil.linkCopied })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

      await page.getByRole("link", { name: tamil.backToBlogs }).click();
      await expect(page).toHaveURL("/ta/blogs");
    });

    test("when copying is refused, the field to copy the link is in Tamil", async ({ page }) => {
      await page.addInitScript(() => {
        Object.defineProperty(navigator, "clipboard", {
          configurable: true,
          value: { writeText: () => Promise.reject(new DOMException("Denied", "NotAllowedError")) },
        });
      });
      await page.goto(await firstPost(page));
      await page.getByRole("button", { name: tamil.share }).click();
      const field = page.getByRole("textbox", { name: tamil.copyLinkToShare });
      await expect(field).toHaveValue(page.url());
      await page.locator("[data-share]").getByRole("button", { name: tamil.close }).click();
      await expect(field).toHaveCount(0);
    });

    test("Back returns to the Tamil listing the visitor came from", async ({ page }) => {
      await page.goto("/ta/blogs?category=Vastu%20Tips");
      await page.waitForLoadState("load");
      await cards(page).first().getByRole("link").first().click();
      await expect(page.getByRole("button", { name: tamil.share })).toBeVisible();
      await page.getByRole("button", { name: tamil.back, exact: true }).click();
      await expect(page).toHaveURL("/ta/blogs?category=Vastu%20Tips");
    });
  });
}

test.describe("without JavaScript", { tag: "@any-width" }, () => {
  test.use({ javaScriptEnabled: false });

  test("a Tamil post offers only the controls that work, in Tamil", async ({ page }) => {
    await page.goto(await firstPost(page));
    await expect(page.getByRole("button", { name: tamil.share })).toHaveCount(0);
    await expect(page.getByRole("button", { name: tamil.back, exact: true })).toHaveCount(0);
    await page.getByRole("link", { name: tamil.backToBlogs }).click();
    await expect(page).toHaveURL("/ta/blogs");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(tamil.heading);
  });
});

test("odd addresses and unknown posts stay under /ta", { tag: "@any-width" }, async ({ page, request }) => {
  for (const path of ["/ta/blog/no-such-post", "/ta/blog/%20"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers()["location"], path).toBe("/ta/blogs");
  }
  await page.goto("/ta/blogs?category=Legal%20Advice&page=abc");
  await expect(page).toHaveURL("/ta/blogs?category=Legal%20Advice");
  await page.goto("/ta/blogs?category=Legal%20Advice&page=99");
  await expect(page).toHaveURL("/ta/blogs?category=Legal%20Advice");
});
