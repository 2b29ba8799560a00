import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import type { Locator, Page } from "@playwright/test";

import { openDatabase, type DB } from "#app/db/database.server.ts";
import { siteVisitSuccess, slotVisitSuccess, visitMomentIn } from "#app/domain/leads/form-texts.ts";
import { visitDateRange } from "#app/domain/leads/visit-date.ts";
import { BrochureStore } from "#app/domain/media/brochures.server.ts";
import { parseSlotValue } from "#app/domain/visits/index.ts";
import { fillIn } from "#app/i18n/fill-in.ts";
import { forms as formsEn } from "#app/i18n/messages/en/forms.ts";
import { visit as visitEn } from "#app/i18n/messages/en/visit.ts";
import { forms } from "#app/i18n/messages/ta/forms.ts";
import { visit } from "#app/i18n/messages/ta/visit.ts";
import { addDays, formatCalendarDayIn } from "#app/lib/india-time.ts";
import { defaultSiteSettings as site } from "#app/domain/settings/settings.ts";
import { sampleProjects } from "#app/sample-content/sample-projects.ts";
import { expect, test } from "./fixtures.ts";
import { leadsNamed, projectIdNamed, uniqueName } from "./leads.ts";
import { waitForMail } from "./mail.ts";
import { addOwnProject } from "./own-project.ts";
import { adminSiteUrl } from "./servers.ts";
import { byRequestProject } from "./visits.ts";

/**
 * Issue "Tamil and English": the public forms on Tamil pages, at a phone's and a desk's width, with
 * JavaScript and without: their labels, choices and buttons in Tamil, the server's messages next to
 * the fields in Tamil, the thanks in Tamil on the same /ta page, the lead's language recorded as
 * Tamil, and a visit booked from a Tamil page confirmed by a mail in Tamil that links to the Tamil
 * visit page.
 */

const slotsProject = "Silver Oak Residency";
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The fixed parts (around {{values}}) of the English texts that read differently in Tamil. */
const pairs: Array<[Record<string, string>, Record<string, string>]> = [
  [formsEn, forms],
  [visitEn, visit],
];
const englishTexts = pairs
  .flatMap(([english, tamil]) => Object.entries(english).filter(([key, text]) => tamil[key] !== text))
  .flatMap(([, text]) => text.split(/\{\{[^}]+\}\}/))
  .map((part) => part.trim())
  .filter((part) => /[A-Za-z]{3}/.test(part));

/** What the database says, which may stay in English on a Tamil page. */
const databaseTexts = [
  ...Object.values(site).filter((value): value is string => typeof value === "string" && value !== ""),
  ...sampleProjects.flatMap((project) => [project.name, project.location, ...project.highlights]),
].sort((a, b) => b.length - a.length);

/** The page (or a part of it) shows none of the forms' English texts. */
async function expectNoEnglish(scope: Locator) {
  let text = await scope.innerText();
  for (const content of databaseTexts) text = text.replaceAll(content, " ");
  const found = englishTexts.filter((part) =>
    new RegExp(`(?<![A-Za-z])${escape(part)}(?![A-Za-z])`).test(text),
  );
  expect(found, "English texts on a Tamil page").toEqual([]);
}

