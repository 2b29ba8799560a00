import { readFileSync } from "node:fs";

import type { Page } from "@playwright/test";

import { toDate } from "#app/db/time.ts";
import { createBooking } from "#app/domain/bookings/index.server.ts";
import { consentLine } from "#app/domain/leads/lead-options.ts";
import { recordLead } from "#app/domain/leads/leads.server.ts";
import { defaultSiteSettings as site } from "#app/domain/settings/settings.ts";
import { formatShortDateTime } from "#app/lib/india-time.ts";
import { leadInput } from "#tests/support/lead-test-data.ts";
import { insertPlots } from "#tests/support/plot-test-data.ts";
import { expectAccessibleAtEveryWidth } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { uniqueName, withSiteDatabase } from "./leads.ts";
import { addOwnProject } from "./own-project.ts";
import { signIn, testStaff } from "./staff.ts";

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

test("a buyer's booking is found and downloaded, and kept when the rest is erased", async ({ page }) => {
  const name = uniqueName("Meenakshi");
  const stored = `+9196${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
  const { leadId, bookingId, receipt } = await withSiteDatabase(async (db) => {
    const projectId = await addOwnProject(db, uniqueName("Kept Booking Project"));
    const [plotId] = await insertPlots(db, projectId, [{ number: "K-1" }]);
    const leadId = await recordLead(db, leadInput({ name, phone: stored, email: null, projectId }));
    const booking = await createBooking(
      db,
      { id: null, name: "Test Administrator", allLeads: true },
      {
        plotId: plotId!,
        plotVersion: 1,
        leadId,
        buyers: [{ name, phone: stored, address: "3, Gandhi Road, Madurai", pan: "" }],
        ratePaise: 150_000,
        premiumPaise: 0,
        discountPaise: 0,
        discountReason: "",
        token: {
          amountPaise: 10_000_000,
          mode: "upi",
          reference: "UPI 612345678901",
          receivedOn: "2026-05-10",
        },
      },
      { discountApprovalPaise: 5_000_000 },
    );
    if (!booking.ok) throw new Error(`Not booked: ${JSON.stringify(booking)}`);
    return { leadId, bookingId: booking.id, receipt: booking.receipt };
  });
  const kept = "1 booking is kept, with its buyers and receipts, because the law requires its records";
  await signIn(page);
  await page.goto(`/admin/personal-data?q=${encodeURIComponent(stored)}`);
  const held = page.getByRole("region", { name: `Held under ${stored}` });
  await expect(held).toContainText("1 lead, 1 note and 1 booking.");
  const bookings = held.getByRole("table", { name: `Bookings under ${stored}, newest first` });
  await expect(bookings.getByRole("link", { name: /^Plot K-1, / })).toHaveAttribute(
    "href",
    `/admin/bookings/${bookingId}`,
  );
  await expect(bookings).toContainText(`${receipt} · Sunday, 10 May 2026 · ₹ 1,00,000`);
  await expect(held).toContainText(kept);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    held.getByRole("link", { name: "Download all" }).click(),
  ]);
  const file = JSON.parse(readFileSync((await download.path())!, "utf8"));
  expect(file.bookings).toMatchObject([{ id: bookingId, buyers: [{ name, phone: stored }] }]);
  expect(file.bookings[0].receipts[0].number).toBe(receipt);

  await held.getByRole("button", { name: "Erase all" }).click();
  const confirm = page.getByRole("dialog", { name: "Erase everything held about this person?" });
  await expect(confirm).toContainText(kept);
  await confirm.getByRole("button", { name: "Erase" }).click();
  await expect(
    page.getByRole("status").filter({
      hasText: "Erased 1 lead and 1 note. 1 booking is kept because the law requires its records.",
    }),
  ).toBeVisible();

  await page.goto(`/admin/personal-data?q=${encodeURIComponent(stored)}`);
  await expect(held).toContainText("1 booking.");
  await expect(held).toContainText(kept);
  await expect(held.getByRole("button", { name: "Erase all" })).toHaveCount(0);
  const rows = await withSiteDatabase(async (db) => ({
    leads: await db.selectFrom("leads").select("id").where("id", "=", leadId).execute(),
    booking: await db.selectFrom("bookings").select("lead_id").where("id", "=", bookingId).executeTakeFirst(),
  }));
  expect(rows).toEqual({ leads: [], booking: { lead_id: null } });
});

const accessLog = (page: Page) => page.getByRole("table", { name: "Access to buyers' data, newest first" });

test("an export of leads is in the access log with the IDs of the leads, never their names", async ({
  page,
}) => {
  const name = uniqueName("Exported Buyer");
  const buyer = await buyerWithTwoLeads(name);
  await signIn(page);
  const csv = await page.request.get(`/admin/leads/export?q=${encodeURIComponent(name)}`);
  expect(csv.status()).toBe(200);
  expect((await csv.text()).split(name)).toHaveLength(3);

  // One entry names both leads by id, and nothing of the buyer's.
  const entry = await withSiteDatabase((db) =>
    db
      .selectFrom("audit_log")
      .select(["id", "actor", "summary"])
      .where("action", "=", "lead-export")
      .where("summary", "like", `%${buyer.ids[0]}%`)
      .executeTakeFirstOrThrow(),
  );
  expect(entry.actor).toBe(testStaff.name);
  expect(entry.summary).toContain(buyer.ids[1]);
  expect(entry.summary).not.toContain(name);
  expect(entry.summary).not.toContain(buyer.stored.slice(3));

  await page.goto("/admin/personal-data");
  const row = accessLog(page)
    .getByRole("row")
    .filter({ has: page.locator(`a[href="/admin/personal-data?export=${entry.id}#exported-leads"]`) });
  await expect(row).toContainText(testStaff.name);
  await expect(row).toContainText("Exported 2 leads to CSV");
  await expect(row).not.toContainText(name);
  await row.getByRole("link", { name: /^Lead IDs/ }).click();
  const exported = page.getByRole("region", { name: "Leads by ID" });
  await expect(exported).toContainText(`Exported 2 leads to CSV, by ${testStaff.name} on `);
  const ids = exported.getByRole("list", { name: "IDs of the leads" }).getByRole("listitem");
  await expect(ids).toHaveCount(2);
  expect((await ids.allTextContents()).sort()).toEqual([...buyer.ids].sort());
  await expect(exported).not.toContainText(name);
  await exported.getByRole("link", { name: "Close" }).click();
  await expect(exported).toHaveCount(0);
});

test("a deleted lead stays in the access log by its id, with who deleted it and when, and no name", async ({
  page,
}) => {
  const name = uniqueName("Deleted Buyer");
  const [leadId] = (await buyerWithTwoLeads(name)).ids;
  await signIn(page);
  await page.goto(`/admin/leads/${leadId}`);
  await page.getByRole("button", { name: "Delete lead" }).click();
  await page
    .getByRole("dialog", { name: "Delete lead" })
    .getByRole("button", { name: "Delete lead" })
    .click();
  await expect(page.getByRole("status").filter({ hasText: `from ${name} was deleted.` })).toBeVisible();
  const deletedAt = await withSiteDatabase(async (db) => {
    const entry = await db
      .selectFrom("audit_log")
      .select("created_at")
      .where("action", "=", "lead-delete")
      .where("entity_id", "=", leadId!)
      .executeTakeFirstOrThrow();
    return formatShortDateTime(toDate(entry.created_at));
  });

  await page.getByRole("link", { name: "Personal data" }).click();
  const log = accessLog(page);
  const deleted = log.getByRole("row").filter({ hasText: "Deleted a lead" }).filter({ hasText: leadId! });
  await expect(deleted).toHaveCount(1);
  await expect(deleted.getByRole("rowheader")).toHaveText(testStaff.name);
  await expect(deleted.getByRole("cell").first()).toHaveText(deletedAt);
  // Its page was opened before: that view names the lead by id too, no longer as a link.
  await expect(
    log.getByRole("row").filter({ hasText: "Opened a lead" }).filter({ hasText: leadId! }),
  ).toHaveCount(1);
  await expect(log.locator(`a[href="/admin/leads/${leadId}"]`)).toHaveCount(0);
  await expect(log).not.toContainText(name);
});
