import { sampleProjects } from "../../app/seed/sample-projects.ts";
import { expect, test } from "./fixtures.ts";

test("the home page lists the sample projects from the database with their images", async ({ page }) => {
  await page.goto("/");
  const cards = page.getByRole("listitem");
  await expect(cards).toHaveCount(sampleProjects.length);
  for (const project of sampleProjects) {
    const card = cards.filter({ has: page.getByRole("heading", { name: project.name }) });
    await expect(card).toContainText(project.location);
    await expect(card).toContainText(project.priceRange);
    await expect(card.getByRole("img", { name: project.name })).toBeVisible();
  }
});

test("project images come as AVIF and WebP variants with their size set", async ({ page }) => {
  const images: { url: string; type: string }[] = [];
  page.on("response", (response) => {
    if (response.url().includes("/media/"))
      images.push({ url: response.url(), type: response.headers()["content-type"] ?? "" });
  });
  await page.goto("/");
  const first = page.locator("picture").first();
  await expect(first.locator('source[type="image/avif"]')).toHaveAttribute(
    "srcset",
    /\/media\/.+\/480\.avif 480w/,
  );
  await expect(first.locator('source[type="image/webp"]')).toHaveAttribute("srcset", /\.webp 960w/);
  const img = first.locator("img");
  await expect(img).toHaveAttribute("width", "1600");
  await expect(img).toHaveAttribute("height", "1200");
  await expect(img).toHaveAttribute("fetchpriority", "high");
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
    .toBe(true);
  await expect.poll(() => images.some((i) => i.type === "image/avif")).toBe(true);
  const response = await page.request.get(images[0]!.url);
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});

test("hydrates under the Content-Security-Policy without a single console error", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect.poll(() => page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(true);
});

test("an unknown path gets a 404 page with a way back home", async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 404 .*\/no-such-page\)$/);
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL("/");
});

test("/healthz reports a working database", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok" });
});
