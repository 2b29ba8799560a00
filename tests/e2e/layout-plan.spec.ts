import type { Locator, Page } from "@playwright/test";

import { expect, test } from "./fixtures.ts";
import { axe } from "./axe.ts";
import { leadsNamed, plotsOf, projectIdNamed, uniqueName, withSiteDatabase } from "./leads.ts";

/** The sample projects' plans: Green Meadows is given as an SVG, Kovai Hills as an image with outlines. */
const svgProject = "Green Meadows Oragadam";
const imageProject = "Kovai Hills Enclave";

const section = (page: Page) => page.getByRole("region", { name: "Layout plan" });
const shape = (page: Page, plot: string) => page.locator(`[data-plan-viewport] [data-plot="${plot}"]`);
const row = (page: Page, plot: string) => page.locator(`[data-plot-row="${plot}"]`);
const panel = (page: Page, plot: string) => page.getByRole("region", { name: `Plot ${plot}`, exact: true });

async function fillPerson(form: Locator, name: string) {
  await form.getByLabel("Full Name").fill(name);
  await form.getByLabel("Phone Number").fill("98765 43210");
}

async function openPlan(page: Page, projectName: string, query = "") {
  await page.goto(`/project/${await projectIdNamed(projectName)}${query}#layout-plan`);
  // The plan's script marks the page once it has run.
  await expect(page.locator("html[data-plan-script]")).toHaveCount(1);
}

test("a tapped plot shows its facts, and its enquiry is stored with the plot", async ({ page }) => {
  const [plot] = await plotsOf(svgProject, "available");
  await openPlan(page, svgProject);
  await expect(
    section(page).getByRole("img", { name: /^Layout plan of Green Meadows Oragadam/ }),
  ).toBeVisible();
  await expect(shape(page, plot!)).toHaveClass(/plan-available/);
  // The plot list scrolls inside its own box: the page never gets wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(page.viewportSize()!.width);
  // All the plots are listed, in a box a few screens high at most, so the page goes on below it.
  await expect(section(page).locator("[data-plot-row]")).toHaveCount((await plotsOf(svgProject)).length);
  expect(
    (await section(page).getByRole("region", { name: "Plots" }).boundingBox())!.height,
  ).toBeLessThanOrEqual(32 * 16);

  await shape(page, plot!).click();
  const details = panel(page, plot!);
  await expect(details).toBeVisible();
  await expect(shape(page, plot!)).toHaveClass(/plan-selected/);
  // The plot's facts come first; its cost (issue "What it costs") follows in a block of its own.
  const facts = details.locator("dl").first();
  for (const term of ["Status", "Area", "Dimensions", "Facing", "Corner plot", "Road width", "Price"]) {
    await expect(facts.getByText(term, { exact: true })).toBeVisible();
  }
  await expect(facts.getByText("Available", { exact: true })).toBeVisible();
  // The area in the units buyers ask in: "2,400 sq.ft · 5.51 cents · 1 ground" (the list's cell keeps
  // each unit on one line with no-break spaces).
  const area = /^[\d,]+\ssq\.ft · [\d.]+\scents? · [\d.]+\sgrounds?$/;
  await expect(facts.getByText(area)).toBeVisible();
  await expect(row(page, plot!).getByText(area)).toBeVisible();
  await expect(facts.getByText(/^₹ [\d.]+ L$/)).toBeVisible();
  await expect(details.getByRole("region", { name: `What plot ${plot} costs` })).toBeVisible();
  await expect(details.getByRole("link", { name: "Schedule a site visit" })).toBeVisible();

  await details.getByRole("link", { name: `Enquire about plot ${plot}` }).click();
  const dialog = page.getByRole("dialog", { name: "Enquire Now" });
  await expect(dialog.getByText(`Enquiring about ${svgProject}, plot ${plot}`)).toBeVisible();
  const name = uniqueName("Meena");
  await fillPerson(dialog, name);
  await dialog.getByRole("button", { name: "Send Enquiry" }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => leadsNamed(name)).toMatchObject([{ plot_number: plot, kind: "enquiry" }]);
  expect((await leadsNamed(name))[0]!.plot_id).toMatch(/^[0-9a-f-]{36}$/);
});

