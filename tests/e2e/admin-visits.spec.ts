import { randomUUID } from "node:crypto";

import { storeLead } from "#app/domain/leads/leads.server.ts";
import { outcomeMessages } from "#app/domain/leads/lead-visit-view.ts";
import { planMessages, visitMoment } from "#app/domain/visits/index.ts";
import { addDays, formatCalendarDay, indiaToday } from "#app/lib/india-time.ts";
import { leadInput } from "#tests/support/lead-test-data.ts";
import { axe } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { uniqueName, withSiteDatabase } from "./leads.ts";
import { addOwnProject } from "./own-project.ts";
import { signIn } from "./staff.ts";

/**
 * Issue "Site visits and bookings": a sales manager gives a project its visiting slots (a wrong
 * time is refused next to its field), a buyer books one on the public page, and the visit shows
 * in the week's calendar with the buyer, the project, the pickup point and the executive.
 */
test("slots set in the back office are booked on the project page and show in the week's calendar", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 400/);
  const name = uniqueName("Slot Project");
  const projectId = await withSiteDatabase((db) => addOwnProject(db, name));
  // The Wednesday over a week ahead: no sample project has slots on Wednesdays.
  const day = Array.from({ length: 7 }, (_, i) => addDays(indiaToday(), 8 + i)).find(
    (d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 3,
  )!;

  await signIn(page, "sales-manager");
  await page.goto("/admin/visits");
  await expect(page.getByRole("heading", { level: 1, name: "Site visits" })).toBeVisible();
  await page.getByRole("link", { name: "Visiting slots" }).click();
  const card = page.getByRole("region", { name });
  await card.getByLabel("Wednesday: start times").fill("11:00, 9.30");
  await card.getByLabel("Wednesday: visitors per slot").fill("6");
  await card.getByLabel("Pickup points").fill("Koyambedu Bus Terminus\nGuindy Metro Station");
  await card.getByRole("button", { name: `Save the visiting slots of ${name}` }).click();
  await expect(card.getByLabel("Wednesday: start times")).toHaveAccessibleDescription(planMessages.times);
  await expect(card.getByLabel("Pickup points")).toHaveValue("Koyambedu Bus Terminus\nGuindy Metro Station");
  await card.getByLabel("Wednesday: start times").fill("11:00, 9:30");
  await card.getByRole("button", { name: `Save the visiting slots of ${name}` }).click();
  await expect(page.getByText(`Visiting slots of ${name} saved.`)).toBeVisible();
  await expect(card.getByLabel("Wednesday: start times")).toHaveValue("09:30, 11:00");
  expect((await axe(page).analyze()).violations).toEqual([]);

  const buyer = uniqueName("Calendar Buyer");
  await page.goto(`/project/${projectId}`);
  await page
    .getByRole("region", { name: "At a glance" })
    .getByRole("button", { name: "Schedule Site Visit" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Schedule Site Visit" });
  await dialog.getByLabel("Full Name").fill(buyer);
  await dialog.getByLabel("Phone Number").fill("9443166666");
  await dialog.getByLabel("Visit Time").selectOption(`${day}T11:00`);
  await dialog.getByLabel("Number of Visitors").fill("2");
  await dialog.getByLabel("I need pickup to the site").check();
  await dialog.getByLabel("Pickup Point").selectOption("Guindy Metro Station");
  await dialog.getByRole("button", { name: "Book Site Visit" }).click();
  await expect(dialog.getByText(/Your site visit is booked for/)).toBeVisible();

  await page.goto(`/admin/visits?view=week&date=${day}`);
  const dayCard = page.getByRole("region", { name: new RegExp(`^${formatCalendarDay(day)}`) });
  const row = dayCard.getByRole("row", { name: new RegExp(buyer) });
  await expect(row).toContainText("11:00 AM");
  await expect(row).toContainText(name);
  await expect(row).toContainText("Guindy Metro Station");
  await expect(row).toContainText("2");
  await page.getByRole("link", { name: "Day view" }).click();
  await expect(page.getByRole("heading", { level: 2 })).toHaveText([
    new RegExp(`^${formatCalendarDay(day)}`),
  ]);
  await page.getByRole("link", { name: "Next day" }).click();
  await expect(page.getByRole("heading", { level: 2 })).toHaveText([
    `${formatCalendarDay(addDays(day, 1))}0 visits`,
  ]);
  await expect(page.getByText("No visits booked.")).toBeVisible();
  await page.getByRole("link", { name: "Previous day" }).click();
  await row.getByRole("link", { name: buyer }).click();
  await expect(page.getByRole("heading", { level: 1, name: buyer })).toBeVisible();
});

test("on the visit's day the executive records who came and the plots they liked; the buyer's timeline says so", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 400/);
  const name = uniqueName("Visit Outcome Buyer");
  const today = indiaToday();
  const leadId = await withSiteDatabase(async (db) => {
    const projectId = await addOwnProject(db, uniqueName("Outcome Project"));
    const { id } = await storeLead(
      db,
      leadInput({
        kind: "site-visit",
        name,
        phone: `+9189${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`,
        projectId,
      }),
    );
    // A visit booked earlier for this morning (a booking made now would be refused: the slot has closed).
    await db
      .insertInto("site_visits")
      .values({
        id: randomUUID(),
        lead_id: id,
        project_id: projectId,
        visit_date: today,
        start_time: "10:00",
        visitors: 3,
        pickup_point: "Tambaram Railway Station",
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    return id;
  });

  await signIn(page, "sales-manager");
  await page.goto(`/admin/leads/${leadId}`);
  const panel = page.getByRole("region", { name: "Site visit" });
  await expect(panel).toContainText(visitMoment(today, "10:00"));
  await expect(panel).toContainText("3 visitors · Pickup: Tambaram Railway Station");
  await panel.getByRole("button", { name: "Save outcome" }).click();
  await expect(panel.getByText(outcomeMessages.outcome)).toBeVisible();
  await panel.getByText("Came", { exact: true }).click();
  await panel.getByLabel("Plots liked").fill("12, 14");
  await panel.getByLabel("Note").fill("Wants an east facing corner plot.");
  await panel.getByRole("button", { name: "Save outcome" }).click();
  await expect(page.getByText(outcomeMessages.saved)).toBeVisible();
  await expect(panel).toContainText("Plots liked: 12, 14");
  const noted = `Site visit of ${visitMoment(today, "10:00")}: Came. Plots liked: 12, 14. Wants an east facing corner plot.`;
  await expect(page.getByText(noted)).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);

  await page.getByRole("link", { name: "Every lead of this buyer" }).click();
  await expect(page.getByRole("list", { name: "Timeline" })).toContainText(noted);
});
