import { readFileSync } from "node:fs";

import type { Locator, Page } from "@playwright/test";

import { insertPlots } from "#tests/support/plot-test-data.ts";
import { expect as baseExpect, test } from "./fixtures.ts";
import { axe } from "./axe.ts";
import { createProject, otherTestsImages, textFile, uniqueName } from "#tests/e2e/fixtures/images.ts";
import { withSiteDatabase } from "./leads.ts";
import { signIn } from "./staff.ts";

/** Saves redirect and the page loads again: allow for a busy test machine. */
const expect = baseExpect.configure({ timeout: 10_000 });

test.beforeEach(async ({ page, consoleErrors }) => {
  consoleErrors.allow(otherTestsImages);
  await signIn(page);
});

/** A new project's Plots page, reached from the projects table; answers its address. */
async function openPlots(page: Page, name: string): Promise<string> {
  await createProject(page, name);
  await page.goto(`/admin/projects?q=${encodeURIComponent(name)}`);
  await page
    .getByRole("link", { name: `Plots of ${name}` })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: `Plots · ${name}` })).toBeVisible();
  return new URL(page.url()).pathname;
}

async function addPlot(page: Page, plot: { number: string; area: string; rate?: string; facing?: string }) {
  const form = page.locator("form").filter({ has: page.getByRole("heading", { name: "Add a plot" }) });
  await form.getByLabel("Plot number").fill(plot.number);
  await form.getByLabel("Area (sq.ft)").fill(plot.area);
  await form.getByLabel("Rate (₹/sq.ft)").fill(plot.rate ?? "");
  if (plot.facing) await form.getByLabel("Facing").selectOption(plot.facing);
  await form.getByRole("button", { name: "Add plot" }).click();
}

const row = (page: Page, number: string): Locator => page.locator(`tr[data-plot="${number}"]`);

test("adds, edits and bulk-changes plots, holds one with a countdown and refuses a stale booking", async ({
  page,
  consoleErrors,
}) => {
  // Many saves, each a redirect and a reload: more than the default time on a busy machine.
  test.setTimeout(180_000);
  // A number used twice is answered 400 with the form and its message.
  consoleErrors.allow(/status of 400/);
  const name = uniqueName(test.info(), "Plots");
  const path = await openPlots(page, name);
  await expect(page.getByText("No plots yet.")).toBeVisible();

  await addPlot(page, { number: "1", area: "1200", rate: "2400", facing: "E" });
  await expect(page.getByText("Plot 1 added.")).toBeVisible();
  await expect(row(page, "1")).toContainText("₹ 28.8 L");
  await expect(row(page, "1")).toContainText("2.75 cents");
  await addPlot(page, { number: "2", area: "1500", rate: "2400" });
  await expect(row(page, "2")).toContainText("₹ 36 L");
  await addPlot(page, { number: "3", area: "900" });
  await expect(row(page, "3")).toContainText("No rate");
  // A number the project already has: a message next to the field, nothing added.
  await addPlot(page, { number: "2", area: "800" });
  await expect(page.getByText("Plot 2 already exists in this project.")).toBeVisible();
  await expect(page.locator("tr[data-plot]")).toHaveCount(3);

  // Inline edit of a row.
  await page.getByRole("link", { name: "Edit plot 2" }).click();
  await page.getByLabel("Rate (₹/sq.ft) of plot 2").fill("2500");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Plot 2 saved.")).toBeVisible();
  await expect(row(page, "2")).toContainText("₹ 37.5 L");

  // Bulk status for the chosen rows.
  await page.getByLabel("Choose plot 1").check();
  await page.getByLabel("Choose plot 3").check();
  await page.getByLabel("New status for the chosen plots").selectOption("sold");
  await page.getByRole("button", { name: "Set status" }).click();
  await expect(page.getByText("2 of 2 plots changed.")).toBeVisible();
  await expect(row(page, "1")).toContainText("Sold (registered)");
  await expect(page.getByTestId("inventory-summary")).toContainText("Sold 2 of 3.");

  // A hold for a named buyer, for the hours Settings gives (48 by default), with its countdown.
  await page.getByRole("link", { name: "Hold and history of plot 2" }).click();
  await expect(page.getByLabel("Hold for (hours)")).toHaveValue("48");
  await page.getByLabel("For (buyer's name)").fill("Ravi Kumar");
  await page.getByRole("button", { name: "Put on hold" }).click();
  await expect(page.getByTestId("hold")).toContainText(
    /On hold for Ravi Kumar by Test Administrator, until .+ \((2 d 0 h|1 d 23 h) left\)/,
  );
  await expect(
    page.getByText(/^Plot 2: Available → On hold \(for Ravi Kumar, until \d+ \w+ \d\d:\d\d\)$/),
  ).toBeVisible();
  await page.goto(path);
  await expect(row(page, "2")).toContainText("For Ravi Kumar · by Test Administrator");
  await expect(row(page, "2")).toContainText(/(2 d 0 h|1 d 23 h) left/);

  // Someone else books plot 2 while this page shows the version before: the save is refused.
  await page.getByRole("link", { name: "Edit plot 2" }).click();
  const version = await page.locator('form[id^="plot-edit-"] input[name="version"]').inputValue();
  const id = await page.locator('form[id^="plot-edit-"] input[name="id"]').inputValue();
  const other = await page.request.post(path, {
    form: { intent: "status", id, version, status: "booked" },
    maxRedirects: 0,
  });
  expect(other.status()).toBe(302);
  await page.getByLabel("Status of plot 2").selectOption("sold");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(
    page.getByText("Plot 2 was booked by someone else a moment ago. Check it and try again."),
  ).toBeVisible();
  await expect(row(page, "2")).toContainText("Booked");
});