test("a site visit asked from a plot's panel is stored with the plot", async ({ page }) => {
  const [, plot] = await plotsOf(svgProject, "available");
  await openPlan(page, svgProject);
  await shape(page, plot!).click();
  await panel(page, plot!).getByRole("link", { name: "Schedule a site visit" }).click();
  const dialog = page.getByRole("dialog", { name: "Schedule Site Visit" });
  await expect(dialog.getByText(`Site visit to ${svgProject}, plot ${plot}`)).toBeVisible();
  const name = uniqueName("Kannan");
  await fillPerson(dialog, name);
  const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  await dialog.getByLabel("Preferred Date").fill(day);
  await dialog.getByLabel("Time Slot").selectOption({ index: 1 });
  await dialog.getByRole("button", { name: "Request Site Visit" }).click();
  await expect.poll(() => leadsNamed(name)).toMatchObject([{ plot_number: plot, kind: "site-visit" }]);
});

test("the filters narrow the plan and the list, and the list opens a plot by keyboard", async ({ page }) => {
  const [sold] = await plotsOf(svgProject, "sold");
  const [held] = await plotsOf(svgProject, "on_hold");
  const available = await plotsOf(svgProject, "available");
  await openPlan(page, svgProject);
  await expect(row(page, held!).getByText("On hold", { exact: true })).toBeAttached();
  await expect(row(page, sold!).getByText("Sold", { exact: true })).toBeAttached();

  await section(page).getByLabel("Available only").check();
  await expect(row(page, sold!)).toBeHidden();
  await expect(row(page, held!)).toBeHidden();
  await expect(shape(page, sold!)).toHaveClass(/plan-out/);
  await expect(section(page).getByText(`${available.length} of 180 plots shown`)).toBeVisible();

  await section(page).getByLabel("Budget").selectOption({ index: 1 });
  await expect(section(page).getByText("No plot matches these filters.")).toBeVisible();
  await section(page).getByLabel("Budget").selectOption("");

  const opener = section(page).getByRole("button", { name: `Plot ${available[0]}: show on the plan` });
  await opener.focus();
  await page.keyboard.press("Enter");
  await expect(
    panel(page, available[0]!).getByRole("heading", { name: `Plot ${available[0]}`, exact: true }),
  ).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Close the plot's details" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(panel(page, available[0]!)).toHaveCount(0);
});

test("the plan's behaviour is fetched only when the plan nears the screen", async ({ page }) => {
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (/plot-plan-enhance-[\w-]+\.js$/.test(request.url())) fetched.push(request.url());
  });
  await page.goto(`/project/${await projectIdNamed(svgProject)}`);
  await page.waitForLoadState("networkidle");
  expect(fetched).toEqual([]);
  await expect(page.locator("html[data-plan-script]")).toHaveCount(0);

  await section(page).scrollIntoViewIfNeeded();
  await expect(page.locator("html[data-plan-script]")).toHaveCount(1);
  expect(fetched).toHaveLength(1);
});

test("the plot list is drawn only when it nears the screen, and keeps its height when it is", async ({
  page,
}) => {
  await page.goto(`/project/${await projectIdNamed(svgProject)}`);
  const box = section(page).getByRole("region", { name: "Plots" });
  // A box whose drawing waits has its contents skipped: its table is not visible until then.
  const drawn = () =>
    box.locator("table").evaluate((table) => table.checkVisibility({ contentVisibilityAuto: true }));
  expect(await drawn()).toBe(false);
  const before = (await box.boundingBox())!.height;
  await box.scrollIntoViewIfNeeded();
  await expect.poll(drawn).toBe(true);
  expect(before).toBe(32 * 16);
  expect((await box.boundingBox())!.height).toBe(before);
});

