import { randomUUID } from "node:crypto";

import type { Locator, Page } from "@playwright/test";

import { consentLine, contactSuccess, enquirySuccess } from "#app/domain/leads/lead-options.ts";
import { defaultSiteSettings as site } from "#app/domain/settings/settings.ts";
import { timestamp } from "#app/db/time.ts";
import { sampleProjects } from "#app/sample-content/sample-projects.ts";
import { expect, test } from "./fixtures.ts";
import {
  leadsNamed,
  limitedClientAddress,
  projectIdNamed,
  requestFromLimitedClient,
  uniqueName,
  withSiteDatabase,
} from "./leads.ts";

const meadows = sampleProjects.find((p) => p.name === "Green Meadows Oragadam")!;
const consent = consentLine(site.companyName);

async function hydrated(form: Locator): Promise<Locator> {
  await expect(form.locator('input[name="js"]')).toHaveValue("1", { timeout: 15_000 });
  return form;
}

/** The consent line is shown in the form, below its send button. */
async function expectConsentUnderButton(form: Locator, button: string) {
  const note = form.getByText(consent, { exact: true });
  await expect(note).toBeVisible();
  const noteBox = (await note.boundingBox())!;
  const buttonBox = (await form.getByRole("button", { name: button }).boundingBox())!;
  expect(noteBox.y).toBeGreaterThanOrEqual(buttonBox.y + buttonBox.height);
}

test("the consent line is under every public form", async ({ page }) => {
  await page.goto("/");
  await expectConsentUnderButton(await hydrated(page.locator("#enquiry form")), "Send Enquiry");
  await page.getByRole("button", { name: "Enquire now" }).click();
  await expectConsentUnderButton(page.getByRole("dialog", { name: "Enquire Now" }), "Send Enquiry");

  await page.goto("/contact");
  await expectConsentUnderButton(page.getByRole("region", { name: "Send us a message" }), "Send Message");

  await page.goto(`/project/${await projectIdNamed(meadows.name)}`);
  await page
    .getByRole("region", { name: "At a glance" })
    .getByRole("button", { name: "Schedule Site Visit" })
    .click();
  await expectConsentUnderButton(
    page.getByRole("dialog", { name: "Schedule Site Visit" }),
    "Request Site Visit",
  );
});

test(
  "the landing page's campaign and referrer go with every lead of the visit",
  { tag: "@any-width" },
  async ({ page }) => {
    await page.goto("/?utm_source=facebook&utm_campaign=diwali&utm_medium=", {
      referer: "https://www.facebook.com/ads/diwali",
    });
    await hydrated(page.locator("#enquiry form"));

    // On to another page, where the address no longer carries the campaign.
    await page.locator("#footer-nav").getByRole("link", { name: "Contact", exact: true }).click();
    await expect(page).toHaveURL("/contact");
    const contactName = uniqueName("Campaign");
    const contact = await hydrated(page.getByRole("region", { name: "Send us a message" }).locator("form"));
    await contact.getByLabel("Full Name").fill(contactName);
    await contact.getByLabel("Phone Number").fill("9876543210");
    await contact.getByLabel("Email").fill("campaign@example.in");
    await contact.getByLabel("Message").fill("Saw your Diwali offer.");
    await contact.getByRole("button", { name: "Send Message" }).click();
    await expect(contact.getByRole("status")).toHaveText(contactSuccess);

    // A fresh page load of the same visit (the tab's session) still knows where the visit came from.
    const enquiryName = uniqueName("Campaign");
    await page.goto("/");
    const enquiry = await hydrated(page.locator("#enquiry form"));
    await enquiry.getByLabel("Full Name").fill(enquiryName);
    await enquiry.getByLabel("Phone Number").fill("9876543210");
    await enquiry.getByRole("button", { name: "Send Enquiry" }).click();
    await expect(enquiry.getByRole("status")).toHaveText(enquirySuccess);

    for (const name of [contactName, enquiryName]) {
      const [lead] = await leadsNamed(name);
      expect(JSON.parse(lead!.utm)).toEqual({ utm_source: "facebook", utm_campaign: "diwali" });
      expect(lead).toMatchObject({ referrer: "https://www.facebook.com/ads/diwali", consent, spam: 0 });
    }
  },
);

test("a visit from within the site has no campaign or referrer", { tag: "@any-width" }, async ({ page }) => {
  const name = uniqueName("Direct");
  await page.goto("/");
  const enquiry = await hydrated(page.locator("#enquiry form"));
  await enquiry.getByLabel("Full Name").fill(name);
  await enquiry.getByLabel("Phone Number").fill("9876543210");
  await enquiry.getByRole("button", { name: "Send Enquiry" }).click();
  await expect(enquiry.getByRole("status")).toHaveText(enquirySuccess);
  expect(await leadsNamed(name)).toMatchObject([{ utm: "{}", referrer: null }]);
});

