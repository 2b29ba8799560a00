import type { Page } from "@playwright/test";

import { plotsLeftText } from "#app/domain/projects/figures.ts";
import { sampleProjects } from "#app/sample-content/sample-projects.ts";
import { expect, test } from "./fixtures.ts";
import { withSiteDatabase } from "./leads.ts";

/**
 * Issue "Find and trust": /projects filters by city, budget, status and plot size and sorts, with
 * the state in the URL, counts per option and an empty state, with JavaScript and without.
 * The samples: Green Meadows (Chennai, ₹18–42 L, Available), Kovai Hills (Coimbatore, ₹15–36 L,
 * New Launch), Sethu Garden City (Ramanathapuram, ₹5–14 L, Few Left), Silver Oak (Bangalore,
 * ₹12–38.4 L, Sold Out).
 */

const cardNames = (page: Page) => page.getByRole("article").getByRole("heading", { level: 3 });
const filters = (page: Page) => page.getByRole("form", { name: "Filter projects" });

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", { tag: "@any-width" }, () => {
    test.use({ javaScriptEnabled });

    /** With JavaScript a choice applies at once; without, the Apply button sends the form. */
    async function choose(page: Page, label: string, option: string) {
      await filters(page).getByLabel(label).selectOption({ label: option });
      if (!javaScriptEnabled) await filters(page).getByRole("button", { name: "Apply" }).click();
    }

    test("filters by city and budget with counts, and clears them from the empty state", async ({ page }) => {
      test.slow();
      const asked: string[] = [];
      page.on("request", (request) => {
        if (request.isNavigationRequest()) asked.push(request.url());
      });
      await page.goto("/projects");
      await expect(cardNames(page)).toHaveCount(sampleProjects.length);
      await expect(filters(page).getByRole("status")).toHaveText("4 projects");

      await choose(page, "City", "Chennai (1)");
      await expect(page).toHaveURL(/\/projects\?city=Chennai$/);
      await expect(cardNames(page)).toHaveText(["Green Meadows Oragadam"]);
      // With Chennai chosen, each budget counts Chennai's projects only.
      await expect(filters(page).getByLabel("Budget").locator("option")).toHaveText([
        "Any budget",
        "₹ 5 L – ₹ 10 L (0)",
        "₹ 10 L – ₹ 25 L (1)",
        "₹ 25 L – ₹ 50 L (1)",
        "Above ₹ 50 L (0)",
      ]);

      await choose(page, "Budget", "₹ 5 L – ₹ 10 L (0)");
      await expect(page).toHaveURL(/\/projects\?city=Chennai&budget=5-10L$/);
      await expect(page.getByText("No projects match these filters.")).toBeVisible();
      await page.getByRole("link", { name: "Clear filters and show all projects" }).click();
      await expect(page).toHaveURL(/\/projects$/);
      await expect(cardNames(page)).toHaveCount(sampleProjects.length);
      // The script asks for the clean address; the form alone sends its empty fields, and the
      // server redirects to the clean one.
      const withEmptyFields = asked.filter((url) => /=(&|$)/.test(url));
      expect(withEmptyFields.length > 0).toBe(!javaScriptEnabled);
    });

    test("filters by the way a plot for sale faces, once projects have plots", async ({ page }) => {
      // The sample plans' plots face North or South; the sold-out Silver Oak has none for sale.
      const north = await withSiteDatabase(async (db) =>
        (
          await db
            .selectFrom("projects")
            .select("name")
            .where("published", "=", 1)
            .where((eb) =>
              eb.exists(
                eb
                  .selectFrom("plots")
                  .select("plots.id")
                  .whereRef("plots.project_id", "=", "projects.id")
                  .where("plots.status", "=", "available")
                  .where("plots.facing", "=", "N"),
              ),
            )
            .execute()
        ).map((row) => row.name),
      );
      expect(north).not.toContain("Silver Oak Residency");
      await page.goto("/projects");
      await expect(filters(page).getByLabel("Facing").locator("option")).toContainText([
        "Any facing",
        `North (${north.length})`,
      ]);
      await choose(page, "Facing", `North (${north.length})`);
      await expect(page).toHaveURL(/\/projects\?facing=N$/);
      await expect(cardNames(page)).toHaveCount(north.length);
      expect((await cardNames(page).allTextContents()).sort()).toEqual(north.sort());
    });

    test("filters by status and plot size and sorts, the sold-out project last", async ({ page }) => {
      test.slow();
      await page.goto("/projects?budget=5-10L");
      await expect(cardNames(page)).toHaveText(["Sethu Garden City"]);

      await page.goto("/projects");
      await choose(page, "Status", "Few Left (1)");
      await expect(page).toHaveURL(/status=Few\+Left/);
      await expect(cardNames(page)).toHaveText(["Sethu Garden City"]);

      // Sethu Garden City's plots stop at 1,800 sq.ft; the others reach 2,400.
      await page.goto("/projects");
      await choose(page, "Plot size", "2,400 sq.ft and more (3)");
      await expect(page).toHaveURL(/\/projects\?size=2400%2B$/);
      await expect(cardNames(page)).toHaveCount(3);
      await expect(page.getByRole("article", { name: "Sethu Garden City" })).toHaveCount(0);

      await page.goto("/projects");
      await choose(page, "Sort by", "Most plots left");
      await expect(page).toHaveURL(/\/projects\?sort=plots-left$/);
      await expect(cardNames(page)).toHaveText([
        "Kovai Hills Enclave",
        "Green Meadows Oragadam",
        "Sethu Garden City",
        "Silver Oak Residency",
      ]);
      await choose(page, "Sort by", "Price, lowest first");
      await expect(cardNames(page)).toHaveText([
        "Sethu Garden City",
        "Kovai Hills Enclave",
        "Green Meadows Oragadam",
        "Silver Oak Residency",
      ]);
      // The form shows the state it was opened with.
      await expect(filters(page).getByLabel("Sort by")).toHaveValue("price");
    });
  });
}

test(
  "cards say how many plots are left, and the sold-out project comes last",
  { tag: "@any-width" },
  async ({ page }) => {
    await page.goto("/projects");
    for (const project of sampleProjects) {
      const card = page.getByRole("article", { name: project.name });
      await expect(card).toContainText(plotsLeftText(project.soldPlots, project.totalPlots));
    }
    await expect(cardNames(page).last()).toHaveText("Silver Oak Residency");
  },
);

test("odd filter values go to the clean address", { tag: "@any-width" }, async ({ page }) => {
  await page.goto("/projects?city=&budget=cheap&status=&size=&sort=newest");
  await expect(page).toHaveURL(/\/projects$/);
  await page.goto("/projects?city=Chennai&budget=&sort=newest");
  await expect(page).toHaveURL(/\/projects\?city=Chennai$/);
});