test("the plan is drawn only when it nears the screen, in a box of the plan's own size meanwhile", async ({
  page,
}) => {
  for (const projectName of [svgProject, imageProject]) {
    await page.goto(`/project/${await projectIdNamed(projectName)}`);
    const viewport = section(page).locator("[data-plan-viewport]");
    const svg = viewport.locator("svg");
    // The plan's shapes are skipped until then (content-visibility), so they cost the first view nothing.
    const drawn = () => svg.evaluate((plan) => plan.checkVisibility({ contentVisibilityAuto: true }));
    expect(await drawn()).toBe(false);
    const before = (await viewport.boundingBox())!;
    await viewport.scrollIntoViewIfNeeded();
    await expect.poll(drawn).toBe(true);
    // Drawn, the plan fills the box it was given: nothing below it moves.
    const after = (await viewport.boundingBox())!;
    expect(after.height).toBeCloseTo(before.height, 0);
    expect((await svg.boundingBox())!.height).toBeCloseTo(after.height, 0);
    expect(after.height).toBeGreaterThan(100);
  }
});

test("zoom buttons zoom the plan in and back out", async ({ page }) => {
  await openPlan(page, svgProject);
  const svg = section(page).locator("[data-plan-viewport] svg");
  await expect(svg).toHaveAttribute("viewBox", "0 0 1600 1200");
  await section(page).getByRole("button", { name: "Zoom in" }).click();
  await expect(svg).not.toHaveAttribute("viewBox", "0 0 1600 1200");
  await section(page).getByRole("button", { name: "Show the whole plan" }).click();
  await expect(svg).toHaveAttribute("viewBox", "0 0 1600 1200");
});

test("an image plan shows the picture with each plot outlined", async ({ page }) => {
  const [plot] = await plotsOf(imageProject, "available");
  await openPlan(page, imageProject);
  const image = section(page).locator("[data-plan-viewport] image");
  await expect(image).toHaveAttribute("href", /^\/media\/[0-9a-f]+-1600x1200\/1600\.webp$/);
  const response = await page.request.get((await image.getAttribute("href"))!);
  expect(response.headers()["content-type"]).toBe("image/webp");
  await expect(section(page).locator("[data-plan-viewport] polygon")).toHaveCount(120);
  await shape(page, plot!).click();
  await expect(panel(page, plot!)).toBeVisible();
});

test("the page with the plan has no accessibility violations", { tag: "@any-width" }, async ({ page }) => {
  // axe reads every one of the 180 plots' rows and shapes: slow on a busy machine.
  test.slow();
  await openPlan(page, svgProject);
  const [plot] = await plotsOf(svgProject, "available");
  await shape(page, plot!).click();
  await expect(panel(page, plot!)).toBeVisible();
  expect(await axe(page).include("#layout-plan").analyze()).toMatchObject({ violations: [] });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the plan, the filters and the plot's enquiry work as plain pages", async ({ page }) => {
    const [sold] = await plotsOf(svgProject, "sold");
    const projectId = await projectIdNamed(svgProject);
    await page.goto(`/project/${projectId}`);
    await expect(section(page).getByRole("img", { name: /^Layout plan of/ })).toBeVisible();
    await expect(section(page).getByRole("button", { name: "Zoom in" })).toBeHidden();
    await expect(row(page, sold!)).toBeVisible();

    await section(page).getByLabel("Available only").check();
    await section(page).getByLabel("Facing").selectOption("N");
    await section(page).getByRole("button", { name: "Show plots" }).click();
    await expect(page).toHaveURL(/[?&]available=1&facing=N/);
    await expect(row(page, sold!)).toBeHidden();
    await expect(shape(page, sold!)).toHaveClass(/plan-out/);

    const facingNorth = await withSiteDatabase((db) =>
      db
        .selectFrom("plots")
        .select("number")
        .where("project_id", "=", projectId)
        .where("status", "=", "available")
        .where("facing", "=", "N")
        .execute(),
    );
    const first = facingNorth.map((r) => r.number).sort((a, b) => Number(a) - Number(b))[0]!;
    await row(page, first)
      .getByRole("link", { name: `Enquire about plot ${first}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/\\?project=${projectId}&plot=${first}#enquiry$`));
    const form = page.locator("#enquiry form");
    await expect(form.getByText(`Enquiring about ${svgProject}, plot ${first}`)).toBeVisible();
    const name = uniqueName("Selvi");
    await fillPerson(form, name);
    await form.getByRole("button", { name: "Send Enquiry" }).click();
    await expect(page).toHaveURL(/enquiry=sent/);
    expect(await leadsNamed(name)).toMatchObject([{ plot_number: first, project_id: projectId }]);
  });
});
