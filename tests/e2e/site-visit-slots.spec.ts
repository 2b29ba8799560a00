import { randomUUID } from "node:crypto";

import type { Page } from "@playwright/test";

import { slotVisitSuccess } from "#app/domain/leads/form-texts.ts";
import { visitChangeMessages } from "#app/domain/leads/visit-change-view.ts";
import { parseSlotValue, slotMessages, visitMoment } from "#app/domain/visits/index.ts";
import { axe } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { leadsNamed, projectIdNamed, uniqueName, withSiteDatabase } from "./leads.ts";
import { waitForMail } from "./mail.ts";

/**
 * Issue "Site visits and bookings": a project with visiting slots offers only the times that have
 * places; a booking takes them, and a time that fills up while the visitor types is refused with
 * its message next to the field. Each width books a time of its own, far enough ahead that no
 * other test meets it.
 */
const project = "Silver Oak Residency";
const refused = /status of 409 .*\/site-visit\)$/;

async function openBooking(page: Page) {
  await page.goto(`/project/${await projectIdNamed(project)}`);
  await page
    .getByRole("region", { name: "At a glance" })
    .getByRole("button", { name: "Schedule Site Visit" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Schedule Site Visit" });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Posts a booking as another visitor's browser would, taking `visitors` places of `slot`. */
async function takePlaces(page: Page, slot: string, visitors: number) {
  const projectId = await projectIdNamed(project);
  return page.request.post("/site-visit", {
    headers: { Accept: "application/json" },
    form: {
      name: uniqueName("Other Visitor"),
      phone: `+9190${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`,
      slot,
      visitors: String(visitors),
      projectId,
      page: `/project/${projectId}`,
      js: "1",
    },
  });
}

test("a project with slots books a time with places, and a time filled meanwhile is refused next to the field", async ({
  page,
  consoleErrors,
}, info) => {
  consoleErrors.allow(refused);
  // Options 1 to 26 are the coming weekend slots; each width books its own, from the far end.
  const index = info.project.name === "phone" ? 24 : 22;
  const dialog = await openBooking(page);
  const time = dialog.getByLabel("Visit Time");
  await expect(time.locator("option").first()).toHaveText("Select a visit time");
  await expect(time.locator("option").nth(1)).toHaveText(/^(Saturday|Sunday), .* · \d+ places? left$/);
  expect(await dialog.getByLabel("Preferred Date").count()).toBe(0);

  const slot = await time.locator("option").nth(index).getAttribute("value");
  const { date, time: start } = parseSlotValue(slot!)!;
  const name = uniqueName("Slot Buyer");
  await dialog.getByLabel("Full Name").fill(name);
  await dialog.getByLabel("Phone Number").fill("9443177777");
  await time.selectOption(slot!);
  await dialog.getByLabel("Number of Visitors").fill("3");
  await dialog.getByLabel("I need pickup to the site").check();
  await expect(dialog.getByText("Pickup from Hosur Bus Stand.")).toBeVisible();
  await dialog.getByRole("button", { name: "Book Site Visit" }).click();
  await expect(dialog.getByText(slotVisitSuccess(date, start))).toBeVisible();
  const [lead] = await leadsNamed(name);
  expect(JSON.parse(lead!.details)).toMatchObject({
    visitDate: date,
    visitors: "3",
    pickup: "Hosur Bus Stand",
  });
  const visit = await withSiteDatabase((db) =>
    db.selectFrom("site_visits").selectAll().where("lead_id", "=", lead!.id).executeTakeFirstOrThrow(),
  );
  expect(visit).toMatchObject({
    visit_date: date,
    start_time: start,
    visitors: 3,
    pickup_point: "Hosur Bus Stand",
  });

  // The next visitor opens the form with five places left; someone else takes them before they send.
  const next = await openBooking(page);
  const choice = next.getByLabel("Visit Time").locator(`option[value="${slot}"]`);
  await expect(choice).toHaveText(/· 5 places left$/);
  await next.getByLabel("Full Name").fill(uniqueName("Late Buyer"));
  await next.getByLabel("Phone Number").fill("9443177778");
  await next.getByLabel("Visit Time").selectOption(slot!);
  expect((await takePlaces(page, slot!, 5)).status()).toBe(200);
  await next.getByRole("button", { name: "Book Site Visit" }).click();
  await expect(next.getByLabel("Visit Time")).toHaveAccessibleDescription(slotMessages.full);
  await expect(next.getByLabel("Full Name")).not.toHaveValue("");

  // A full time is no longer offered, and a post for it is refused with 409 and the message.
  await page.reload();
  await expect(page.locator(`option[value="${slot}"]`)).toHaveCount(0);
  const late = await takePlaces(page, slot!, 1);
  expect(late.status()).toBe(409);
  expect(await late.json()).toMatchObject({ ok: false, errors: { slot: slotMessages.full } });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test("the confirmation mail's link lets the buyer move the visit, then cancel it", async ({
  page,
  consoleErrors,
}, info) => {
  consoleErrors.allow(/status of 404 .*\/visit\//);
  const index = info.project.name === "phone" ? 20 : 18;
  const dialog = await openBooking(page);
  const name = uniqueName("Mailed Buyer");
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, ".")}@example.in`;
  await dialog.getByLabel("Full Name").fill(name);
  await dialog.getByLabel("Phone Number").fill("9443155555");
  await dialog.getByLabel("Email").fill(email);
  const slot = await dialog.getByLabel("Visit Time").locator("option").nth(index).getAttribute("value");
  await dialog.getByLabel("Visit Time").selectOption(slot!);
  await dialog.getByRole("button", { name: "Book Site Visit" }).click();
  await expect(dialog.getByText(/Your site visit is booked for/)).toBeVisible();

  const mail = await waitForMail(email, new RegExp(`Subject: Your site visit to ${project}`));
  // The helper undoes quoted-printable soft breaks, which takes the base64 padding with them.
  const attached = /filename=site-visit\.ics\s+([A-Za-z0-9+/=\s]+?)-{2,}/.exec(mail)![1]!;
  const calendar = Buffer.from(attached.replace(/\s/g, ""), "base64").toString("utf8");
  expect(calendar).toMatch(/^BEGIN:VCALENDAR/);
  expect(calendar).toContain(`SUMMARY:Site visit: ${project}`);
  const path = /\/visit\/[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}/.exec(mail)![0];
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: `Your site visit to ${project}` })).toBeVisible();
  const { date, time } = parseSlotValue(slot!)!;
  await expect(page.getByText(visitMoment(date, time))).toBeVisible();
  const moveTo = page.getByLabel("New Visit Time");
  const to = await moveTo.locator("option").nth(1).getAttribute("value");
  await moveTo.selectOption(to!);
  await page.getByRole("button", { name: "Move Visit" }).click();
  await expect(page.getByText(visitChangeMessages.moved)).toBeVisible();
  const moved = parseSlotValue(to!)!;
  await expect(page.getByText(visitMoment(moved.date, moved.time))).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect((await axe(page).analyze()).violations).toEqual([]);

  await page.getByRole("button", { name: "Cancel Visit" }).click();
  await expect(page.getByText(visitChangeMessages.cancelled)).toBeVisible();
  await expect(page.getByText("This visit is cancelled.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Move Visit" })).toHaveCount(0);
  const [lead] = await leadsNamed(name);
  const notes = await withSiteDatabase((db) =>
    db
      .selectFrom("lead_notes")
      .select("body")
      .where("lead_id", "=", lead!.id)
      .orderBy("created_at")
      .execute(),
  );
  expect(notes.map((note) => note.body)).toEqual([
    `Moved the site visit from ${visitMoment(date, time)} to ${visitMoment(moved.date, moved.time)}.`,
    `Cancelled the site visit of ${visitMoment(moved.date, moved.time)}.`,
  ]);

  expect((await page.goto(`/visit/${randomUUID()}.${"x".repeat(43)}`))?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "This link is not valid" })).toBeVisible();
});
