import type { Page } from "@playwright/test";

import { svgRefusals } from "#app/domain/plots/svg-rules.ts";
import { insertPlots } from "#tests/support/plot-test-data.ts";
import { expect, test } from "./fixtures.ts";
import { otherTestsImages, png, textFile, type FilePayload } from "#tests/e2e/fixtures/images.ts";
import { withSiteDatabase } from "./leads.ts";
import { addOwnProject } from "./own-project.ts";
import { signIn } from "./staff.ts";

/** A project of its own with three plots and no plan, so the sample projects stay as they are. */
async function projectWithPlots(name: string): Promise<string> {
  return withSiteDatabase(async (db) => {
    const id = await addOwnProject(db, name);
    await insertPlots(db, id, [{ number: "1" }, { number: "2" }, { number: "3" }]);
    return id;
  });
}

function storedOutline(projectId: string, number: string) {
  return withSiteDatabase(async (db) => {
    const row = await db
      .selectFrom("plots")
      .select("outline")
      .where("project_id", "=", projectId)
      .where("number", "=", number)
      .executeTakeFirstOrThrow();
    return row.outline === null ? null : (JSON.parse(row.outline) as [number, number][]);
  });
}

const svgPlan = (svg: string) => textFile("plan.svg", "image/svg+xml", svg);

/** Signs in, opens the project's layout page and uploads `file` as its plan. */
async function uploadPlan(page: Page, projectId: string, file: FilePayload) {
  await signIn(page);
  await page.goto(`/admin/projects/${projectId}/layout`);
  await page.getByLabel("Plan file (SVG, JPEG, PNG or WebP)").setInputFiles(file);
  await page.getByRole("button", { name: "Upload plan" }).click();
}

test("an SVG with a script is refused with the reason, and nothing is stored", async ({
  page,
  consoleErrors,
}) => {
  // The refusal answers 400, which the browser logs.
  consoleErrors.allow(/status of 400/);
  const id = await projectWithPlots(`Refused plan ${Date.now()}`);
  await uploadPlan(
    page,
    id,
    svgPlan(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect id="plot-1"/><script>alert(1)</script></svg>',
    ),
  );
  await expect(page.getByRole("alert")).toHaveText(svgRefusals.script);
  const layouts = await withSiteDatabase((db) =>
    db.selectFrom("project_layouts").select("project_id").where("project_id", "=", id).execute(),
  );
  expect(layouts).toEqual([]);
});

test("a clean SVG is stored with the report of its links", async ({ page }) => {
  const id = await projectWithPlots(`SVG plan ${Date.now()}`);
  await uploadPlan(
    page,
    id,
    svgPlan(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 50"><rect id="plot-1" width="10" height="10"/>' +
        '<g><rect x="20" width="10" height="10"/><text>2</text></g><rect id="plot-9" x="40" width="10" height="10"/></svg>',
    ),
  );
  const report = page.getByRole("status").filter({ hasText: "The SVG plan is saved." });
  await expect(report).toContainText("2 plots are linked to their shapes.");
  await expect(report).toContainText("Shapes without a plot: 9");
  await expect(report).toContainText("Plots without a shape: 3");
});

test("an SVG plan of 1.5 MB is stored, and one over 2 MB gets the plan's own message, not the body limit's", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 400/);
  const id = await projectWithPlots(`Large plan ${Date.now()}`);
  // A surveyor's export with a long description: the bytes, not the elements, make it large.
  const planOf = (bytes: number) =>
    svgPlan(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 50"><desc>${"Survey No. 112/3A ".repeat(
        Math.ceil(bytes / 18),
      )}</desc><rect id="plot-1" width="10" height="10"/></svg>`,
    );
  await uploadPlan(page, id, planOf(1.5 * 1024 * 1024));
  await expect(page.getByRole("status").filter({ hasText: "The SVG plan is saved." })).toBeVisible();
  await page.getByLabel("Plan file (SVG, JPEG, PNG or WebP)").setInputFiles(planOf(2.5 * 1024 * 1024));
  await page.getByRole("button", { name: "Upload plan" }).click();
  await expect(page.getByRole("alert")).toHaveText(svgRefusals.tooLarge);
});

test("outlines drawn on an image plan are saved and there after a reload", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(otherTestsImages);
  const id = await projectWithPlots(`Image plan ${Date.now()}`);
  await uploadPlan(page, id, await png("layout.png", 800, 600));
  await expect(page.getByText("The picture is saved. Outline each plot on it below.")).toBeVisible();

  const plan = page.getByRole("application", { name: "Layout plan: click to add a corner" });
  // The plan is taller than the window: bring its top into view, where the corners are clicked.
  await plan.evaluate((svg) => svg.scrollIntoView({ block: "start" }));
  const box = (await plan.boundingBox())!;
  const at = (x: number, y: number) => page.mouse.click(box.x + box.width * x, box.y + box.height * y);
  await at(0.1, 0.1);
  await at(0.3, 0.1);
  await at(0.3, 0.3);
  await at(0.1, 0.3);
  await page.getByLabel("Plot number").fill("2");
  await page.getByRole("button", { name: "Close shape (4 corners)" }).click();
  await expect(page.getByText("With an outline (1):")).toBeVisible();

  // Move the first corner by dragging it, then delete the last one.
  const first = plan.locator('[data-corner="0"]');
  const corner = (await first.boundingBox())!;
  await page.mouse.move(corner.x + corner.width / 2, corner.y + corner.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.05, box.y + box.height * 0.05, { steps: 5 });
  await page.mouse.up();
  await plan.locator('[data-corner="3"]').click();
  await page.getByRole("button", { name: "Delete corner" }).click();

  await page.getByRole("button", { name: "Save outlines" }).click();
  await expect(page.getByText("Outlines saved (1 changed).")).toBeVisible();
  const saved = await storedOutline(id, "2");
  expect(saved).toHaveLength(3);
  expect(saved![0]![0]).toBeLessThan(60);
  expect(saved![1]![0]).toBeCloseTo(240, -1);
  expect(saved![1]![1]).toBeCloseTo(60, -1);

  await page.reload();
  await expect(page.getByText("With an outline (1):")).toBeVisible();
  await expect(page.locator('[data-outline="2"] polygon')).toHaveCount(1);
  expect(await storedOutline(id, "1")).toBeNull();
});