test("imports plots from CSV with a preview that lists bad rows, and exports them for Excel", async ({
  page,
  consoleErrors,
}) => {
  test.slow();
  // The preview of a file with bad rows is answered 400.
  consoleErrors.allow(/status of 400/);
  const name = uniqueName(test.info(), "Import");
  const path = await openPlots(page, name);
  await addPlot(page, { number: "7", area: "1000", rate: "2000" });
  await expect(page.getByText("Plot 7 added.")).toBeVisible();

  await page.getByRole("link", { name: "Import CSV" }).click();
  const file = (text: string) => textFile("plots.csv", "text/csv", text);
  await page
    .getByLabel("CSV file")
    .setInputFiles(file("number,area_sqft,facing,rate_per_sqft\n7,1100,E,2000\n8,abc,N,2000\n9,1200,X,\n"));
  await page.getByRole("button", { name: "Preview import" }).click();
  const problems = page.getByRole("region", { name: /Nothing was imported: 2 rows need correcting/ });
  await expect(problems).toContainText("3Enter the area in sq.ft, a number above 0.");
  await expect(problems).toContainText("4Choose the facing");
  await page.goto(path);
  await expect(page.locator("tr[data-plot]")).toHaveCount(1);
  await expect(row(page, "7")).toContainText("1,000 sq.ft");

  await page.goto(`${path}/import`);
  // Once scripts run the file input is replaced by a button: choose the file after that.
  await expect(page.getByText("Choose a CSV file")).toBeVisible({ timeout: 15_000 });
  await page
    .getByLabel("CSV file")
    .setInputFiles(
      file(
        "\uFEFFnumber,block,area_sqft,facing,rate_per_sqft,status\r\n7,A,1100,E,2000,\r\n8,A,1200,N,2500,Booked\r\n",
      ),
    );
  await page.getByRole("button", { name: "Preview import" }).click();
  await expect(page.getByText("Ready to import: 1 new, 1 updated, 0 unchanged.")).toBeVisible();
  await page.getByRole("button", { name: "Confirm import" }).click();
  await expect(page.getByText("Imported: 1 added, 1 updated, 0 unchanged.")).toBeVisible();
  await expect(row(page, "7")).toContainText("1,100 sq.ft");
  await expect(row(page, "8")).toContainText("Booked");
  await expect(row(page, "8")).toContainText("₹ 30 L");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^plots-e2e-import-.+-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path()) ?? "", "utf8");
  expect(csv.split("\r\n")).toEqual([
    "\uFEFFnumber,block,area_sqft,dimensions,facing,corner,road_width_ft,rate_per_sqft,premium,status,price",
    "7,A,1100,,E,no,,2000,0,Available,2200000",
    "8,A,1200,,N,no,,2500,0,Booked,3000000",
    "",
  ]);

  // The dashboard sums each inventory up and lists the holds ending within a day.
  await page.goto(`${path}`);
  await page.getByRole("link", { name: "Hold and history of plot 7" }).click();
  await page.getByLabel("For (buyer's name)").fill("Anu Devi");
  await page.getByLabel("Hold for (hours)").fill("5");
  await page.getByRole("button", { name: "Put on hold" }).click();
  await expect(page.getByTestId("hold")).toContainText("On hold for Anu Devi");
  await page.goto("/admin");
  const panel = page.getByRole("region", { name: "Plot inventory" });
  await expect(panel.getByRole("row", { name: new RegExp(name) })).toHaveText(
    new RegExp(`${name}\\s*0\\s*1\\s*1\\s*0`),
  );
  await expect(panel.getByRole("listitem").filter({ hasText: `Plot 7, ${name}` })).toContainText(
    /for Anu Devi · (5 h 0 min|4 h 59 min) left/,
  );
  await expect(
    page
      .getByRole("region", { name: "Recent Activity" })
      .getByText(/^Plot 7: Available → On hold \(for Anu Devi/),
  ).toBeVisible();
});

