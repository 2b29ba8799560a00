import { readFileSync } from "node:fs";

import { consentLine } from "#app/domain/leads/lead-options.ts";
import { recordLead } from "#app/domain/leads/leads.server.ts";
import { defaultSiteSettings as site } from "#app/domain/settings/settings.ts";
import { leadInput } from "#tests/support/lead-test-data.ts";
import { expectAccessibleAtEveryWidth } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { uniqueName, withSiteDatabase } from "./leads.ts";
import { signIn } from "./staff.ts";

/**
 * Issue "Roles", buyers' personal data (DPDP Act): an owner answers a buyer's request to see and
 * to erase what the company holds, and sees who opened buyers' data.
 */

/** Two leads of one buyer, sent with the consent line the forms show; answers the phone as typed. */
async function buyerWithTwoLeads(name: string) {
  const digits = `97${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
  const stored = `+91${digits}`;
  const consent = consentLine(site.companyName);
  const ids = await withSiteDatabase(async (db) => [
    await recordLead(db, leadInput({ name, phone: stored, email: null, consent })),
    await recordLead(db, leadInput({ name, phone: stored, email: null, kind: "contact", consent })),
  ]);
  return { typed: `${digits.slice(0, 5)} ${digits.slice(5)}`, stored, ids, consent };
}

test("an owner finds a buyer's data by phone, downloads it, erases it, and sees who opened it", async ({
  page,
}) => {
  test.slow();
  const name = uniqueName("Lakshmi");
  const buyer = await buyerWithTwoLeads(name);
  await signIn(page);

  // The lead's page shows the consent line the buyer saw, and opening it is logged.
  await page.goto(`/admin/leads/${buyer.ids[0]}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: buyer.consent })).toBeVisible();

  await page.getByRole("link", { name: "Personal data" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Personal data" })).toBeVisible();
  const log = page.getByRole("table", { name: "Access to buyers' data, newest first" });
  const opened = log.getByRole("row").filter({ has: page.locator(`a[href="/admin/leads/${buyer.ids[0]}"]`) });
  await expect(opened).toContainText("Test Administrator");
  await expect(opened).toContainText("Opened a lead");

  const search = page.getByRole("region", { name: "Find a person's data" });
  await search.getByLabel("Phone or e-mail").fill("not a phone");
  await search.getByRole("button", { name: "Find" }).click();
  await expect(
    search.getByText("Enter a phone number (98765 43210, +91 98765 43210) or an e-mail address."),
  ).toBeVisible();
  await search.getByLabel("Phone or e-mail").fill(buyer.typed);
  await search.getByRole("button", { name: "Find" }).click();
  const held = page.getByRole("region", { name: `Held under ${buyer.stored}` });
  await expect(held).toContainText("2 leads.");
  await expect(held.getByRole("table").getByRole("link", { name })).toHaveCount(2);
  await expectAccessibleAtEveryWidth(page);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    held.getByRole("link", { name: "Download all" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(readFileSync((await download.path())!, "utf8"));
  expect(file.heldUnder).toBe(buyer.stored);
  expect(file.leads.map((lead: { id: string }) => lead.id).sort()).toEqual([...buyer.ids].sort());
  expect(file.leads[0].consent).toBe(buyer.consent);

  await held.getByRole("button", { name: "Erase all" }).click();
  const confirm = page.getByRole("dialog", { name: "Erase everything held about this person?" });
  await expect(confirm).toContainText(buyer.stored);
  await confirm.getByRole("button", { name: "Erase" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Erased 2 leads." })).toBeVisible();

  await search.getByLabel("Phone or e-mail").fill(buyer.stored);
  await search.getByRole("button", { name: "Find" }).click();
  await expect(page.getByText("Nothing is held under this phone number or e-mail.")).toBeVisible();
  await expect(log.getByRole("row").filter({ hasText: "Erased a person's data" }).first()).toBeVisible();
  await expect(log.getByRole("row").filter({ hasText: "Downloaded a person's data" }).first()).toBeVisible();
  expect(
    await withSiteDatabase((db) =>
      db.selectFrom("leads").select("id").where("phone", "=", buyer.stored).execute(),
    ),
  ).toEqual([]);
});

test("erasing asks on a page step without JavaScript", async ({ browser }) => {
  const name = uniqueName("Karthik");
  const buyer = await buyerWithTwoLeads(name);
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: test.info().project.use.baseURL,
  });
  const page = await context.newPage();
  await signIn(page);
  await page.goto(`/admin/personal-data?q=${encodeURIComponent(buyer.typed)}`);
  await page.getByRole("button", { name: "Erase all" }).click();
  await expect(page).toHaveURL(/[?&]erase/);
  const confirm = page.getByRole("dialog", { name: "Erase everything held about this person?" });
  await confirm.getByRole("button", { name: "Erase" }).click();
  await expect(page.getByText("Erased 2 leads.")).toBeVisible();
  await context.close();
});
