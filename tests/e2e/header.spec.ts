import type { Page } from "@playwright/test";

import { defaultSiteSettings as site } from "#app/domain/settings/settings.ts";
import { expect, test } from "./fixtures.ts";

const phoneHref = `tel:${site.phone.replace(/[^\d+]/g, "")}`;

/** The main navigation as the visitor sees it: behind the menu button on a phone. */
async function mainNav(page: Page) {
  const menuButton = page.getByRole("button", { name: "Open menu" });
  const desktopNav = page.getByRole("banner").getByRole("navigation", { name: "Main" });
  // The button appears once the page's script runs; on a wide screen it never shows.
  await expect(menuButton.or(desktopNav)).toBeVisible();
  if (await menuButton.isVisible()) await menuButton.click();
  return page.getByRole("navigation", { name: "Main" });
}

function scrollY(page: Page) {
  return page.evaluate(() => window.scrollY);
}

test("the header shows the logo, the company name and the phone number on every public page", async ({
  page,
}) => {
  for (const path of ["/", "/projects", "/about"]) {
    await page.goto(path);
    const header = page.getByRole("banner");
    const brand = header.getByRole("link", { name: site.companyName });
    await expect(brand).toHaveAttribute("href", "/");
    await expect(brand.locator('img[src="/logo.svg"]')).toBeAttached();
    await expect(header.getByRole("link", { name: `Call ${site.phone}` })).toHaveAttribute("href", phoneHref);
  }
  const position = await page.getByRole("banner").evaluate((el) => getComputedStyle(el).position);
  expect(position).toBe("sticky");
});

test("the navigation links lead to their pages and mark the current one", async ({ page }) => {
  await page.goto("/projects");
  const nav = await mainNav(page);
  const targets = {
    Home: "/",
    Projects: "/projects",
    About: "/about",
    Blogs: "/blogs",
    Contact: "/contact",
    "Enquire Now": "/contact",
  };
  for (const [name, href] of Object.entries(targets)) {
    await expect(
      page.getByRole("banner").getByRole("link", { name, exact: true }).filter({ visible: true }),
    ).toHaveAttribute("href", href);
  }
  await expect(nav.getByRole("link", { name: "Projects" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");

  await nav.getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL("/about");
  await expect((await mainNav(page)).getByRole("link", { name: "About" })).toHaveAttribute(
    "aria-current",
    "page",
  );
});

test("a skip link leads past the header to the content", async ({ page }) => {
  await page.goto("/projects");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await expect(skip).toHaveAttribute("href", "#main");
  await expect(page.locator("main#main")).toHaveCount(1);
});

test("Home on the home page scrolls smoothly back to the hero", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Next slide" })).toBeVisible();
  await page.evaluate(() => {
    const scrolls: { id: string; behavior: unknown }[] = [];
    (window as unknown as { scrolls: typeof scrolls }).scrolls = scrolls;
    const scrollIntoView = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
      scrolls.push({ id: this.id, behavior: typeof options === "object" ? options.behavior : undefined });
      scrollIntoView.call(this, options);
    };
    window.scrollTo(0, document.body.scrollHeight);
  });
  await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);
  const length = await page.evaluate(() => history.length);

  await (await mainNav(page)).getByRole("link", { name: "Home" }).click();
  await expect.poll(() => scrollY(page)).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { scrolls: unknown[] }).scrolls)).toEqual([
    { id: "hero", behavior: "smooth" },
  ]);
  await expect(page).toHaveURL("/");
  expect(await page.evaluate(() => history.length)).toBe(length);
  await expect(page.locator('[aria-controls="site-menu"]')).toHaveAttribute("aria-expanded", "false");
});

test("Home from another page replaces that page in the history, then shows the hero", async ({ page }) => {
  await page.goto("/projects");
  await (await mainNav(page)).getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL("/about");
  await page.evaluate(() => window.scrollTo(0, 400));
  const length = await page.evaluate(() => history.length);

  await (await mainNav(page)).getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.locator("#hero")).toBeInViewport();
  await expect.poll(() => scrollY(page)).toBe(0);
  expect(await page.evaluate(() => history.length)).toBe(length);

  // /about was replaced: going back returns to the page before it.
  await page.goBack();
  await expect(page).toHaveURL("/projects");
});

test(
  "the footer links the main pages and shows how to reach the company",
  { tag: "@any-width" },
  async ({ page }) => {
    await page.goto("/projects");
    const footer = page.getByRole("contentinfo");
    for (const [name, href] of [
      ["Projects", "/projects"],
      ["About", "/about"],
      ["Blogs", "/blogs"],
      ["Contact", "/contact"],
    ] as const) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(footer.getByRole("link", { name: site.phone })).toHaveAttribute("href", phoneHref);
    await expect(footer.getByRole("link", { name: site.email })).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
    const address = footer.locator("address");
    await expect(address).toContainText(site.officeAddress);
    await expect(address).toContainText(`${site.officeState} ${site.officePostalCode}`);
    await expect(footer).toContainText(site.businessHours);
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${site.companyName}`);
  },
);

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu button opens and closes the menu", async ({ page }) => {
    await page.goto("/projects");
    await expect(page.getByRole("banner").getByRole("link", { name: "Blogs" })).toBeHidden();
    const open = page.getByRole("button", { name: "Open menu" });
    await expect(open).toHaveAttribute("aria-expanded", "false");
    const menu = page.locator(`#${await open.getAttribute("aria-controls")}`);
    await expect(menu).toBeHidden();

    await open.click();
    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Blogs" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Enquire Now" })).toHaveAttribute("href", "/contact");
    await expect(menu.getByRole("link", { name: site.phone })).toHaveAttribute("href", phoneHref);

    await close.click();
    await expect(menu).toBeHidden();
    await expect(open).toHaveAttribute("aria-expanded", "false");
  });

  test("Escape closes the menu and puts focus back on its button", async ({ page }) => {
    await page.goto("/projects");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).focus();
    await page.keyboard.press("Escape");
    const button = page.getByRole("button", { name: "Open menu" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  });

  test("choosing a link closes the menu", async ({ page }) => {
    await page.goto("/projects");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blogs" }).click();
    await expect(page).toHaveURL("/blogs");
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  });

  test("without JavaScript the menu icon leads to the footer's links", async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto("/projects");
    const menuLink = page.getByRole("link", { name: "Menu" });
    await expect(menuLink).toHaveAttribute("href", "#footer-nav");
    await expect(page.locator("#footer-nav").getByRole("link", { name: "Blogs" })).toHaveAttribute(
      "href",
      "/blogs",
    );
    await context.close();
  });
});

test.describe("on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("all links are in the header, without a menu button", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("navigation", { name: "Main" }).getByRole("link")).toHaveText([
      "Home",
      "Projects",
      "About",
      "Blogs",
      "Contact",
    ]);
    await expect(header.getByRole("link", { name: "Enquire Now" })).toBeVisible();
    await expect(header.getByText(site.phone).filter({ visible: true })).toHaveCount(1);
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
  });
});