test("the Plots page, a row being edited and the plot page pass axe", async ({ page }) => {
  test.slow();
  const name = uniqueName(test.info(), "Axe plots");
  await openPlots(page, name);
  await addPlot(page, { number: "5", area: "1200", rate: "2400", facing: "N" });
  await expect(row(page, "5")).toContainText("₹ 28.8 L");
  expect((await axe(page).analyze()).violations).toEqual([]);
  await page.getByRole("link", { name: "Edit plot 5" }).click();
  await expect(page.getByLabel("Rate (₹/sq.ft) of plot 5")).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);
  await page.getByRole("link", { name: "Cancel" }).click();
  await page.getByRole("link", { name: "Hold and history of plot 5" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Plot 5" })).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);

  // On a phone the table scrolls inside its own box: the page is never wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goBack();
  await expect(row(page, "5")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
});

/** Whether the element is cut off: a box it sits in scrolls sideways, or its right edge is out of sight. */
function cutOff(element: Locator): Promise<boolean> {
  return element.evaluate((node) => {
    for (let box = node.parentElement; box; box = box.parentElement) {
      const { overflowX } = getComputedStyle(box);
      if (overflowX !== "visible" && box.scrollWidth > box.clientWidth + 1) return true;
    }
    const { right, top, height } = node.getBoundingClientRect();
    return !node.contains(document.elementFromPoint(right - 2, top + height / 2));
  });
}

test("at 1280 px a row being edited fits: nothing scrolls sideways and Save and Cancel are in view", async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 800 });
  const name = uniqueName(test.info(), "Wide plots");
  await openPlots(page, name);
  await addPlot(page, { number: "12", area: "2400", rate: "2400", facing: "NE" });
  await expect(row(page, "12")).toContainText("₹ 57.6 L");
  await page.getByRole("link", { name: "Edit plot 12" }).click();
  const save = page.getByRole("button", { name: "Save" });
  await expect(save).toBeVisible();
  expect(await cutOff(save)).toBe(false);
  expect(await cutOff(page.getByRole("link", { name: "Cancel" }))).toBe(false);
  expect(await cutOff(page.getByLabel("Premium (₹) of plot 12"))).toBe(false);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(1280);
});

