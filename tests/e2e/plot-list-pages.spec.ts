import type { Page } from "@playwright/test";

import { insertLayout, insertPlots } from "#tests/support/plot-test-data.ts";
import { testProject } from "#tests/support/lead-test-data.ts";
import { startPrivateSite, type PrivateSite } from "#tests/security/private-site.ts";
import { expect, test } from "./fixtures.ts";

/**
 * Issue 28: a project of hundreds of plots lists them below its plan a page at a time (plain
 * links, `?plots=2`), while the plan still draws every plot. On a site of its own: its project
 * would change what the shared site's other tests count.
 */

const plotCount = 450;
let site: PrivateSite;
let projectId = "";

test.describe.configure({ mode: "serial", timeout: 90_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await startPrivateSite();
  projectId = await site.withDatabase(async (db) => {
    const id = await testProject(db, "Vast Meadows");
    await db.updateTable("projects").set({ published: 1 }).where("id", "=", id).execute();
    // A plan drawn as a grid, one square a plot; every third plot booked.
    const squares = Array.from(
      { length: plotCount },
      (_, i) =>
        `<rect data-plot="${i + 1}" x="${(i % 30) * 22}" y="${Math.floor(i / 30) * 22}" width="20" height="20"/>`,
    );
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 660 330">${squares.join("")}</svg>`;
    await insertLayout(db, id, { kind: "svg", svg }, { width: 660, height: 330 });
    await insertPlots(
      db,
      id,
      Array.from({ length: plotCount }, (_, i) => ({
        number: String(i + 1),
        status: (i + 1) % 3 ? "available" : "booked",
      })),
    );
    return id;
  });
});

test.afterAll(() => site?.stop());

const section = (page: Page) => page.getByRole("region", { name: "Layout plan" });
const rows = (page: Page) => section(page).locator("[data-plot-row]");
const pages = (page: Page) => section(page).getByRole("navigation", { name: "Pages of the plot list" });

test.beforeEach(({ consoleErrors }) => {
  // The test project's banner names a picture that was never uploaded.
  consoleErrors.allow(/status of 404/);
});

test("lists a large project's plots 200 a page while the plan shows every one", async ({ page }) => {
  await page.goto(`${site.base}/project/${projectId}`);
  await expect(rows(page)).toHaveCount(200);
  await expect(rows(page).first()).toHaveAttribute("data-plot-row", "1");
  await expect(rows(page).nth(9)).toHaveAttribute("data-plot-row", "10");
  await expect(rows(page).last()).toHaveAttribute("data-plot-row", "200");
  await expect(section(page).locator("[data-plan-viewport] [data-plot]")).toHaveCount(plotCount);
  await expect(
    section(page).getByText("All 450 plots shown; plots 1 to 200 of them listed here"),
  ).toBeVisible();
  await expect(pages(page)).toContainText("Page 1 of 3");

  await pages(page).getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(new RegExp(`/project/${projectId}\\?plots=2#plot-list$`));
  await expect(rows(page).first()).toHaveAttribute("data-plot-row", "201");
  await expect(section(page).getByRole("heading", { name: "Plots", exact: true })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(page.viewportSize()!.width);
  // The plan's script knows every plot: one listed on this page opens its details.
  await section(page).getByRole("button", { name: "Plot 250: show on the plan" }).click();
  await expect(page.getByRole("region", { name: "Plot 250", exact: true })).toBeVisible();

  // The filters load the page again, listing the plots that pass them a page at a time.
  await section(page).getByLabel("Available only").check();
  await section(page).getByRole("button", { name: "Show plots" }).click();
  await expect(page).toHaveURL(/\?available=1&.*#layout-plan$/);
  await expect(
    section(page).getByText("300 of 450 plots shown; plots 1 to 200 of them listed here"),
  ).toBeVisible();
  await expect(section(page).locator('[data-plan-viewport] [data-plot="3"]')).toHaveClass(/plan-out/);
  await pages(page).getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\?available=1&plots=2#plot-list$/);
  await expect(rows(page)).toHaveCount(100);
  await expect(rows(page).first()).toHaveAttribute("data-plot-row", "301");
  await expect(rows(page).filter({ hasText: "Booked" })).toHaveCount(0);
  await expect(pages(page).getByRole("link", { name: "Next" })).toHaveCount(0);
  await expect(pages(page)).toContainText("Page 2 of 2");
});

test(
  "each page of the list is a page of its own in the rendered-page cache",
  { tag: "@any-width" },
  async ({ request }) => {
    const get = async (query: string) =>
      (await request.get(`${site.base}/project/${projectId}${query}`)).text();
    const first = await get("");
    const second = await get("?plots=2");
    expect(first).toContain('data-plot-row="1"');
    expect(first).not.toContain('data-plot-row="201"');
    expect(second).toContain('data-plot-row="201"');
    expect(second).not.toContain('data-plot-row="1"');
    expect(await get("")).toBe(first);
    expect(await get("?plots=2")).toBe(second);
    // A change shows on the next request of the page it is on.
    await site.withDatabase((db) =>
      db
        .updateTable("plots")
        .set({ status: "sold" })
        .where("project_id", "=", projectId)
        .where("number", "=", "202")
        .execute(),
    );
    expect(await get("?plots=2")).not.toBe(second);
    expect(await get("")).not.toBe(first);
  },
);

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the list's pages are plain links", { tag: "@any-width" }, async ({ page }) => {
    await page.goto(`${site.base}/project/${projectId}`);
    await pages(page).getByRole("link", { name: "Next" }).click();
    await expect(rows(page).first()).toHaveAttribute("data-plot-row", "201");
    await pages(page).getByRole("link", { name: "Next" }).click();
    await expect(rows(page)).toHaveCount(50);
    await expect(rows(page).last()).toHaveAttribute("data-plot-row", "450");
    await pages(page).getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL(/\?plots=2#plot-list$/);
  });
});
