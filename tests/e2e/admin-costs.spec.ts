import type { Page } from "@playwright/test";

import { costFormMessages } from "#app/domain/costs/index.ts";
import { expectAccessibleAtEveryWidth } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { uniqueName, withSiteDatabase } from "./leads.ts";
import { addOwnProject } from "./own-project.ts";
import { signIn } from "./staff.ts";

/**
 * Issue "What it costs": the Costs page. Rates are added from a day decades ahead, and guideline
 * values and charges set on a project of the test's own, so no other test's figures change.
 */
const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

async function openProject(page: Page, projectName: string) {
  await page.goto("/admin/costs");
  await expect(page.getByRole("heading", { level: 1, name: "Costs" })).toBeVisible();
  await page.getByLabel("Project", { exact: true }).selectOption({ label: projectName });
  await page.getByRole("button", { name: "Show" }).click();
  await expect(
    page.getByRole("heading", { level: 2, name: `Guideline value of ${projectName}` }),
  ).toBeVisible();
}

test("an owner adds a rate: a wrong percent is refused next to its field, the right one is listed", async ({
  page,
  consoleErrors,
}) => {
  // The refused form answers 400, which the browser reports.
  consoleErrors.allow(/status of 400/);
  const projectName = uniqueName("Rate Meadows");
  await withSiteDatabase((db) => addOwnProject(db, projectName));
  const source = uniqueName("G.O. (Ms) No. 90, Registration Department");
  await signIn(page);
  await openProject(page, projectName);
  await expect(page).toHaveTitle("Costs | Back office");

  const form = page.getByRole("form", { name: "Add a rate" });
  await form.getByRole("combobox", { name: "For", exact: true }).selectOption({ label: "Registration fee" });
  await form.getByLabel("Rate (%)").fill("2.555");
  await form.getByRole("textbox", { name: "In force from", exact: true }).fill("2090-04-01");
  await form.getByLabel("Source").fill(source);
  await form.getByRole("button", { name: "Add the rate" }).click();
  await expect(form.getByLabel("Rate (%)")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByText(costFormMessages.percent)).toBeVisible();
  await expect(form.getByLabel("Source")).toHaveValue(source);

  await form.getByLabel("Rate (%)").fill("2.5");
  await form.getByRole("button", { name: "Add the rate" }).click();
  await expect(toast(page, "Registration fee 2.5% added.")).toBeVisible();
  const row = page
    .getByRole("table", { name: "Rates, each kind's newest first" })
    .getByRole("row")
    .filter({ hasText: source });
  await expect(row).toContainText("Registration fee");
  await expect(row).toContainText("2.5%");
  await expect(row).toContainText("from Apr 1, 2090");
  // The page came back to the project shown.
  await expect(page.getByRole("heading", { name: `Other charges of ${projectName}` })).toBeVisible();
  await expectAccessibleAtEveryWidth(page);
});

test("a content editor sets a project's guideline value and charges, deletes a value, and adds no rate", async ({
  page,
}) => {
  const projectName = uniqueName("Guideline Gardens");
  const projectId = await withSiteDatabase((db) => addOwnProject(db, projectName));
  await signIn(page, "content-editor");
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Costs" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Rates" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Rates, each kind's newest first" })).toContainText(
    "Stamp duty",
  );
  await expect(page.getByRole("form", { name: "Add a rate" })).toHaveCount(0);
  const refused = await page.request.post("/admin/costs", {
    form: {
      intent: "add-rate",
      kind: "stamp-duty",
      percent: "7",
      from: "2090-04-01",
      source: "Not mine to add",
    },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(403);

  await openProject(page, projectName);
  await expect(page).toHaveURL(new RegExp(`/admin/costs\\?project=${projectId}$`));
  const add = page.getByRole("form", { name: "Add a guideline value" });
  for (const [rupees, from] of [
    ["1800", "2025-06-01"],
    ["2,400", "2026-04-01"],
  ] as const) {
    await add.getByLabel("₹ a sq.ft").fill(rupees);
    await add.getByRole("textbox", { name: "In force from", exact: true }).fill(from);
    await add.getByLabel("Source").fill("tnreginet.gov.in guideline value, Oragadam village");
    await add.getByRole("button", { name: "Add the value" }).click();
    await expect(toast(page, `Guideline value of ${projectName} added.`)).toBeVisible();
  }
  const values = page.getByRole("table", { name: `Guideline values of ${projectName}, newest first` });
  await expect(values.getByRole("rowheader")).toHaveText(["₹ 2,400 a sq.ft", "₹ 1,800 a sq.ft"]);

  await page.getByLabel("Charge 1 name").fill("EB connection");
  await page.getByLabel("Charge 1 rupees").fill("45,000");
  await page.getByLabel("Charge 2 name").fill("Corpus fund");
  await page.getByLabel("Charge 2 rupees").fill("50");
  await page.getByLabel("Charge 2 for").selectOption({ label: "a sq.ft" });
  await page.getByRole("button", { name: `Save the other charges of ${projectName}` }).click();
  await expect(toast(page, `Other charges of ${projectName} saved.`)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Charge 1 name")).toHaveValue("EB connection");
  await expect(page.getByLabel("Charge 1 rupees")).toHaveValue("45000");
  await expect(page.getByLabel("Charge 2 name")).toHaveValue("Corpus fund");
  await expect(page.getByLabel("Charge 2 for")).toHaveValue("sqft");

  // The confirmation is the back office's own dialog, which comes with the page's script.
  await expect.poll(() => page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(true);
  const remove = values.getByRole("button", {
    name: "Delete the guideline value ₹ 1,800 a sq.ft from Jun 1, 2025",
  });
  // Its bin icon is drawn from the page's row icon symbols: without them the button is blank.
  await expect(page.locator("symbol#row-icon-delete")).toHaveCount(1);
  await expect(remove.locator("svg")).toBeVisible();
  await remove.click();
  const asked = page.getByRole("dialog", { name: "Delete this guideline value?" });
  await expect(asked).toContainText(projectName);
  await asked.getByRole("button", { name: "Delete guideline value" }).click();
  await expect(toast(page, `Guideline value of ${projectName} deleted.`)).toBeVisible();
  await expect(values.getByRole("rowheader")).toHaveText(["₹ 2,400 a sq.ft"]);
  await expectAccessibleAtEveryWidth(page);
});