async function expectTamilPage(page: Page, width: number) {
  await expect(page.locator("html")).toHaveAttribute("lang", "ta");
  const hrefs = await page
    .locator('main a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
  expect(hrefs.filter((href) => !/^\/ta(?:[/?#]|$)/.test(href) && !/^\/media\//.test(href))).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** The fields every public form asks, named in Tamil. */
async function fillPerson(form: Locator, name: string, phone: string) {
  await form.getByLabel(forms.fullName).fill(name);
  await form.getByLabel(forms.phoneNumber).fill(phone);
}

async function expectTamilLead(name: string, page: string) {
  expect(await leadsNamed(name)).toMatchObject([{ language: "ta", page }]);
}

/** A form the page's script sends (js=1 once it runs). */
async function scripted(form: Locator): Promise<Locator> {
  await expect(form.locator('input[name="js"]')).toHaveValue("1", { timeout: 15_000 });
  return form;
}

/** The sample project's page in Tamil. */
async function projectPage(page: Page, project: string, query = ""): Promise<string> {
  const path = `/ta/project/${await projectIdNamed(project)}`;
  await page.goto(`${path}${query}`);
  return path;
}

/** The visit form's dialog, opened by 'Schedule Site Visit' once the page's script made it a button. */
async function openVisitDialog(page: Page): Promise<Locator> {
  const opener = page.locator("[data-site-visit-open]").first();
  await expect(opener).toHaveAttribute("role", "button");
  await opener.click();
  const dialog = page.getByRole("dialog", { name: forms.scheduleSiteVisit });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The message the sample site's SMTP sink took for `to`, as it came (mail.ts undoes its line breaks). */
function rawMailTo(to: string): string {
  const folder = join(process.env.E2E_DATA_DIR!, "smtp-received");
  return readdirSync(folder)
    .map((file) => readFileSync(join(folder, file), "utf8"))
    .find((mail) => new RegExp(`^To: ${escape(to)}\r?$`, "m").test(mail))!;
}

/** The bytes of a quoted-printable text. */
function quotedBytes(text: string): Buffer {
  const pieces = text.replace(/=\r?\n/g, "").split(/(=[0-9A-F]{2})/i);
  return Buffer.concat(
    pieces.map((piece) =>
      /^=[0-9A-F]{2}$/i.test(piece) ? Buffer.from([Number.parseInt(piece.slice(1), 16)]) : Buffer.from(piece),
    ),
  );
}

/** A mail's subject and plain text, from the SMTP sink's raw message (a word may be cut mid-letter). */
function readMail(raw: string): { subject: string; text: string } {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)![1]!;
  const words = [...header.matchAll(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi)].map(([, kind, data]) =>
    kind!.toUpperCase() === "B" ? Buffer.from(data!, "base64") : quotedBytes(data!.replaceAll("_", " ")),
  );
  const subject = words.length > 0 ? Buffer.concat(words).toString("utf8") : header.trim();
  const part = /Content-Type: text\/plain[^]*?\r?\n\r?\n([^]*?)\r?\n--/i.exec(raw)!;
  const base64 = /Content-Transfer-Encoding: base64/i.test(part[0]);
  const body = base64 ? Buffer.from(part[1]!.replace(/\s/g, ""), "base64") : quotedBytes(part[1]!);
  return { subject, text: body.toString("utf8").replace(/\r\n/g, "\n") };
}

/** The back office tests' site, where a project of this test's own has a brochure. */
async function withAdminSite<T>(work: (db: DB) => Promise<T>): Promise<T> {
  const db = openDatabase({ kind: "sqlite", file: join(process.env.E2E_ADMIN_DATA_DIR!, "site.db") });
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

/** A PDF of one empty page. */
const pdf = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
  "latin1",
);

let brochureProject: Promise<string> | undefined;

/** The Tamil page of a project with a brochure (on the back office tests' site: the samples have none). */
function brochurePage(): Promise<string> {
  brochureProject ??= withAdminSite(async (db) => {
    const id = await addOwnProject(db, uniqueName("Tamil Brochure Gardens"));
    const key = await new BrochureStore(join(process.env.E2E_ADMIN_DATA_DIR!, "brochures")).put(pdf);
    await db.updateTable("projects").set({ brochure: key }).where("id", "=", id).execute();
    return id;
  });
  return brochureProject.then((id) => `${adminSiteUrl}/ta/project/${id}`);
}

function adminLeadsNamed(name: string) {
  return withAdminSite((db) => db.selectFrom("leads").selectAll().where("name", "=", name).execute());
}

const refusedPost = /status of (400|409) /;
const { min: today } = visitDateRange();

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, { tag: "@any-width" }, () => {
    test.use({ viewport: { width, height: 844 } });

    test("the home page's enquiry form asks, refuses and thanks in Tamil", async ({
      page,
      consoleErrors,
    }) => {
      consoleErrors.allow(refusedPost);
      await page.goto("/ta");
      const form = await scripted(page.locator("#enquiry form"));
      for (const label of [forms.fullName, forms.phoneNumber, forms.email, forms.preferredLocation]) {
        await expect(form.getByLabel(label)).toBeVisible();
      }
      await expect(form.getByLabel(forms.preferredLocation).locator("option")).toHaveText([
        forms.selectLocation,
        forms.locationChennai,
        forms.locationBangalore,
        forms.locationCoimbatore,
        forms.locationMadurai,
        forms.locationSalem,
      ]);
      await expect(form.locator('select[name="budget"] option').nth(1)).toHaveText(forms.budget5To10);
      await expect(form).toContainText(fillIn(forms.consentLine, { company: site.companyName }));
      await expectTamilPage(page, width);
      await expectNoEnglish(page.locator("body"));

      const name = uniqueName("Selvi");
      await fillPerson(form, name, "12345");
      await form.getByLabel(forms.email).fill("selvi@example");
      await form.getByRole("button", { name: forms.sendEnquiry }).click();
      await expect(form.getByLabel(forms.phoneNumber)).toHaveAccessibleDescription(forms.errorPhone);
      await expect(form.getByLabel(forms.email)).toHaveAccessibleDescription(forms.errorEmail);
      expect(await leadsNamed(name)).toEqual([]);

      await form.getByLabel(forms.phoneNumber).fill("9876543210");
      await form.getByLabel(forms.email).fill("selvi@example.in");
      await form.getByLabel(forms.preferredLocation).selectOption("Madurai");
      await form.getByRole("button", { name: forms.sendEnquiry }).click();
      await expect(form.getByRole("status")).toHaveText(forms.enquirySuccess);
      await expect(page).toHaveURL("/ta");
      await expectTamilLead(name, "/ta");
      expect(JSON.parse((await leadsNamed(name))[0]!.details)).toEqual({ location: "Madurai" });
    });

    test("the enquiry dialog of a project asks and thanks in Tamil", async ({ page, consoleErrors }) => {
      consoleErrors.allow(refusedPost);
      const path = await projectPage(page, byRequestProject);
      const opener = page.locator("[data-enquire][data-project-id]:visible").first();
      await expect(opener).toHaveAttribute("role", "button");
      await opener.click();
      const dialog = page.getByRole("dialog", { name: forms.enquireNow });
      await expect(dialog).toContainText(forms.enquiryDialogText);
      await expect(dialog).toContainText(fillIn(forms.enquiryIntro, { project: "" }).trim());
      await expect(dialog.getByRole("button", { name: forms.close })).toBeVisible();
      await expectNoEnglish(dialog);

      const name = uniqueName("Murugan");
      await fillPerson(dialog, name, "12345");
      await dialog.getByRole("button", { name: forms.sendEnquiry }).click();
      await expect(dialog.getByLabel(forms.phoneNumber)).toHaveAccessibleDescription(forms.errorPhone);

      await dialog.getByLabel(forms.phoneNumber).fill("9876543210");
      await dialog.getByRole("button", { name: forms.sendEnquiry }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("status").filter({ hasText: forms.enquirySuccess })).toBeVisible();
      await expect(page).toHaveURL(path);
      await expectTamilLead(name, path);
    });

    test("the contact form asks, refuses and thanks in Tamil", async ({ page, consoleErrors }) => {
      consoleErrors.allow(refusedPost);
      await page.goto("/ta/contact");
      const form = await scripted(page.locator('form[action="/ta/contact"]'));
      await expect(form.getByLabel(forms.subject).locator("option")).toHaveText([
        forms.selectSubject,
        forms.subjectPlotInquiry,
        forms.subjectSiteVisitRequest,
        forms.subjectInvestmentConsultation,
        forms.subjectDocumentationSupport,
        forms.subjectOther,
      ]);
      await expectNoEnglish(form);

      const name = uniqueName("Kavitha");
      await fillPerson(form, name, "12345");
      await form.getByLabel(forms.email).fill("kavitha@example.in");
      await form.getByLabel(forms.message).fill("வணக்கம்");
      await form.getByRole("button", { name: forms.sendMessage }).click();
      await expect(form.getByLabel(forms.phoneNumber)).toHaveAccessibleDescription(forms.errorPhone);

      await form.getByLabel(forms.phoneNumber).fill("9876543210");
      await form.getByLabel(forms.subject).selectOption("Site Visit Request");
      await form.getByRole("button", { name: forms.sendMessage }).click();
      await expect(form.getByRole("status")).toHaveText(forms.contactSuccess);
      await expect(page).toHaveURL("/ta/contact");
      await expectTamilLead(name, "/ta/contact");
    });

    test("a site visit by request is asked for, refused and confirmed in Tamil", async ({
      page,
      consoleErrors,
    }) => {
      consoleErrors.allow(refusedPost);
      const path = await projectPage(page, byRequestProject);
      await expectTamilPage(page, width);
      const dialog = await openVisitDialog(page);
      const date = dialog.getByLabel(forms.preferredDate);
      await expect(date).toHaveAccessibleDescription(fillIn(forms.visitDateHint_other, { count: "60" }));
      await expect(dialog.getByLabel(forms.timeSlot).locator("option")).toHaveText([
        forms.selectTimeSlot,
        forms.slotMorning,
        forms.slotAfternoon,
        forms.slotEvening,
      ]);
      await expect(dialog.getByLabel(forms.visitors)).toHaveValue("1");
      await expect(dialog.getByLabel(forms.needPickup)).toBeVisible();
      await expectNoEnglish(dialog);

      const name = uniqueName("Anbu");
      const day = addDays(today, width === 390 ? 9 : 11);
      await fillPerson(dialog, name, "12345");
      await date.fill(day);
      await dialog.getByLabel(forms.timeSlot).selectOption("evening");
      await dialog.getByRole("button", { name: forms.requestSiteVisit }).click();
      await expect(dialog.getByLabel(forms.phoneNumber)).toHaveAccessibleDescription(forms.errorPhone);

      await dialog.getByLabel(forms.phoneNumber).fill("9876543210");
      await dialog.getByRole("button", { name: forms.requestSiteVisit }).click();
      await expect(dialog.getByRole("status")).toHaveText(
        siteVisitSuccess(formatCalendarDayIn(day, "ta"), "evening", "ta"),
      );
      await expect(dialog.getByRole("button", { name: forms.done })).toBeFocused();
      await expect(page).toHaveURL(path);
      await expectTamilLead(name, path);
    });

    test("a visit booked into a slot from a Tamil page is confirmed, mailed and changed in Tamil", async ({
      page,
    }) => {
      const path = await projectPage(page, slotsProject);
      const dialog = await openVisitDialog(page);
      const time = dialog.getByLabel(forms.visitTime);
      await expect(time.locator("option").first()).toHaveText(forms.selectVisitTime);
      await expect(time.locator("option").nth(1)).toHaveText(/^\S+, .* · \d+ இட(ம்|ங்கள்) மீதம்$/);
      await expect(dialog.getByLabel(forms.email)).toHaveAccessibleDescription(forms.visitEmailHint);
      await expectNoEnglish(dialog);

      // Options 1 to 26 are the coming weekend slots; site-visit-slots.spec.ts books from 18 up.
      const slot = await time
        .locator("option")
        .nth(width === 390 ? 12 : 10)
        .getAttribute("value");
      const { date, time: start } = parseSlotValue(slot!)!;
      const name = uniqueName("Tamil Buyer");
      const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, ".")}@example.in`;
      await fillPerson(dialog, name, "9443166666");
      await dialog.getByLabel(forms.email).fill(email);
      await time.selectOption(slot!);
      await dialog.getByRole("button", { name: forms.bookSiteVisit }).click();
      await expect(dialog.getByRole("status")).toHaveText(slotVisitSuccess(date, start, "ta"));
      await expectTamilLead(name, path);

      await waitForMail(email, /./);
      const mail = readMail(rawMailTo(email));
      const moment = visitMomentIn(date, start, "ta");
      expect(mail.subject).toMatch(new RegExp(`^உங்கள் .+ தள வருகை: ${escape(moment)}$`));
      expect(mail.text).toContain(fillIn(visit.mailGreeting, { name }));
      expect(mail.text).toContain(fillIn(visit.mailVisitors, { visitors: "1" }));
      const link = new RegExp(`${escape(fillIn(visit.mailChangeLink, { link: "" }))}(\\S+)`).exec(
        mail.text,
      )![1]!;
      const visitPath = new URL(link).pathname;
      expect(visitPath).toMatch(/^\/ta\/visit\//);

      await page.goto(visitPath);
      await expect(page.locator("html")).toHaveAttribute("lang", "ta");
      await expect(page).toHaveTitle(new RegExp(`^${escape(visit.pageTitle)}`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        new RegExp(`^${visit.heading.split("{{project}}").map(escape).join(".+")}$`),
      );
      await expect(page.getByText(moment)).toBeVisible();
      await expect(page.getByLabel(visit.newVisitTime)).toBeVisible();
      await expectNoEnglish(page.locator("main"));
      await page.getByRole("button", { name: visit.cancelVisit }).click();
      await expect(page.getByText(visit.cancelled)).toBeVisible();
      await expect(page.getByText(visit.cancelledNotice)).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(visitPath);
    });

    test("the brochure form asks and refuses in Tamil, and stores a Tamil lead", async ({
      page,
      consoleErrors,
    }) => {
      consoleErrors.allow(refusedPost);
      const url = await brochurePage();
      await page.goto(url);
      const opener = page.getByRole("button", { name: forms.downloadBrochure });
      await opener.click();
      const dialog = page.getByRole("dialog", { name: forms.downloadBrochure });
      await expect(dialog).toBeVisible();
      await expectNoEnglish(dialog);

      const name = uniqueName("Brochure Reader");
      await fillPerson(dialog, name, "12345");
      await dialog.getByRole("button", { name: forms.downloadBrochure }).click();
      await expect(dialog.getByLabel(forms.phoneNumber)).toHaveAccessibleDescription(forms.errorPhone);

      await dialog.getByLabel(forms.phoneNumber).fill("9876543210");
      const download = page.waitForEvent("download");
      await dialog.getByRole("button", { name: forms.downloadBrochure }).click();
      await expect(dialog.getByText(forms.brochureStarting)).toBeVisible();
      const link = new URL((await download).url());
      expect(link.pathname).toBe(`${new URL(url).pathname}/brochure`);
      expect(page.url()).toBe(url);
      expect(await adminLeadsNamed(name)).toMatchObject([
        { kind: "brochure", language: "ta", page: new URL(url).pathname },
      ]);

      // A spoilt or expired link answers in the language of its page, with the way back to it.
      consoleErrors.allow(/status of 403 .*\/brochure\?token=spoilt/);
      const expired = await page.goto(new URL("?token=spoilt", link).href);
      expect(expired?.status()).toBe(403);
      await expect(page.locator("html")).toHaveAttribute("lang", "ta");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(forms.brochureExpiredHeading);
      await expect(page.getByRole("link", { name: /பக்கத்துக்குத் திரும்பி$/ })).toHaveAttribute(
        "href",
        new URL(url).pathname,
      );
      await page.goto(new URL(`${link.pathname.replace(/^\/ta/, "")}?token=spoilt`, link).href);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("This download link has expired");
      await expect(page.getByRole("link", { name: /^Back to / })).toHaveAttribute(
        "href",
        new URL(url).pathname.replace(/^\/ta/, ""),
      );
    });
  });

  test.describe(`at ${width} px without JavaScript`, { tag: "@any-width" }, () => {
    test.use({ viewport: { width, height: 844 }, javaScriptEnabled: false });

    test("the home page's enquiry form comes back with Tamil messages, then thanks in Tamil", async ({
      page,
    }) => {
      await page.goto("/ta");
      const form = page.locator("#enquiry form");
      const name = uniqueName("Ponni");
      await fillPerson(form, name, "12345");
      await form.getByLabel(forms.email).fill("ponni@example");
      await form.getByRole("button", { name: forms.sendEnquiry }).click();
      await expect(page).toHaveURL("/ta?enquiry=invalid&invalid=phone%2Cemail#enquiry");
      await expect(form.getByLabel(forms.phoneNumber)).toHaveAccessibleDescription(forms.errorPhone);
      await expect(form.getByLabel(forms.email)).toHaveAccessibleDescription(forms.errorEmail);
      await expectNoEnglish(page.locator("body"));

      await fillPerson(form, name, "9876543210");
      await form.getByRole("button", { name: forms.sendEnquiry }).click();
      await expect(page).toHaveURL("/ta?enquiry=sent#enquiry-status");
      await expect(page.locator("#enquiry").getByRole("status")).toHaveText(forms.enquirySuccess);
      await expectTamilLead(name, "/ta");
    });

    test("the contact form comes back with Tamil messages and what was typed", async ({
      page,
      consoleErrors,
    }) => {
      // The page itself answers the refused post, with 400.
      consoleErrors.allow(/status of 400 .*\/ta\/contact\)$/);
      await page.goto("/ta/contact");
      const form = page.locator('form[action="/ta/contact"]');
      const name = uniqueName("Vasanth");
      await fillPerson(form, name, "12345");
      await form.getByLabel(forms.email).fill("vasanth@example.in");
      await form.getByLabel(forms.message).fill("வணக்கம்");
      await form.getByRole("button", { name: forms.sendMessage }).click();
      await expect(page).toHaveURL("/ta/contact");
      await expect(form.getByLabel(forms.phoneNumber)).toHaveAccessibleDescription(forms.errorPhone);
      await expect(form.getByLabel(forms.fullName)).toHaveValue(name);
      await expectNoEnglish(form);

      await form.getByLabel(forms.phoneNumber).fill("9876543210");
      await form.getByRole("button", { name: forms.sendMessage }).click();
      await expect(page).toHaveURL("/ta/contact?sent=1#contact-status");
      await expect(form.getByRole("status")).toHaveText(forms.contactSuccess);
      await expectTamilLead(name, "/ta/contact");
    });

    test("the site visit form on the page comes back with Tamil messages, then confirms in Tamil", async ({
      page,
    }) => {
      const path = await projectPage(page, byRequestProject, "?visit=open");
      const section = page.locator("#site-visit");
      const name = uniqueName("Ilango");
      const day = addDays(today, width === 390 ? 20 : 22);
      await fillPerson(section, name, "12345");
      await section.getByLabel(forms.preferredDate).fill(day);
      await section.getByLabel(forms.timeSlot).selectOption("morning");
      await section.getByRole("button", { name: forms.requestSiteVisit }).click();
      await expect(page).toHaveURL(`${path}?visit=invalid&invalid=phone#site-visit`);
      await expect(section.getByLabel(forms.phoneNumber)).toHaveAccessibleDescription(forms.errorPhone);
      await expectNoEnglish(section);

      await fillPerson(section, name, "9876543210");
      await section.getByLabel(forms.preferredDate).fill(day);
      await section.getByLabel(forms.timeSlot).selectOption("morning");
      await section.getByRole("button", { name: forms.requestSiteVisit }).click();
      await expect(page).toHaveURL(`${path}?visit=sent&date=${day}&slot=morning#site-visit`);
      await expect(section.getByRole("status")).toHaveText(
        siteVisitSuccess(formatCalendarDayIn(day, "ta"), "morning", "ta"),
      );
      await expectTamilLead(name, path);
    });

    test("the brochure form comes back to the Tamil page with Tamil messages", async ({ page }) => {
      const url = await brochurePage();
      await page.goto(url);
      const form = page.locator("#brochure form");
      await page.getByText(forms.downloadBrochure).first().click();
      await fillPerson(form, uniqueName("Brochure Reader"), "12345");
      await form.getByRole("button", { name: forms.downloadBrochure }).click();
      await expect(page).toHaveURL(`${url}?brochure=invalid&invalid=phone#brochure`);
      await expect(form.getByLabel(forms.phoneNumber)).toHaveAccessibleDescription(forms.errorPhone);
      await expectNoEnglish(form);
    });
  });
}
