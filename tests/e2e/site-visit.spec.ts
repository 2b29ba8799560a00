import type { Locator, Page } from "@playwright/test";

import { siteVisitSuccess } from "#app/domain/leads/form-texts.ts";
import { consentLine, messages } from "#app/domain/leads/lead-options.ts";
import { defaultSiteSettings as site } from "#app/domain/settings/settings.ts";
import { visitDateRange } from "#app/domain/leads/visit-date.ts";
import { addDays, formatCalendarDay } from "#app/lib/india-time.ts";
import { formRefusals } from "#app/lib/read-form.ts";
import { sampleProjects } from "#app/sample-content/sample-projects.ts";
import { expect, test } from "./fixtures.ts";
import { axe } from "./axe.ts";
import { leadsNamed, projectIdNamed, uniqueName } from "./leads.ts";

const meadows = sampleProjects.find((p) => p.name === "Green Meadows Oragadam")!;

/** Chromium logs every 4xx answer to a fetch as a console error, even an expected one. */
const refusedPost = /status of 400 .*\/site-visit\)$/;

const facts = (page: Page) => page.getByRole("region", { name: "At a glance" });

/** The project page with the site-visit dialog open, once the page's script runs. */
async function openVisitDialog(page: Page): Promise<{ dialog: Locator; projectId: string }> {
  const projectId = await projectIdNamed(meadows.name);
  await page.goto(`/project/${projectId}`);
  const opener = facts(page).getByRole("button", { name: "Schedule Site Visit" });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Schedule Site Visit" });
  await expect(dialog).toBeVisible();
  return { dialog, projectId };
}

async function fillVisit(
  form: Locator,
  values: { name: string; phone: string; date: string; slot: string; visitors?: string; pickup?: boolean },
) {
  await form.getByLabel("Full Name").fill(values.name);
  await form.getByLabel("Phone Number").fill(values.phone);
  await form.getByLabel("Preferred Date").fill(values.date);
  await form.getByLabel("Time Slot").selectOption({ label: values.slot });
  if (values.visitors) await form.getByLabel("Number of Visitors").fill(values.visitors);
  if (values.pickup) await form.getByLabel("I need pickup to the site").check();
}

const { min: today, max: lastDay } = visitDateRange();

test(
  "'Schedule Site Visit' stores the request for the project and confirms the day and slot",
  { tag: "@any-width" },
  async ({ page }) => {
    const name = uniqueName("Priya Raman");
    const date = addDays(today, 12);
    const { dialog, projectId } = await openVisitDialog(page);
    await expect(dialog).toContainText(`Site visit to ${meadows.name}`);
    await expect(dialog.getByLabel("Time Slot").locator("option")).toHaveText([
      "Select a time slot",
      "Morning (9 AM – 12 PM)",
      "Afternoon (12 PM – 4 PM)",
      "Evening (4 PM – 7 PM)",
    ]);
    await fillVisit(dialog, {
      name,
      phone: "98765 43210",
      date,
      slot: "Afternoon (12 PM – 4 PM)",
      visitors: "3",
      pickup: true,
    });
    await dialog.getByRole("button", { name: "Request Site Visit" }).click();

    const thanks = siteVisitSuccess(formatCalendarDay(date), "afternoon");
    await expect(dialog.getByRole("status")).toHaveText(thanks);
    expect(thanks).toContain(formatCalendarDay(date));
    const done = dialog.getByRole("button", { name: "Done" });
    await expect(done).toBeFocused();

    const [lead, ...others] = await leadsNamed(name);
    expect(others).toEqual([]);
    expect(lead).toMatchObject({
      kind: "site-visit",
      phone: "+919876543210",
      email: null,
      page: `/project/${projectId}`,
      project_id: projectId,
      status: "New",
      spam: 0,
      consent: consentLine(site.companyName),
    });
    expect(JSON.parse(lead!.details)).toEqual({
      visitDate: date,
      timeSlot: "Afternoon (12 PM – 4 PM)",
      visitors: "3",
      pickup: "Yes",
    });

    await done.click();
    await expect(dialog).toBeHidden();
    await expect(facts(page).getByRole("button", { name: "Schedule Site Visit" })).toBeFocused();
    // Opened again, it offers a fresh form.
    await facts(page).getByRole("button", { name: "Schedule Site Visit" }).click();
    await expect(dialog.getByLabel("Full Name")).toHaveValue("");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  },
);

test("the date field states its rules: today to 60 days ahead", async ({ page }) => {
  const { dialog } = await openVisitDialog(page);
  const date = dialog.getByLabel("Preferred Date");
  await expect(date).toHaveAttribute("type", "date");
  await expect(date).toHaveAttribute("min", today);
  await expect(date).toHaveAttribute("max", lastDay);
  await expect(date).toHaveAccessibleDescription("Today or up to 60 days ahead.");
  await expect(dialog.getByText(consentLine(site.companyName))).toBeVisible();
  expect(await axe(page).include("dialog").analyze()).toMatchObject({ violations: [] });
});

