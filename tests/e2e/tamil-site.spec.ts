import type { Page } from "@playwright/test";

import { en } from "#app/i18n/messages/en/index.ts";
import { ta } from "#app/i18n/messages/ta/index.ts";
import { expect, test } from "./fixtures.ts";

/**
 * Issue "Tamil and English", across the public site: each page in both languages (this file runs
 * at 390 and at 1280 px), the reciprocal hreflang alternates, the Tamil font on Tamil pages only,
 * the language switch and its remembered choice, and no interface text left in English on a Tamil
 * page (a check over the rendered text against every English catalogue).
 */

/** A project page, its plot cost page and a post, found from the lists as a visitor would. */
async function samplePages(page: Page): Promise<string[]> {
  await page.goto("/projects");
  const project = await page.locator('a[href^="/project/"]').first().getAttribute("href");
  await page.goto("/blogs");
  const post = await page.locator('a[href^="/blog/"]').first().getAttribute("href");
  expect(project && post, "the sample content has a project and a post").toBeTruthy();
  return ["/", "/projects", project!, "/about", "/contact", "/blogs", post!];
}

const tamilPath = (path: string) => (path === "/" ? "/ta" : `/ta${path}`);

/**
 * The English catalogue texts a Tamil page must not show: each text's fixed parts (between its
 * `{{values}}`) of at least two English words, where the Tamil text differs.
 */
function englishOnlyTexts(): string[] {
  const texts = new Set<string>();
  const tamil = ta as unknown as Record<string, Record<string, string>>;
  for (const [namespace, entries] of Object.entries(
    en as unknown as Record<string, Record<string, string>>,
  )) {
    for (const [key, value] of Object.entries(entries)) {
      if (tamil[namespace]?.[key] === value) continue;
      for (const part of value.split(/\{\{[^}]*\}\}/)) {
        const words = part.trim();
        if ((words.match(/[A-Za-z]{2,}/g) ?? []).length >= 2) texts.add(words);
      }
    }
  }
  return [...texts];
}

/** The page's hreflang alternates, as "hreflang path". */
function alternatesOf(page: Page): Promise<string[]> {
  return page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      links.map(
        (link) => `${link.getAttribute("hreflang")} ${new URL((link as HTMLLinkElement).href).pathname}`,
      ),
    );
}

test("every public page has its Tamil twin, the two naming each other and English as x-default", async ({
  page,
}) => {
  for (const english of await samplePages(page)) {
    expect((await page.goto(english))?.status(), english).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const alternates = await alternatesOf(page);
    const tamil = alternates.find((line) => line.startsWith("ta "))?.slice(3) ?? "";
    expect(alternates, english).toEqual([`en ${english}`, `ta ${tamil}`, `x-default ${english}`]);
    expect(tamil.startsWith(english === "/" ? "/ta" : "/ta/"), tamil).toBe(true);

    expect((await page.goto(tamil))?.status(), tamil).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "ta");
    expect(await alternatesOf(page), tamil).toEqual(alternates);
    expect(new URL((await page.locator('link[rel="canonical"]').getAttribute("href")) ?? "").pathname).toBe(
      tamil,
    );
  }
});

test("a Tamil page shows no interface text in English, and keeps its links in Tamil", async ({ page }) => {
  const english = englishOnlyTexts();
  for (const path of (await samplePages(page)).map(tamilPath)) {
    await page.goto(path);
    // A project's or post's own words (a title linking to it) and what staff typed without a Tamil
    // field (a visit's pickup point, marked data-staff-text) are content, not interface texts.
    const text = await page.locator("body").evaluate((body) => {
      const copy = body.cloneNode(true) as HTMLElement;
      for (const title of copy.querySelectorAll(
        "a[href*='/blog/'], a[href*='/project/'], img, script, style, [data-staff-text]",
      ))
        title.remove();
      return copy.textContent ?? "";
    });
    const left = english.filter((words) => text.includes(words));
    expect(left, `English interface texts on ${path}`).toEqual([]);
    const siteLinks = await page
      .locator("header a[href^='/'], footer a[href^='/'], main a[href^='/']")
      .and(page.locator(":not([data-language-switch])"))
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    const outside = siteLinks.filter(
      (href) => !href.startsWith("/ta") && !/^\/(media|share|admin)\b|\.(pdf|jpg|png|webp)$/.test(href),
    );
    expect(outside, `links out of Tamil on ${path}`).toEqual([]);
  }
});

test("the Tamil typeface comes with Tamil pages only, and Inter with English ones only", async ({ page }) => {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(request.url());
  });
  await page.goto("/ta/about");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  expect(fonts.some((url) => url.includes("noto-sans-tamil"))).toBe(true);
  expect(fonts.some((url) => url.includes("inter-"))).toBe(false);
  fonts.length = 0;
  await page.goto("/about");
  await page.evaluate(() => document.fonts.ready);
  expect(fonts.some((url) => url.includes("inter-"))).toBe(true);
  expect(fonts.some((url) => url.includes("noto-sans-tamil"))).toBe(false);
  await expect(page.locator("head style").first()).not.toContainText("Noto Sans Tamil");
});

test("the switch keeps the page, and the choice is remembered for a link opened later", async ({
  page,
  isMobile,
}) => {
  await page.goto("/projects?city=Chennai");
  if (isMobile) await page.getByRole("button", { name: "Open menu" }).click();
  await page.locator('a[data-language-switch="ta"]:visible').first().click();
  await expect(page).toHaveURL("/ta/projects?city=Chennai");
  await expect(page.locator("html")).toHaveAttribute("lang", "ta");

  // A link to an English page opened from outside the site now opens in Tamil.
  await page.goto("/about");
  await expect(page).toHaveURL("/ta/about");

  if (isMobile) await page.getByRole("button", { name: "பட்டியலைத் திறக்க" }).click();
  await page.locator('a[data-language-switch="en"]:visible').first().click();
  await expect(page).toHaveURL("/about");
  await page.goto("/ta/contact");
  await expect(page).toHaveURL("/contact");
});

test.describe("a browser that prefers Tamil", () => {
  test.use({ locale: "ta-IN" });

  test("is offered the Tamil page in one line, and not sent there", async ({ page }) => {
    await page.goto("/about");
    await expect(page).toHaveURL("/about");
    const offer = page.getByRole("link", { name: "இந்தப் பக்கத்தைத் தமிழில் படிக்க" });
    await expect(offer).toBeVisible();
    await expect(offer).toHaveAttribute("href", "/ta/about");
    // Shown after the page is drawn, it lies over the page and moves none of it.
    const header = (await page.locator("header[data-site-header]").boundingBox())!;
    expect((await page.locator("main").boundingBox())!.y).toBe(header.y + header.height);
    expect((await offer.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
    await page.getByRole("button", { name: "Close" }).click();
    await expect(offer).toBeHidden();
    await page.reload();
    await expect(offer).toBeHidden();
  });
});
