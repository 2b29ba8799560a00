import type { Page } from "@playwright/test";

import { timestamp } from "#app/db/time.ts";
import { recordLead } from "#app/domain/leads/leads.server.ts";
import { defaultSiteSettings as site } from "#app/domain/settings/settings.ts";
import { sampleProjects } from "#app/sample-content/sample-projects.ts";
import { expect, test } from "./fixtures.ts";
import { projectIdNamed, uniqueName, withSiteDatabase } from "./leads.ts";
import { signIn } from "./staff.ts";

/**
 * Issue "Daily work": the Leads list's row actions and the first-response figures. The leads are
 * stored straight in the site's database, dated weeks back, so that whatever the clock says they
 * have waited far longer than five minutes of business hours.
 */

const dayMs = 24 * 60 * 60 * 1000;
const meadows = sampleProjects[0]!;

async function leadWaitingSince(name: string, daysAgo: number, phone: string): Promise<string> {
  const projectId = await projectIdNamed(meadows.name);
  return withSiteDatabase(async (db) => {
    const id = await recordLead(db, {
      kind: "enquiry",
      name,
      phone,
      email: null,
      message:
        "Looking for an east facing plot near the highway, with a clear title and bank loan help. Please call after six.",
      details: { location: "Chennai", budget: "10-25L" },
      page: "/",
      projectId,
    });
    const at = timestamp(new Date(Date.now() - daysAgo * dayMs));
    await db
      .updateTable("leads")
      .set({ created_at: at, status_changed_at: at })
      .where("id", "=", id)
      .execute();
    return id;
  });
}

const rows = (page: Page) => page.locator("main table tbody tr");
const waitingList = (page: Page) =>
  page.getByRole("region", { name: "First response" }).getByRole("list", { name: "Leads waiting longest" });

function uniquePhone(): string {
  return `+9197${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
}

test("a lead is worked from its row, and the first-response figures follow", async ({ page }) => {
  test.setTimeout(60_000);
  const name = uniqueName("Waiting Buyer");
  const phone = uniquePhone();
  await leadWaitingSince(name, 29, phone);
  await signIn(page);

  // The dashboard: the lead waits (the longest of all, 29 days back), with the median beside it.
  await page.goto("/admin");
  const figures = page.getByRole("region", { name: "First response" });
  await expect(figures).toContainText("Median, last 30 days");
  await expect(figures).toContainText("Counted in business hours, Mon–Sat 9:00–19:00 IST");
  await expect(waitingList(page).getByRole("link", { name })).toBeVisible();
  await expect(waitingList(page).getByRole("listitem").first()).toContainText(name);
  // The sidebar counts the leads still New.
  const sidebarLeads = page
    .getByRole("navigation", { name: "Back office" })
    .getByRole("link", { name: /^Leads/ });
  await expect(sidebarLeads).toHaveText(/^Leads\d+ new$/);
  const newBefore = Number((await sidebarLeads.textContent())?.replace(/\D/g, ""));
  expect(newBefore).toBeGreaterThan(0);

  // The row says what the person wants, in people's words, and how long they wait.
  await page.goto(`/admin/leads?q=${encodeURIComponent(name)}`);
  await expect(rows(page)).toHaveCount(1);
  const row = rows(page).first();
  await expect(row).toContainText(`Enquiry · ${meadows.name}`);
  await expect(row).toContainText("₹ 10–25 L · Chennai");
  await expect(row).toContainText(
    "Looking for an east facing plot near the highway, with a clear title and bank loan help…",
  );
  await expect(row.getByText(/^Waiting for 29 d/)).toHaveClass(/text-red-700/);
  const shown = `+91 ${phone.slice(3, 8)} ${phone.slice(8)}`;
  await expect(row.getByRole("link", { name: `Call ${shown}` })).toHaveAttribute("href", `tel:${phone}`);
  const chat = new URL(
    (await row.getByRole("link", { name: `WhatsApp ${shown}` }).getAttribute("href")) ?? "",
  );
  expect(`${chat.origin}${chat.pathname}`).toBe(`https://wa.me/${phone.slice(1)}`);
  expect(chat.searchParams.get("text")).toBe(
    `Hello ${name}, this is ${site.companyName} about ${meadows.name}. Thank you for your enquiry.`,
  );
  // The name stays on one line at desktop width.
  const link = row.getByRole("link", { name, exact: true });
  const box = await link.boundingBox();
  expect(box?.height).toBeLessThan(30);

  // The status changes in the row, and the wait becomes the first response.
  await row.getByLabel(`Move ${name} to`).selectOption("Contacted");
  await row.getByRole("button", { name: "Save" }).click();
  await expect(
    page.locator("div[role=status]").filter({ hasText: "Status changed to Contacted." }),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/leads\\?q=`));
  await expect(rows(page).first().getByLabel(`Move ${name} to`)).toHaveValue("Contacted");
  await expect(rows(page).first()).toContainText("Answered in 29 d");

  await page.goto("/admin");
  await expect(waitingList(page).getByRole("link", { name })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Recent Activity" })).toContainText(
    `Moved the enquiry from ${name} from New to Contacted`,
  );
  await expect(figures.getByText(/^\d+ leads? answered$/)).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the row's status form still saves, with its audit entry", async ({ page }) => {
    const name = uniqueName("No Script Buyer");
    const id = await leadWaitingSince(name, 3, uniquePhone());
    await signIn(page);
    await page.goto(`/admin/leads?q=${encodeURIComponent(name)}`);
    await rows(page).first().getByLabel(`Move ${name} to`).selectOption("Site visit scheduled");
    await rows(page).first().getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/leads\\?q=`));
    await expect(rows(page).first().getByLabel(`Move ${name} to`)).toHaveValue("Site visit scheduled");
    const entries = await withSiteDatabase((db) =>
      db.selectFrom("audit_log").select(["action", "summary"]).where("entity_id", "=", id).execute(),
    );
    expect(entries).toEqual([
      { action: "lead-status", summary: `Moved the enquiry from ${name} from New to Site visit scheduled` },
    ]);
  });
});
