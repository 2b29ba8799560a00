import type { Page } from "@playwright/test";

import { testimonials } from "#app/components/site/testimonials.ts";
import { defaultSiteSettings as site } from "#app/domain/settings/settings.ts";
import { about as aboutEn } from "#app/i18n/messages/en/about.ts";
import { contact as contactEn } from "#app/i18n/messages/en/contact.ts";
import { home as homeEn } from "#app/i18n/messages/en/home.ts";
import { about } from "#app/i18n/messages/ta/about.ts";
import { contact } from "#app/i18n/messages/ta/contact.ts";
import { home } from "#app/i18n/messages/ta/home.ts";
import { site as siteTa } from "#app/i18n/messages/ta/site.ts";
import { sampleProjects } from "#app/sample-content/sample-projects.ts";
import { expect, test } from "./fixtures.ts";
import { leadsNamed, uniqueName } from "./leads.ts";
import { emptySiteUrl } from "./servers.ts";

/**
 * Issue "Tamil and English": the home, about and contact pages in Tamil, at a phone's and a desk's
 * width: their headings, buttons and links in Tamil, their links to other pages under /ta, and none
 * of their English interface texts (nor the testimonials' English words) left on the page. The
 * company's settings and the projects' names are the database's, which may stay in English.
 */

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The fixed parts (around {{values}}) of the English texts that read differently in Tamil. */
function englishOnly(pairs: Array<[Record<string, string>, Record<string, string>]>): string[] {
  return pairs
    .flatMap(([english, tamil]) => Object.entries(english).filter(([key, text]) => tamil[key] !== text))
    .flatMap(([, text]) => text.split(/\{\{[^}]+\}\}/))
    .map((part) => part.trim())
    .filter((part) => /[A-Za-z]{3}/.test(part));
}

const englishTexts = [
  ...englishOnly([
    [homeEn, home],
    [aboutEn, about],
    [contactEn, contact],
  ]),
  ...testimonials.flatMap((t) => [t.name, t.text, t.investment]),
];

/** What the database says, which may stay in English on a Tamil page. */
const databaseTexts = [
  ...Object.values(site).filter((value): value is string => typeof value === "string" && value !== ""),
  ...sampleProjects.flatMap((project) => [project.name, project.location, ...project.highlights]),
].sort((a, b) => b.length - a.length);

async function expectNoEnglish(page: Page) {
  let text = await page.locator("body").innerText();
  for (const content of databaseTexts) text = text.replaceAll(content, " ");
  const found = englishTexts.filter((part) =>
    new RegExp(`(?<![A-Za-z])${escape(part)}(?![A-Za-z])`).test(text),
  );
  expect(found, "English texts on a Tamil page").toEqual([]);
}

