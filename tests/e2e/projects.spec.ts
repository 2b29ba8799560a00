import { defaultSiteSettings as site } from "#app/domain/settings/settings.ts";
import { salesPercent } from "#app/domain/projects/figures.ts";
import { sampleProjects } from "#app/sample-content/sample-projects.ts";
import { shownFacts } from "#tests/support/project-data.ts";
import { expect, test } from "./fixtures.ts";
import { axe } from "./axe.ts";
import { emptySiteUrl } from "./servers.ts";

test(
  "/projects has the 'Our Projects' banner with the approval badges",
  { tag: "@any-width" },
  async ({ page }) => {
    await page.goto("/projects");
    await expect(page).toHaveTitle(`Our Projects | ${site.companyName}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/projects$/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/media\//);
    await expect(page.getByRole("heading", { level: 1, name: "Our Projects" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Approvals" }).getByRole("listitem")).toHaveText([
      "DTCP Approved",
      "RERA Registered",
      "Clear Title",
    ]);
  },
);

test("/projects lists every project with its numbers", { tag: "@any-width" }, async ({ page }) => {
  await page.goto("/projects");
  await expect(page.getByRole("article")).toHaveCount(sampleProjects.length);
  for (const project of sampleProjects) {
    const card = page.getByRole("article", { name: project.name });
    await expect(card).toContainText(`${project.soldPlots}/${project.totalPlots} Sold`);
    await expect(card.getByRole("progressbar")).toHaveAttribute(
      "aria-valuenow",
      String(salesPercent(project.soldPlots, project.totalPlots)),
    );
    await expect(card).toContainText(shownFacts(project).priceRange);
    await expect(card).toContainText(shownFacts(project).plotSizes);
  }
  const link = page.getByRole("link", { name: "View Details, Sethu Garden City" });
  await expect(link).toHaveText("View Details");
  const href = await link.getAttribute("href");
  await link.click();
  await expect(page).toHaveURL(href!);
});

test(
  "one page of projects shows no page links, and a page past the end goes back to the list",
  { tag: "@any-width" },
  async ({ page }) => {
    await page.goto("/projects");
    await expect(page.getByRole("navigation", { name: "Pagination" })).toHaveCount(0);
    for (const odd of ["?page=2", "?page=1", "?page=abc"]) {
      await page.goto(`/projects${odd}`);
      await expect(page).toHaveURL(/\/projects$/);
      await expect(page.getByRole("article")).toHaveCount(sampleProjects.length);
    }
  },
);

test("the cards stack on a phone and sit three abreast on a desktop", async ({ page }) => {
  await page.goto("/projects");
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(sampleProjects.length);
  const tops = await cards.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
  const width = page.viewportSize()!.width;
  const perRow = tops.filter((top) => top === tops[0]).length;
  expect(perRow).toBe(width >= 1024 ? 3 : width >= 640 ? 2 : 1);
});

test("?sample= results appear above the list on /projects too", { tag: "@any-width" }, async ({ page }) => {
  await page.goto("/projects?sample=failed-blogs");
  await expect(page.getByRole("alert")).toHaveText(
    "Failed to add sample blogs. Please check your backend configuration and security rules.",
  );
  await page.goto("/projects?sample=added-all");
  await expect(page.getByRole("status").filter({ hasText: "Sample projects" })).toHaveText(
    "Sample projects and blogs added successfully!",
  );
});

test("/projects is accessible and fits the screen", async ({ page }) => {
  test.slow();
  await page.goto("/projects");
  await expect(page.getByRole("article").first()).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);
  for (const width of [360, 390, 768, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
});

test.describe("with no content yet", () => {
  test.use({ baseURL: emptySiteUrl });

  test("/projects says so and offers the sample content", async ({ page }) => {
    test.slow();
    await page.goto("/projects");
    await expect(page.getByRole("heading", { level: 1, name: "Our Projects" })).toBeVisible();
    await expect(page.getByText("No projects available at the moment.", { exact: true })).toBeVisible();
    const panel = page.getByRole("region", { name: "Setup Required" });
    await expect(panel.getByRole("button", { name: "Add Sample Projects + Blogs" })).toBeVisible();
    await expect(panel.getByRole("button", { name: "Add Sample Blogs Only" })).toBeVisible();
    await expect(panel.locator('input[name="returnTo"]').first()).toHaveValue("/projects");
    expect((await axe(page).analyze()).violations).toEqual([]);
  });

  test("a sample content button shows that it is working while the request runs", async ({ page }) => {
    await page.goto("/projects");
    const panel = page.getByRole("region", { name: "Setup Required" });
    // Seeding takes about 20 seconds. The post is a page load, which Playwright waits for before it
    // looks: answered 204 No Content, it leaves the page as it is while the request runs.
    await page.route(/\/sample-content/, (route) => route.fulfill({ status: 204 }));
    await panel.getByRole("button", { name: "Add Sample Projects + Blogs" }).click();
    await expect(panel.getByRole("button", { name: "Adding sample content..." })).toBeDisabled();
    await expect(panel.getByRole("button", { name: "Add Sample Blogs Only" })).toBeDisabled();
  });
});