test("a plot's area reads in sq.ft, cents and grounds on the Plots table and the plot's page", async ({
  page,
}) => {
  test.slow();
  const name = uniqueName(test.info(), "Grounds");
  await openPlots(page, name);
  await addPlot(page, { number: "4", area: "2400", rate: "2000" });
  await expect(row(page, "4")).toContainText("2,400 sq.ft · 5.51 cents · 1 ground");
  await addPlot(page, { number: "5", area: "1200", rate: "2000" });
  await expect(row(page, "5")).toContainText("1,200 sq.ft · 2.75 cents · 0.5 grounds");
  await page.getByRole("link", { name: "Hold and history of plot 4" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Plot 4" })).toBeVisible();
  await expect(page.getByText("2,400 sq.ft · 5.51 cents · 1 ground")).toBeVisible();
});

test("pages a large inventory 100 plots at a time, keeping the filters and the page through a bulk change", async ({
  page,
}) => {
  test.slow();
  const name = uniqueName(test.info(), "Paged plots");
  const path = await openPlots(page, name);
  const projectId = path.split("/")[3]!;
  // 230 plots, every seventh booked: stored directly, as an import would leave them.
  await withSiteDatabase((db) =>
    insertPlots(
      db,
      projectId,
      Array.from({ length: 230 }, (_, i) => ({
        number: String(i + 1),
        status: (i + 1) % 7 ? "available" : "booked",
      })),
    ),
  );
  const rows = page.locator("tr[data-plot]");
  const pager = page.getByRole("navigation", { name: "Pages" });

  await page.goto(path);
  await expect(rows).toHaveCount(100);
  await expect(rows.first()).toHaveAttribute("data-plot", "1");
  await expect(rows.nth(9)).toHaveAttribute("data-plot", "10");
  await expect(rows.last()).toHaveAttribute("data-plot", "100");
  await expect(page.getByText("Plots 1–100 of 230")).toBeVisible();
  await expect(pager).toContainText("Page 1 of 3");
  await expect(page.getByTestId("inventory-summary")).toContainText("Sold 32 of 230.");

  await pager.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/[?&]page=2$/);
  await expect(rows.first()).toHaveAttribute("data-plot", "101");
  await expect(pager).toContainText("Page 2 of 3");

  // The bulk change works on the rows chosen on this page, and comes back to it.
  await page.getByLabel("Choose plot 101").check();
  await page.getByLabel("Choose plot 102").check();
  await page.getByLabel("New status for the chosen plots").selectOption("sold");
  await page.getByRole("button", { name: "Set status" }).click();
  await expect(page.getByText("2 of 2 plots changed.")).toBeVisible();
  await expect(page).toHaveURL(/[?&]page=2$/);
  await expect(row(page, "101")).toContainText("Sold (registered)");
  await expect(row(page, "103")).toContainText("Available");

  // A filter starts again at the first page; the pages keep it.
  await page.locator("#plots-filter-status").selectOption("available");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/[?]status=available&facing=$/);
  await expect(page.getByText("Plots 1–100 of 196")).toBeVisible();
  await pager.getByRole("link", { name: "Next" }).click();
  // The pages' links leave the filters' empty fields out.
  await expect(page).toHaveURL(/[?]status=available&page=2$/);
  await expect(rows).toHaveCount(96);
  await expect(rows.first()).toHaveAttribute("data-plot", "120");
  await expect(pager.getByRole("link", { name: "Next" })).toHaveCount(0);
  await page.locator("#plots-filter-status").selectOption("booked");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(rows).toHaveCount(32);
  await expect(pager).toHaveCount(0);
});