/** Every link on the page to a page of the site (but the switch to English) goes to its Tamil address. */
async function expectTamilLinks(page: Page) {
  const hrefs = await page
    .locator('body a[href^="/"]:not([data-language-switch])')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
  expect(hrefs.length).toBeGreaterThan(0);
  expect(
    hrefs.filter((href) => !/^\/ta(?:[/?#]|$)/.test(href) && !/^\/(?:media|share)\//.test(href)),
  ).toEqual([]);
}

async function expectTamilPage(page: Page, width: number) {
  await expect(page.locator("html")).toHaveAttribute("lang", "ta");
  await expectTamilLinks(page);
  await expectNoEnglish(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, { tag: "@any-width" }, () => {
    test.use({ viewport: { width, height: 844 } });

    test("/ta is the home page in Tamil", async ({ page }) => {
      await page.goto("/ta");
      await expect(page).toHaveTitle(`${home.metaTitle} | ${site.companyName}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        "content",
        new RegExp(`^${escape(site.companyName)}: சென்னை`),
      );

      const stats = page.getByRole("region", { name: home.trackRecord });
      for (const [value, label] of [
        [site.statYears, home.statYears],
        [site.statProjects, home.statProjects],
        [site.statCustomers, home.statCustomers],
        [site.statSatisfaction, home.statSatisfaction],
      ]) {
        await expect(stats.getByRole("definition").filter({ hasText: value })).toBeVisible();
        await expect(stats.getByRole("term").filter({ hasText: new RegExp(`^${label}$`) })).toBeVisible();
      }

      await expect(page.getByRole("heading", { level: 2 })).toContainText([
        home.projectsTitle,
        home.whyTitle.replace("{{company}}", site.companyName),
        home.testimonialsTitle,
        home.stepsTitle,
        home.enquiryTitle,
      ]);
      await expect(page.getByRole("article")).toHaveCount(sampleProjects.length);
      await expect(page.getByRole("link", { name: home.viewAllProjects })).toHaveAttribute(
        "href",
        "/ta/projects",
      );

      const why = page.getByRole("region", { name: home.whyTitle.replace("{{company}}", site.companyName) });
      await expect(why.getByRole("heading", { level: 3 })).toHaveText([
        home.reasonApprovedTitle,
        home.reasonTitlesTitle,
        home.reasonLocationsTitle,
        home.reasonLoansTitle,
        home.reasonPricingTitle,
        home.reasonSupportTitle,
        home.andWithEveryPlot,
      ]);
      await expect(why.getByRole("list").last().getByRole("listitem").first()).toHaveText(
        home.benefitSiteVisits,
      );

      const quotes = page.getByRole("region", { name: home.testimonialsTitle }).getByRole("figure");
      await expect(quotes).toHaveCount(testimonials.length);
      await expect(quotes.first()).toContainText(testimonials[0]!.ta.name);
      await expect(quotes.first()).toContainText(testimonials[0]!.ta.text);
      await expect(quotes.first()).toContainText("1,200 ச.அடி மனை, ஒரகடம்");
      await expect(quotes.first().getByRole("img", { name: "மதிப்பீடு: 5-க்கு 5" })).toBeVisible();

      const steps = page.getByRole("region", { name: home.stepsTitle });
      await expect(steps.getByRole("heading", { level: 3 })).toHaveText([
        `படி 1: ${home.stepVisitTitle}`,
        `படி 2: ${home.stepDocumentsTitle}`,
        `படி 3: ${home.stepBookingTitle}`,
        `படி 4: ${home.stepRegistrationTitle}`,
        `படி 5: ${home.stepHandoverTitle}`,
      ]);

      await expect(page.locator("#enquiry")).toContainText(home.enquiryIntro);
      const floating = page.getByRole("main").getByRole("button", { name: siteTa.enquireNowLabel });
      if (width >= 768) await expect(floating).toHaveText(siteTa.enquireNow);
      else await expect(floating).toBeHidden();

      await expectTamilPage(page, width);
      await page.getByRole("link", { name: home.viewAllProjects }).click();
      await expect(page).toHaveURL("/ta/projects");
    });

    test("/ta/about tells the story in Tamil", async ({ page }) => {
      await page.goto("/ta/about");
      await expect(page).toHaveTitle(`${about.metaTitle} | ${site.companyName}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^2012-இல் தொடங்கப்பட்ட/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        about.title.replace("{{year}}", String(site.foundedYear)),
      );

      const story = page.getByRole("region", { name: about.storyTitle });
      await expect(story).toContainText(`${site.companyName} நிறுவனம் 2012-இல் ஓர் எளிய நம்பிக்கையுடன்`);
      await expect(story).toContainText(`${site.firstProjectCity} நகரில் அமைந்த எங்கள் முதல் திட்டத்திலேயே`);
      for (const label of [
        about.statYears,
        about.statProjects,
        about.statCustomers,
        about.statSatisfaction,
      ]) {
        await expect(story.getByRole("term").filter({ hasText: label })).toBeVisible();
      }
      await expect(
        page.getByRole("region", { name: about.valuesTitle }).getByRole("heading", { level: 3 }),
      ).toHaveText([
        about.valueTrustTitle,
        about.valueQualityTitle,
        about.valueCustomerTitle,
        about.valueGrowthTitle,
      ]);
      const mission = page.getByRole("region", { name: about.missionTitle });
      await expect(mission).toContainText(about.missionText);
      await expect(mission.getByRole("link", { name: about.contactUs })).toHaveAttribute(
        "href",
        "/ta/contact",
      );

      await expectTamilPage(page, width);
      await mission.getByRole("link", { name: about.viewOurProjects }).click();
      await expect(page).toHaveURL("/ta/projects");
    });

    test("/ta/contact shows the office and the ways to reach it in Tamil", async ({ page }) => {
      await page.goto("/ta/contact");
      await expect(page).toHaveTitle(`${contact.metaTitle} | ${site.companyName}`);
      await expect(page.getByRole("heading", { level: 1, name: contact.title })).toBeVisible();
      await expect(page.getByText(contact.intro.replace("{{city}}", site.officeCity))).toBeVisible();

      const formCard = page.getByRole("region", { name: contact.formTitle });
      // The mark is hidden from screen readers, which read "கட்டாயம் எனக்" in its place.
      await expect(formCard.locator("p").first()).toHaveText(
        `*${contact.requiredMark}${contact.requiredNote.replace("{{mark}}", "")}`,
      );

      const quick = page.getByRole("region", { name: contact.quickContact });
      await expect(quick.getByRole("heading", { level: 3 })).toHaveText([
        contact.callUs,
        contact.emailUs,
        contact.whatsApp,
      ]);
      const chat = quick.getByRole("link", { name: new RegExp(contact.chatOnWhatsApp) });
      await expect(chat).toHaveAttribute(
        "href",
        `https://wa.me/${site.whatsappNumber}?text=${encodeURIComponent(
          siteTa.whatsappGreeting.replace("{{company}}", site.companyName),
        )}`,
      );
      const office = page.getByRole("region", { name: contact.visitUs });
      await expect(office.getByRole("heading", { level: 3 })).toHaveText([
        siteTa.headOffice,
        contact.businessHours,
      ]);
      await expect(office).toContainText(`${site.officeCity}, ${site.officeState} ${site.officePostalCode}`);

      await expect(page.getByRole("heading", { level: 2, name: contact.findOffice })).toBeVisible();
      const map = page.locator(`iframe[title="${contact.mapTitle.replace("{{city}}", site.officeCity)}"]`);
      const note = page.getByText(contact.mapOnLargerScreens, { exact: true });
      if (width >= 768) {
        await expect(map).toBeVisible();
        await expect(note).toBeHidden();
      } else {
        await expect(map).toBeHidden();
        await expect(note).toBeVisible();
      }
      await expect(page.getByRole("link", { name: new RegExp(contact.openMap) })).toBeVisible();

      await expectTamilPage(page, width);
    });
  });
}

test(
  "a message sent from /ta/contact comes back to /ta/contact and records the Tamil page",
  { tag: "@any-width" },
  async ({ request }) => {
    const name = uniqueName("Murugan");
    const response = await request.post("/ta/contact", {
      form: { name, phone: "9876543210", email: "murugan@example.in", message: "வணக்கம்", website: "x" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    expect(response.headers().location).toBe("/ta/contact?sent=1#contact-status");
    expect(await leadsNamed(name)).toMatchObject([{ kind: "contact", page: "/ta/contact" }]);
  },
);

test.describe("sample content messages in Tamil", { tag: "@any-width" }, () => {
  test("a result names the Tamil blog, and dismissing it stays on the Tamil page", async ({ page }) => {
    await page.goto("/ta?sample=added-blogs");
    const notice = page.getByRole("status").filter({ hasText: home.sampleAddedBlogs.split("{{")[0]! });
    await expect(notice).toHaveText(home.sampleAddedBlogs.replace("{{blogsPath}}", "/ta/blogs"));
    await expect(notice.getByRole("link", { name: "/ta/blogs" })).toHaveAttribute("href", "/ta/blogs");
    await page.getByRole("link", { name: home.dismiss }).click();
    await expect(page).toHaveURL("/ta");
    await expect(notice).toHaveCount(0);

    await page.goto("/ta?sample=failed-all");
    await expect(page.getByRole("alert")).toHaveText(home.sampleFailedAll);
  });
});

test.describe("with no content yet, in Tamil", { tag: "@any-width" }, () => {
  test.use({ baseURL: emptySiteUrl });

  test("the setup panel explains what to do, in Tamil", async ({ page }) => {
    await page.goto("/ta");
    const panel = page.getByRole("region", { name: home.setupRequired });
    await expect(panel).toContainText(home.setupProjectsText);
    await expect(panel).toContainText(home.setupSignIn);
    await expect(panel.getByRole("button")).toHaveText([
      home.addSampleProjectsAndBlogs,
      home.addSampleBlogsOnly,
    ]);
    await expect(panel.locator('input[name="returnTo"]').first()).toHaveValue("/ta");

    await page.route(/\/sample-content/, (route) => route.fulfill({ status: 204 }));
    await panel.getByRole("button", { name: home.addSampleBlogsOnly }).click();
    await expect(panel.getByRole("button", { name: home.addingSampleContent })).toBeDisabled();
    await expectNoEnglish(page);
  });
});
