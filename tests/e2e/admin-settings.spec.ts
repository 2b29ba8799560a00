import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";

import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures.ts";
import { expectAccessibleAtEveryWidth } from "./axe.ts";
import { uniqueName } from "./leads.ts";
import { waitForMail } from "./mail.ts";
import { emptySiteUrl } from "./servers.ts";
import { signIn, testStaff } from "./staff.ts";

/**
 * Saving changes what every public page shows, so these tests save on the empty site (the public
 * pages' own tests read the default phone on the sample site), one test at a time across workers.
 */
test.use({ baseURL: emptySiteUrl });

async function exclusively<T>(work: () => Promise<T>): Promise<T> {
  const lock = join(process.env.E2E_EMPTY_DATA_DIR!, "settings-test.lock");
  for (let waited = 0; ; waited += 100) {
    try {
      await mkdir(lock);
      break;
    } catch {
      if (waited > 60_000) throw new Error(`The settings lock ${lock} was never released.`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await work();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

async function saveField(page: Page, label: string, value: string) {
  await page.goto("/admin/settings");
  await page.getByLabel(label, { exact: true }).fill(value);
  await page
    .getByRole("form")
    .filter({ has: page.getByLabel(label, { exact: true }) })
    .getByRole("button")
    .click();
  await expect(page.getByRole("status").filter({ hasText: "Settings saved." })).toBeVisible();
}

test("the form shows the current settings, refuses bad values next to the field and keeps what was typed", async ({
  page,
  consoleErrors,
}) => {
  // The refused save answers 400, which the browser reports.
  consoleErrors.allow(/status of 400 .*\/admin\/settings\.data\)$/);
  await signIn(page);
  // The other worker may be changing the phone meanwhile: this test reads it and checks it stayed.
  await exclusively(async () => {
    await page.goto("/admin/settings");
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    const phone = await page.getByLabel("Phone", { exact: true }).inputValue();
    expect(phone.length).toBeGreaterThan(5);
    await expect(page.getByLabel("WhatsApp number")).toHaveValue(/^\d{10,15}$/);

    // Each section has its own Save, and a refused one names only its own fields.
    const sections: { name: string; fields: [string, string, string][] }[] = [
      {
        name: "Company and contact",
        fields: [
          ["Company name", "   ", "Enter the company name (at most 80 characters)."],
          ["Phone", "12", "Enter a phone number of 6 to 20 characters."],
          ["Email", "not-an-email", "Enter a valid email address."],
          ["WhatsApp number", "+91 98765", "Digits only, with the country code (for example 919876543210)."],
        ],
      },
      {
        name: "Head office",
        fields: [
          ["PIN code", "62350", "Enter a 6-digit PIN code."],
          ["Map latitude", "north", "Enter a latitude between -90 and 90."],
          ["Map longitude", "", "Enter a longitude between -180 and 180."],
        ],
      },
      {
        name: "Company story and numbers",
        fields: [["Founded in (year)", "1850", "Enter a year between 1900 and 2100."]],
      },
      {
        name: "Social links",
        fields: [
          [
            "Facebook page",
            "facebook.com/ourpage",
            "Enter a full address starting with https://, or leave it empty.",
          ],
        ],
      },
      {
        name: "Plots",
        fields: [["Hold plots for (hours)", "0", "Enter a whole number of hours from 1 to 720."]],
      },
    ];
    for (const { name, fields } of sections) {
      const section = page.getByRole("form", { name });
      for (const [label, value] of fields) await section.getByLabel(label, { exact: true }).fill(value);
      await section.getByRole("button", { name: `Save ${name.toLowerCase()}` }).click();
      const count = fields.length === 1 ? "field" : `${fields.length} fields`;
      await expect(section.getByRole("alert")).toHaveText(
        `Nothing was saved: please correct the ${count} marked below.`,
      );
      for (const [label, value, message] of fields) {
        const field = section.getByLabel(label, { exact: true });
        await expect(field).toHaveValue(value);
        await expect(field).toHaveAttribute("aria-invalid", "true");
        await expect(field).toHaveAccessibleDescription(
          new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
        );
      }
      await expect(section.getByLabel(fields[0]![0], { exact: true })).toBeFocused();
      await expect(page.getByRole("alert")).toHaveCount(1);
    }

    // The server answers 400 and nothing reaches the public pages.
    const response = await page.request.post("/admin/settings", {
      form: { phone: "12" },
      headers: { Origin: emptySiteUrl },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);
    await page.goto("/contact");
    await expect(page.getByRole("main").getByRole("link", { name: phone })).toBeVisible();
  });
});

test("a saved phone number appears in the header, the footer and on the contact page, and in Recent Activity", async ({
  page,
  playwright,
}, testInfo) => {
  await signIn(page);
  // A visitor without a session, whose pages without the framework runtime come from the page cache.
  const visitor = await playwright.request.newContext({ baseURL: emptySiteUrl });
  const cachedAbout = async () => (await visitor.get("/about")).text();
  await exclusively(async () => {
    await page.goto("/admin/settings");
    const original = await page.getByLabel("Phone", { exact: true }).inputValue();
    const phone = testInfo.project.name === "phone" ? "+91 94430 11111" : "+91 94430 22222";
    try {
      expect(await cachedAbout()).toBe(await cachedAbout());
      await saveField(page, "Phone", phone);
      await expect(page.getByLabel("Phone", { exact: true })).toHaveValue(phone);
      // The cached page gives way on the very next request.
      expect(await cachedAbout()).toContain(`href="${telHref(phone)}"`);

      for (const path of ["/", "/projects", "/contact"]) {
        await page.goto(path);
        await expect(
          page
            .getByRole("banner")
            .locator(`a[href="${telHref(phone)}"]`)
            .first(),
        ).toBeAttached();
        await expect(page.getByRole("contentinfo").getByRole("link", { name: phone })).toBeVisible();
      }
      await expect(page.getByRole("main").getByRole("link", { name: phone })).toBeVisible();

      await page.goto("/admin");
      const latest = page
        .getByRole("region", { name: "Recent Activity" })
        .getByRole("listitem")
        .filter({ hasText: "Updated settings: Phone" })
        .first();
      await expect(latest).toContainText("Updated settings: Phone");
      await expect(latest).toContainText(testStaff.name);
      await expect(latest.locator("time")).toHaveText("just now");
    } finally {
      await saveField(page, "Phone", original);
      await visitor.dispose();
    }
  });
});

test("new leads are mailed to the sales addresses saved under Leads; a bad address is refused", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 400 .*\/admin\/settings\.data\)$/);
  await signIn(page);
  await exclusively(async () => {
    const leadSettings = page.getByRole("form", { name: "Leads" });
    const addresses = leadSettings.getByLabel("Sales team e-mails");
    const save = async () => {
      await leadSettings.getByRole("button", { name: "Save lead settings" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Lead settings saved." })).toBeVisible();
    };
    await page.goto("/admin/settings");
    await expect(leadSettings.getByLabel("Keep closed leads for (months)")).toHaveValue("24");

    await addresses.fill("sales@, owner@example.in");
    await leadSettings.getByLabel("Keep closed leads for (months)").fill("-3");
    await leadSettings.getByRole("button", { name: "Save lead settings" }).click();
    await expect(
      leadSettings.getByText("Enter e-mail addresses separated by commas (at most 10)."),
    ).toBeVisible();
    await expect(
      leadSettings.getByText("Enter a whole number of months from 1 to 120, or 0 to keep closed leads."),
    ).toBeVisible();
    await expect(addresses).toHaveValue("sales@, owner@example.in");

    const sales = `${uniqueName("sales").replace(" ", "-")}@example.in`;
    try {
      await addresses.fill(`${sales}, owner@example.in`);
      await leadSettings.getByLabel("Keep closed leads for (months)").fill("12");
      await save();
      await expect(addresses).toHaveValue(`${sales}, owner@example.in`);

      const name = uniqueName("Selvi");
      await page.goto("/contact");
      const form = page.getByRole("main").locator("form");
      await form.getByLabel("Full Name").fill(name);
      await form.getByLabel("Phone Number").fill("98410 55555");
      await form.getByLabel("Email").fill("selvi@example.in");
      await form.getByLabel("Message").fill("Please call me about plots near Madurai.");
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByText("Thank you for your message! We will get back to you soon.")).toBeVisible();

      const mail = await waitForMail(
        sales,
        new RegExp(`New contact message from ${name}`),
        process.env.E2E_EMPTY_DATA_DIR,
      );
      expect(mail).toContain("owner@example.in");
      expect(mail).toContain("Phone: +919841055555");
      // The visitor's message comes after our lines, quoted (issue 12, "Alert mails carry forged lines").
      expect(mail).toMatch(
        /The visitor's message, as they typed it:\r?\n\r?\n> Please call me about plots near Madurai\./,
      );
      expect(mail).toMatch(/\/admin\/leads\/[0-9a-f-]{36}/);

      await page.goto("/admin");
      await expect(
        page
          .getByRole("region", { name: "Recent Activity" })
          .getByText(`Updated lead settings: alerts to ${sales}, owner@example.in`),
      ).toBeVisible();
    } finally {
      await page.goto("/admin/settings");
      await addresses.fill("");
      await leadSettings.getByLabel("Keep closed leads for (months)").fill("24");
      await save();
    }
  });
});

test("the number of revisions kept per record is saved, and 2 is refused next to the field", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 400 .*\/admin\/settings\.data\)$/);
  await signIn(page);
  await exclusively(async () => {
    const section = page.getByRole("form", { name: "Revisions" });
    const kept = section.getByLabel("Revisions kept per record");
    const save = async (value: string) => {
      await kept.fill(value);
      await section.getByRole("button", { name: "Save revision settings" }).click();
    };
    await page.goto("/admin/settings");
    await expect(kept).toHaveValue("50");
    try {
      await save("2");
      await expect(kept).toHaveAttribute("aria-invalid", "true");
      await expect(kept).toHaveAccessibleDescription(/Enter a whole number of revisions from 5 to 1000\./);
      await expect(kept).toHaveValue("2");

      await save("12");
      await expect(page.getByRole("status").filter({ hasText: "Revision settings saved." })).toBeVisible();
      await page.reload();
      await expect(kept).toHaveValue("12");
    } finally {
      await page.goto("/admin/settings");
      await save("50");
      await expect(page.getByRole("status").filter({ hasText: "Revision settings saved." })).toBeVisible();
    }
  });
});

test("the settings page is accessible and fits the screen", async ({ page }) => {
  // Two widths of axe checks: slow on a busy machine.
  test.slow();
  await signIn(page);
  await page.goto("/admin/settings");
  await expect(page.getByRole("button", { name: "Save company and contact" })).toBeVisible();
  await expectAccessibleAtEveryWidth(page);
});
