import { defaultSiteSettings as site } from "#app/domain/settings/settings.ts";
import { expect, test } from "./fixtures.ts";
import { axe } from "./axe.ts";

test(
  "the about page tells the story, the numbers, the values and the mission",
  { tag: "@any-width" },
  async ({ page }) => {
    await page.goto("/about");
    await expect(page).toHaveTitle(`About Us | ${site.companyName}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Founded in 2012/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/about$/);

    const story = page.getByRole("region", { name: "Our Story" });
    await expect(story).toContainText("was founded in 2012");
    await expect(story).toContainText("Our first project, in Chennai");
    for (const [value, label] of [
      ["12+", "Years of Experience"],
      ["50+", "Projects Completed"],
      ["2000+", "Happy Customers"],
      ["95%", "Customer Satisfaction"],
    ]) {
      await expect(story.getByRole("definition").filter({ hasText: value })).toBeVisible();
      await expect(story.getByRole("term").filter({ hasText: label })).toBeVisible();
    }

    const values = page.getByRole("region", { name: "Our values" });
    await expect(values.getByRole("heading", { level: 3 })).toHaveText([
      "Trust & Transparency",
      "Quality Assurance",
      "Customer First",
      "Growth Partnership",
    ]);
    await expect(page.getByRole("region", { name: "Our Mission" })).toContainText(
      "To help every family own land with confidence",
    );

    await page.getByRole("link", { name: "View Our Projects" }).click();
    await expect(page).toHaveURL("/projects");
  },
);

test("the about page is accessible and fits the screen", async ({ page }) => {
  await page.goto("/about");
  expect(await axe(page).analyze()).toMatchObject({ violations: [] });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
