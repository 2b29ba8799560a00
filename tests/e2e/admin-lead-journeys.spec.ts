import type { Locator, Page } from "@playwright/test";

import { defaultSiteSettings as site } from "#app/domain/settings/settings.ts";
import { visitDateRange } from "#app/domain/leads/visit-date.ts";
import { addDays, formatCalendarDay } from "#app/lib/india-time.ts";
import { sampleProjects } from "#app/sample-content/sample-projects.ts";
import { expect, test } from "./fixtures.ts";
import { projectIdNamed, uniqueName } from "./leads.ts";
import { waitForMail } from "./mail.ts";
import { signIn } from "./staff.ts";

/**
 * Each public form, end to end: the visitor sends it, the sales team's alert arrives at a real
 * SMTP server with a link to the lead, and staff following that link find everything that was sent.
 */
const project = sampleProjects.find((p) => p.name === "Kovai Hills Enclave")!;

interface Journey {
  form: string;
  kind: string;
  send(page: Page, name: string, projectId: string): Promise<void>;
  /** What the lead's page shows besides the name and phone. */
  shows: string[];
}

async function fillPerson(form: Locator, name: string) {
  await form.getByLabel("Full Name").fill(name);
  await form.getByLabel("Phone Number").fill("94431 77777");
}

/** A Saturday over a week ahead: Kovai Hills Enclave takes visits at 15:00 on Saturdays (its sample slots). */
const visitDate = Array.from({ length: 7 }, (_, i) => addDays(visitDateRange().min, 9 + i)).find(
  (day) => new Date(`${day}T00:00:00Z`).getUTCDay() === 6,
)!;

const journeys: Journey[] = [
  {
    form: "the project page's enquiry dialog",
    kind: "Enquiry",
    async send(page, name, projectId) {
      await page.goto(`/project/${projectId}?utm_source=newspaper&utm_campaign=pongal`);
      await page.getByRole("button", { name: "Enquire Now", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Enquire Now" });
      await fillPerson(dialog, name);
      await dialog.getByLabel("Budget").selectOption("10-25L");
      await dialog.getByRole("button", { name: "Send Enquiry" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Thank you for your inquiry!" })).toBeVisible();
    },
    // The budget as people say it, not as the form stores it ("10-25L").
    shows: [project.name, "₹ 10–25 L", "newspaper", "pongal"],
  },
  {
    form: "the contact page",
    kind: "Contact message",
    async send(page, name) {
      await page.goto("/contact");
      const form = page.getByRole("main").locator("form");
      await fillPerson(form, name);
      await form.getByLabel("Email").fill("visitor@example.in");
      await form.getByLabel("Subject").selectOption("Documentation Support");
      await form.getByLabel("Message").fill("Is the patta in the seller's name?");
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByText("Thank you for your message! We will get back to you soon.")).toBeVisible();
    },
    shows: ["visitor@example.in", "Documentation Support", "Is the patta in the seller's name?"],
  },
  {
    form: "'Schedule Site Visit'",
    kind: "Site visit request",
    async send(page, name, projectId) {
      await page.goto(`/project/${projectId}`);
      await page
        .getByRole("region", { name: "At a glance" })
        .getByRole("button", { name: "Schedule Site Visit" })
        .click();
      const dialog = page.getByRole("dialog", { name: "Schedule Site Visit" });
      await fillPerson(dialog, name);
      await dialog.getByLabel("Visit Time").selectOption(`${visitDate}T15:00`);
      await dialog.getByLabel("Number of Visitors").fill("4");
      await dialog.getByLabel("I need pickup to the site").check();
      await dialog.getByRole("button", { name: "Book Site Visit" }).click();
      await expect(dialog.getByText(/Your site visit is booked for/)).toBeVisible();
    },
    shows: [
      project.name,
      formatCalendarDay(visitDate),
      "3:00 PM",
      "Number of visitors4",
      "Pickup neededGandhipuram Central Bus Stand, Coimbatore",
    ],
  },
];

for (const journey of journeys) {
  test(`a lead from ${journey.form} reaches the sales team's mail and the inbox`, async ({ page }) => {
    const name = uniqueName("Journey");
    const projectId = await projectIdNamed(project.name);
    await journey.send(page, name, projectId);

    const mail = await waitForMail(site.email, new RegExp(`Name: ${name}`));
    expect(mail).toContain(`Kind: ${journey.kind}`);
    expect(mail).toContain("Phone: +919443177777");
    const link = /https?:\/\/\S+\/admin\/leads\/[0-9a-f-]{36}/.exec(mail)?.[0];
    expect(link, "the alert links to the lead").toBeDefined();

    await signIn(page);
    await page.goto(new URL(link!).pathname);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(main).toContainText(journey.kind);
    await expect(main).toContainText("+91 94431 77777");
    for (const text of journey.shows) await expect(main).toContainText(text);

    await page.goto(`/admin/leads?q=${encodeURIComponent(name)}`);
    await expect(page.getByRole("main").getByRole("link", { name })).toHaveCount(1);
  });
}