/** WhatsApp chats counted for the project (null: for a project the site does not know). */
function interestCount(projectId: string | null): Promise<number> {
  return withSiteDatabase(async (db) => {
    const row = await db
      .selectFrom("interest_events")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where((eb) => (projectId === null ? eb("project_id", "is", null) : eb("project_id", "=", projectId)))
      .where("kind", "=", "whatsapp")
      .executeTakeFirstOrThrow();
    return Number(row.count);
  });
}

async function blockWhatsApp(page: Page) {
  // The chat itself is never opened: the test only needs the click.
  await page
    .context()
    .route(/^https:\/\/(wa\.me|api\.whatsapp\.com|web\.whatsapp\.com)\//, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>WhatsApp</title>" }),
    );
}

/**
 * The counts are per project, and the phone and desktop runs go at the same time: each test
 * counts on a sample project no other test (nor its run at the other width) touches meanwhile.
 */
const countedProject = {
  click: { phone: sampleProjects[0]!.name, desktop: sampleProjects[1]!.name },
  endpoint: { phone: sampleProjects[2]!.name, desktop: sampleProjects[3]!.name },
};

function countedProjectId(test: keyof typeof countedProject, width: string): Promise<string> {
  return projectIdNamed(countedProject[test][width === "phone" ? "phone" : "desktop"]);
}

test("the WhatsApp button counts a chat started for the project and still opens the chat", async ({
  page,
}, testInfo) => {
  await blockWhatsApp(page);
  const projectId = await countedProjectId("click", testInfo.project.name);
  await page.goto(`/project/${projectId}`);
  // Once the page's script runs (the click handler sends the count), 'Schedule Site Visit' is a button.
  await expect(
    page.getByRole("region", { name: "At a glance" }).getByRole("button", { name: "Schedule Site Visit" }),
  ).toBeVisible({ timeout: 15_000 });
  const before = await interestCount(projectId);

  const popup = page.waitForEvent("popup");
  await page.getByRole("link", { name: "Chat on WhatsApp" }).click();
  const chat = await popup;
  expect(chat.url()).toMatch(/^https:\/\/wa\.me\//);
  await chat.close();
  await expect.poll(() => interestCount(projectId)).toBe(before + 1);
});

test.describe("the /interest endpoint", { tag: "@any-width" }, () => {
  test("counts a valid post with an empty 204 and refuses anything else with 400 or 415", async ({
    request,
  }, testInfo) => {
    const projectId = await countedProjectId("endpoint", testInfo.project.name);
    const before = await interestCount(projectId);
    const ok = await request.post("/interest", { form: { kind: "whatsapp", projectId } });
    expect(ok.status()).toBe(204);
    expect(await ok.text()).toBe("");
    expect(await interestCount(projectId)).toBe(before + 1);

    const refused: Record<string, string>[] = [
      { kind: "email", projectId },
      { kind: "whatsapp", projectId: "1 or 1=1" },
      {},
    ];
    for (const form of refused) {
      expect((await request.post("/interest", { form })).status()).toBe(400);
    }
    expect((await request.post("/interest", { data: "not a form" })).status()).toBe(415);
    expect((await request.get("/interest")).status()).toBe(405);
    expect(await interestCount(projectId)).toBe(before + 1);
  });

  test("refuses a post from another site", async ({ request }) => {
    const projectId = await projectIdNamed(meadows.name);
    const response = await request.post("/interest", {
      form: { kind: "whatsapp", projectId },
      headers: { Origin: "https://evil.example" },
    });
    expect(response.status()).toBe(403);
  });

  test("over the per-address limit still answers 204 but counts nothing", async () => {
    // A project id the site does not know would be counted without a project: no other test
    // counts those, so the phone and desktop runs can check the same number side by side.
    const projectId = randomUUID();
    await withSiteDatabase(async (db) => {
      const values = { window_start: timestamp(), count: 1_000_000 };
      await db
        .insertInto("rate_limits")
        .values({ key: `interest:${limitedClientAddress}`, ...values })
        .onConflict((oc) => oc.column("key").doUpdateSet(values))
        .execute();
    });
    const before = await interestCount(null);
    const response = await requestFromLimitedClient("/interest", {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ kind: "whatsapp", projectId }).toString(),
    });
    expect(response.status).toBe(204);
    expect(await interestCount(null)).toBe(before);
  });
});