test(
  "past the browser's own check (min/max), the server refuses a date out of range next to the field",
  { tag: "@any-width" },
  async ({ page, consoleErrors }) => {
    consoleErrors.allow(refusedPost);
    const name = uniqueName("Karthik");
    const { dialog } = await openVisitDialog(page);
    const date = dialog.getByLabel("Preferred Date");
    await date.evaluate((input) => {
      input.removeAttribute("min");
      input.removeAttribute("max");
    });
    await fillVisit(dialog, {
      name,
      phone: "9876543210",
      date: addDays(today, -1),
      slot: "Morning (9 AM – 12 PM)",
    });
    await dialog.getByRole("button", { name: "Request Site Visit" }).click();
    await expect(date).toHaveAccessibleDescription(`Today or up to 60 days ahead. ${messages.visitDatePast}`);
    await expect(date).toHaveAttribute("aria-invalid", "true");
    await expect(date).toBeFocused();

    await date.fill(addDays(lastDay, 1));
    await dialog.getByRole("button", { name: "Request Site Visit" }).click();
    await expect(date).toHaveAccessibleDescription(
      `Today or up to 60 days ahead. ${messages.visitDateTooFar}`,
    );

    await date.fill(lastDay);
    await dialog.getByRole("button", { name: "Request Site Visit" }).click();
    await expect(dialog.getByRole("status")).toHaveText(
      siteVisitSuccess(formatCalendarDay(lastDay), "morning"),
    );
    expect(await leadsNamed(name)).toMatchObject([{ kind: "site-visit", spam: 0 }]);
  },
);

test(
  "a bot filling the hidden field is thanked, and its request is kept as spam",
  { tag: "@any-width" },
  async ({ page }) => {
    const name = uniqueName("Bot");
    const { dialog } = await openVisitDialog(page);
    await fillVisit(dialog, { name, phone: "9876543210", date: today, slot: "Evening (4 PM – 7 PM)" });
    await dialog.locator('input[name="website"]').evaluate((input: HTMLInputElement) => {
      input.value = "https://spam.example";
    });
    await dialog.getByRole("button", { name: "Request Site Visit" }).click();
    await expect(dialog.getByRole("status")).toHaveText(
      siteVisitSuccess(formatCalendarDay(today), "evening"),
    );
    expect(await leadsNamed(name)).toMatchObject([{ kind: "site-visit", spam: 1, spam_reason: "honeypot" }]);
  },
);

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the link shows the form on the page, which posts and comes back confirmed", async ({ page }) => {
    const name = uniqueName("Meena");
    const date = addDays(today, 30);
    const projectId = await projectIdNamed(meadows.name);
    await page.goto(`/project/${projectId}`);
    await facts(page).getByRole("link", { name: "Schedule Site Visit" }).click();
    await expect(page).toHaveURL(`/project/${projectId}?visit=open#site-visit`);

    const section = page.locator("#site-visit");
    await expect(section.getByText(consentLine(site.companyName))).toBeVisible();
    await fillVisit(section, {
      name,
      phone: "91-98765-43210",
      date,
      slot: "Morning (9 AM – 12 PM)",
      visitors: "2",
    });
    await section.getByRole("button", { name: "Request Site Visit" }).click();
    await expect(page).toHaveURL(`/project/${projectId}?visit=sent&date=${date}&slot=morning#site-visit`);
    const status = page.locator("#site-visit").getByRole("status");
    await expect(status).toHaveText(siteVisitSuccess(formatCalendarDay(date), "morning"));
    await expect(status).toBeInViewport();
    const [lead] = await leadsNamed(name);
    expect(lead).toMatchObject({ kind: "site-visit", project_id: projectId, spam: 0 });
    expect(JSON.parse(lead!.details)).toEqual({
      visitDate: date,
      timeSlot: "Morning (9 AM – 12 PM)",
      visitors: "2",
      pickup: "No",
    });
  });

  test("mistakes come back as messages next to the fields", { tag: "@any-width" }, async ({ page }) => {
    const name = uniqueName("Divya");
    const projectId = await projectIdNamed(meadows.name);
    await page.goto(`/project/${projectId}?visit=open`);
    const section = page.locator("#site-visit");
    await fillVisit(section, { name, phone: "12345", date: today, slot: "Morning (9 AM – 12 PM)" });
    await section.getByRole("button", { name: "Request Site Visit" }).click();
    await expect(page).toHaveURL(`/project/${projectId}?visit=invalid&invalid=phone#site-visit`);
    await expect(page.locator("#site-visit").getByLabel("Phone Number")).toHaveAccessibleDescription(
      messages.phone,
    );
    expect(await leadsNamed(name)).toEqual([]);
  });
});

test.describe("the /site-visit endpoint", { tag: "@any-width" }, () => {
  test("answers a script's post with the field errors (400) or the day and slot", async ({ request }) => {
    const invalid = await request.post("/site-visit", {
      form: { js: "1", name: "", phone: "x", visitDate: "2020-01-01", timeSlot: "night", visitors: "50" },
    });
    expect(invalid.status()).toBe(400);
    expect(await invalid.json()).toEqual({
      ok: false,
      errors: {
        name: messages.name,
        phone: messages.phone,
        visitDate: messages.visitDatePast,
        timeSlot: messages.timeSlot,
        visitors: messages.visitors,
      },
    });
    const name = uniqueName("Endpoint");
    const sent = await request.post("/site-visit", {
      form: {
        js: "1",
        name,
        phone: "9876543210",
        visitDate: today,
        timeSlot: "evening",
        visitors: "1",
        page: "/x",
      },
    });
    expect(await sent.json()).toEqual({ ok: true, visitDate: today, timeSlot: "evening" });
    expect(await leadsNamed(name)).toMatchObject([{ kind: "site-visit", page: "/x", project_id: null }]);
  });

  test("a body that is not a form is refused with 415, not a server error", async ({ request }) => {
    const response = await request.post("/site-visit", { data: { name: "Priya" }, maxRedirects: 0 });
    expect(response.status()).toBe(415);
    expect(await response.text()).toBe(formRefusals.notForm);
  });
});
