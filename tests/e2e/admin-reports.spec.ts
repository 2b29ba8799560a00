import { storeLead } from "#app/domain/leads/leads.server.ts";
import { leadInput } from "#tests/support/lead-test-data.ts";
import { axe } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { uniqueName, withSiteDatabase } from "./leads.ts";
import { signIn } from "./staff.ts";

/**
 * Issue "One inbox", Reports: a sales manager opens the month's report from the sidebar; a lead of
 * an ad campaign that came in today is counted under its campaign, and an earlier month is chosen.
 */
test("the month's report counts a new lead under its campaign, and another month can be chosen", async ({
  page,
}) => {
  const campaign = uniqueName("Pongal Plots Campaign");
  await withSiteDatabase((db) =>
    storeLead(
      db,
      leadInput({
        name: uniqueName("Report Buyer"),
        phone: `+9192${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`,
        source: "meta-ads",
        campaign,
      }),
    ),
  );
  await signIn(page, "sales-manager");
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Reports" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Reports" })).toBeVisible();
  const byCampaign = page.getByRole("table", { name: /^By campaign/ });
  await expect(byCampaign.getByRole("row", { name: new RegExp(`^${campaign} 1 0 — 0$`) })).toBeVisible();
  await expect(page.getByRole("table", { name: /^By source/ })).toContainText("Facebook / Instagram");
  expect((await axe(page).analyze()).violations).toEqual([]);

  const month = page.getByLabel("Month");
  const earlier = (await month.locator("option").nth(11).textContent())!;
  await month.selectOption({ index: 11 });
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByRole("heading", { level: 2, name: earlier })).toBeVisible();
  await expect(page).toHaveURL(/\?month=\d{4}-\d{2}$/);
  await expect(page.getByText(`No leads arrived in ${earlier}.`)).toBeVisible();
});
