import type { Page } from "@playwright/test";

import { cost as englishCost } from "#app/i18n/messages/en/cost.ts";
import { project as englishProject } from "#app/i18n/messages/en/project.ts";
import { cost } from "#app/i18n/messages/ta/cost.ts";
import { project } from "#app/i18n/messages/ta/project.ts";
import { site } from "#app/i18n/messages/ta/site.ts";
import { sampleProjects } from "#app/sample-content/sample-projects.ts";
import { expectedCost, inFull, inLakh, sethu, womenConcessionPlot } from "#tests/support/cost-figures.ts";
import { expect, test } from "./fixtures.ts";
import { projectIdNamed } from "./leads.ts";

/**
 * Issue "Tamil and English": a project's page and a plot's cost page under /ta, at a phone's and a
 * desk's width: headings, buttons, the TNRERA block, prices in லட்சம், the layout plan's panel
 * (with JavaScript) and the cost page's choice (without), every link staying under /ta. What the
 * database says (names, places, descriptions, the rates' sources) is not translated here.
 */

/**
 * The English texts of the project and cost catalogues that read differently in Tamil, without
 * their {{values}} and what the Tamil keeps ("EMI").
 */
const englishOnly = [
  ...Object.entries(englishProject).map(([key, text]) => ({
    text,
    tamil: project[key as keyof typeof project],
  })),
  ...Object.entries(englishCost).map(([key, text]) => ({ text, tamil: cost[key as keyof typeof cost] })),
].flatMap(({ text, tamil }) =>
  text
    .split(/\{\{[^}]+\}\}/)
    .map((part) => part.trim().replace(/^[:,;.]\s*/, ""))
    .filter((part) => /[A-Za-z]{3}/.test(part) && !tamil.includes(part)),
);

/** What the database says about the sample projects and their costs, which stays in English. */
const databaseTexts = [
  ...sampleProjects.flatMap((sample) => [
    sample.name,
    sample.location,
    sample.description,
    ...sample.highlights,
    ...sample.amenities,
    ...sample.nearbyPlaces.map((place) => place.name),
  ]),
  ...sethu.charges.map((charge) => charge.name),
].sort((a, b) => b.length - a.length);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The page's content holds none of the catalogues' English texts. */
async function expectNoEnglish(page: Page) {
  let text = await page.getByRole("main").innerText();
  // The layout plan's drawing is the one staff uploaded, its words ("Park", "Entrance") theirs.
  const drawing = (await page.locator("[data-plan-viewport]").allInnerTexts()).join("\n").split("\n");
  for (const content of [...databaseTexts, ...drawing.filter(Boolean)]) text = text.replaceAll(content, " ");
  // Where a rate comes from is the database's too.
  text = text.replace(new RegExp(`${escape(cost.source.replace("{{source}}", ""))}[^\\n]*`, "g"), " ");
  const found = englishOnly.filter((part) =>
    new RegExp(`(?<![A-Za-z])${escape(part)}(?![A-Za-z])`).test(text),
  );
  expect(found, "English texts on a Tamil page").toEqual([]);
  expect(text, "a text missing from the page's catalogue").not.toMatch(/\b(?:project|cost):[a-z]/);
}

/** Every link to a page of the site in the page's content goes to a Tamil page. */
async function expectTamilLinks(page: Page) {
  const hrefs = await page
    .getByRole("main")
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
  expect(hrefs.length).toBeGreaterThan(0);
  expect(hrefs.filter((href) => !/^\/ta(?:[/?#]|$)/.test(href))).toEqual([]);
}

const meadows = sampleProjects.find((sample) => sample.name === "Green Meadows Oragadam")!;
const inTamilLakh = (rupees: number) => inLakh(rupees).replace(/ L$/, " லட்சம்");
const tamilPath = async (name: string) => `/ta/project/${await projectIdNamed(name)}`;

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, { tag: "@any-width" }, () => {
    test.use({ viewport: { width, height: 844 } });

    test("a project's page is in Tamil, its TNRERA block too, with prices in லட்சம்", async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto(await tamilPath(meadows.name));
      await expect(page.locator("html")).toHaveAttribute("lang", "ta");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("link", { name: project.backToProjects })).toHaveAttribute(
        "href",
        "/ta/projects",
      );

      const facts = page.getByRole("region", { name: project.atAGlance });
      const amount = "₹ [\\d.]+ (?:லட்சம்|கோடி)";
      await expect(facts.getByText(new RegExp(`^${amount}(?: – ${amount})?$`))).toBeVisible();
      await expect(facts.getByText(/^[\d,]+(?: – [\d,]+)? ச\.அடி$/)).toBeVisible();
      await expect(
        facts.getByText(`${meadows.soldPlots}/${meadows.totalPlots} மனைகள் விற்கப்பட்டன`),
      ).toBeVisible();
      await expect(facts.getByRole("progressbar", { name: project.plotsSold })).toBeVisible();
      await expect(facts.getByRole("button", { name: site.enquireNow })).toBeVisible();

      const registration = page.getByRole("region", { name: project.registrationAndApproval });
      for (const term of [project.tnreraRegistration, project.registeredOn, project.layoutApproval]) {
        await expect(registration.getByRole("term").filter({ hasText: term })).toBeVisible();
      }
      await expect(registration.getByText(meadows.reraNumber!, { exact: true })).toBeVisible();
      // The date in Tamil ("18 மார்ச், 2024"), not as stored.
      await expect(registration.getByText(/^\d{1,2} [\u0B80-\u0BFF]+, \d{4}$/)).toBeVisible();
      await expect(registration.getByRole("img", { name: project.registrationQrCode })).toBeVisible();
      await expect(registration.getByRole("link", { name: project.registrationPage })).toBeVisible();

      for (const heading of [project.overview, project.highlights, project.amenities, project.nearbyPlaces]) {
        await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
      }
      await expect(page.getByRole("heading", { level: 2, name: project.layoutPlan })).toBeVisible();
      await expect(page.getByRole("img", { name: / லேஅவுட் வரைபடம்: / })).toBeVisible();
      const list = page.locator("#plot-list");
      await expect(list.getByRole("columnheader", { name: project.columnStatus })).toBeAttached();
      await expect(list.getByText(project.plotAvailable, { exact: true }).first()).toBeAttached();
      await expect(list.getByText(/^₹ [\d.]+ லட்சம்$/).first()).toBeAttached();
      await expect(list.getByText(/ச\.அடி · [\d.]+\sசென்ட் · /).first()).toBeAttached();
      await expect(page.getByRole("button", { name: project.showPlots })).toBeVisible();

      const whatsapp = page.getByRole("link", { name: "வாட்ஸ்அப்பில் பேச" }).first();
      expect(decodeURIComponent((await whatsapp.getAttribute("href"))!)).toMatch(
        /^https:\/\/wa\.me\/\d+\?text=வணக்கம், .+ பகுதியில் உள்ள .+ குறித்து/,
      );

      await expectTamilLinks(page);
      await expectNoEnglish(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });

    test("the photos open full screen with Tamil names", async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto(await tamilPath(meadows.name));
      const count = meadows.pictures.length;
      await page.getByRole("button", { name: `படம் 2 / ${count} காட்ட` }).click();
      // Named for the project (its name as the page shows it) in Tamil.
      const dialog = page.getByRole("dialog", { name: / புகைப்படங்கள்$/ });
      const photo = (n: number) =>
        dialog.getByRole("img", { name: new RegExp(`, புகைப்படம் ${n} / ${count}$`) });
      await expect(photo(2)).toBeVisible();
      await dialog.getByRole("button", { name: project.nextPhoto }).click();
      await expect(photo(3)).toBeVisible();
      await dialog.getByRole("button", { name: project.closePhotos }).click();
      await expect(
        page.getByRole("button", { name: `புகைப்படம் 3 / ${count}: முழுத் திரையில் திறக்க` }),
      ).toBeVisible();
    });

    test("the layout plan's panel and filters speak Tamil", async ({ page }) => {
      const plot = await womenConcessionPlot();
      await page.goto(`${await tamilPath(sethu.name)}#layout-plan`);
      await expect(page.locator("html[data-plan-script]")).toHaveCount(1);
      await expect(page.getByRole("button", { name: project.zoomIn })).toBeVisible();
      await page.getByRole("button", { name: `மனை ${plot.number}: வரைபடத்தில் காட்டு` }).click();

      const panel = page.getByRole("region", { name: `மனை ${plot.number}`, exact: true });
      await expect(panel).toBeVisible();
      const facts = panel.locator("dl").first();
      for (const term of [project.status, project.area, project.facing, project.cornerPlot, project.price]) {
        await expect(facts.getByText(term, { exact: true })).toBeVisible();
      }
      await expect(facts.getByText(project.plotAvailable, { exact: true })).toBeVisible();
      await expect(facts.getByText(inTamilLakh(plot.price), { exact: true })).toBeVisible();

      const block = panel.locator("[data-plot-cost]");
      await expect(block.getByRole("heading", { name: `மனை ${plot.number}-இன் செலவு` })).toBeVisible();
      const full = expectedCost(plot, false);
      await expect(
        block.getByText(`${inTamilLakh(full.total)} (${inFull(full.total)})`, { exact: true }),
      ).toBeVisible();
      await expect(block.getByText("பதிவுக் கட்டணம் (2%)", { exact: true })).toBeVisible();
      await block.getByRole("checkbox", { name: cost.womanBuyer }).check();
      const hers = expectedCost(plot, true);
      await expect(block.getByText("பதிவுக் கட்டணம் (1%, பெண் வாங்குபவர்)", { exact: true })).toBeVisible();
      await expect(
        block.getByText(`${inTamilLakh(hers.total)} (${inFull(hers.total)})`, { exact: true }),
      ).toBeVisible();
      await expect(block).toContainText(`EMI மாதம் ${inFull(full.emi)}`);
      await expect(block.getByRole("link", { name: cost.costSheetAndLoanDetails })).toHaveAttribute(
        "href",
        new RegExp(`^/ta/project/[0-9a-f-]{36}/plots/${plot.number}/cost$`),
      );
      await expect(panel.getByRole("link", { name: `மனை ${plot.number} பற்றி விசாரிக்க` })).toHaveAttribute(
        "href",
        /^\/ta\?project=/,
      );
      await expect(panel.getByRole("link", { name: project.scheduleSiteVisit })).toHaveAttribute(
        "href",
        /^\/ta\/project\//,
      );
      await expectNoEnglish(page);

      await page.getByRole("button", { name: project.closePlotDetails }).click();
      await expect(panel).toHaveCount(0);
      await page.getByLabel(project.availableOnly).check();
      await expect(page.locator("[data-plan-count]")).toHaveText(/^\d+ மனைகளில் \d+ காட்டப்படுகின்றன$/);
    });

    test("a plot's cost page is in Tamil and stays under /ta", async ({ page }) => {
      const plot = await womenConcessionPlot();
      const path = `${await tamilPath(sethu.name)}/plots/${plot.number}/cost`;
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", "ta");
      // The project's name as the page shows it, in Tamil once it has one.
      const title = new RegExp(`^மனை ${plot.number}, .+: ஆகும் செலவு`);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole("link", { name: / பக்கத்துக்குத் திரும்ப$/ })).toHaveAttribute(
        "href",
        /^\/ta\/project\/[0-9a-f-]{36}#layout-plan$/,
      );
      const figures = page.getByRole("region", { name: cost.allInCost });
      await expect(figures.getByText(cost.price, { exact: true })).toBeVisible();
      await expect(figures).toContainText(inTamilLakh(expectedCost(plot, false).total));
      await expect(page.getByRole("region", { name: cost.loanEstimate })).toContainText(
        `மாதம் ${inFull(expectedCost(plot, false).emi)}`,
      );
      await expect(page.getByRole("region", { name: cost.whereFiguresComeFrom })).toContainText(
        cost.guidelineValue,
      );
      await expect(page.getByRole("button", { name: cost.workItOut })).toBeVisible();
      await expectTamilLinks(page);
      await expectNoEnglish(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  });
}

test.describe("without JavaScript", { tag: "@any-width" }, () => {
  test.use({ javaScriptEnabled: false });

  test("the cost page's choice works a woman buyer's fee out in Tamil", async ({ page }) => {
    const plot = await womenConcessionPlot();
    const path = `${await tamilPath(sethu.name)}/plots/${plot.number}/cost`;
    await page.goto(path);
    await page.getByRole("checkbox", { name: cost.womanBuyer }).check();
    await page.getByRole("button", { name: cost.workItOut }).click();
    await expect(page).toHaveURL(`${path}?buyer=woman`);
    const figures = page.getByRole("region", { name: cost.allInCost });
    await expect(figures.getByText("பதிவுக் கட்டணம் (1%, பெண் வாங்குபவர்)", { exact: true })).toBeVisible();
    await expect(figures).toContainText(inTamilLakh(expectedCost(plot, true).total));
    await expectNoEnglish(page);
  });

  test("the plan's filters send a Tamil page back, its list in Tamil", async ({ page }) => {
    await page.goto(await tamilPath(sethu.name));
    await page.getByLabel(project.availableOnly).check();
    await page.getByRole("button", { name: project.showPlots }).click();
    await expect(page).toHaveURL(/\/ta\/project\/[0-9a-f-]{36}\?available=1&[^#]*#layout-plan$/);
    await expect(page.locator("[data-plan-count]")).toHaveText(/^\d+ மனைகளில் \d+ காட்டப்படுகின்றன$/);
    await expectNoEnglish(page);
  });
});

test(
  "'Loading project details...' is said in Tamil while a Tamil project page is on its way",
  { tag: "@any-width" },
  async ({ page }) => {
    await page.goto("/ta/projects");
    await page.route(/\/ta\/project\/[^/.?]+(\?.*)?$/, (route) => route.fulfill({ status: 204 }), {
      times: 1,
    });
    await page
      .getByRole("link", { name: /விவரங்களைப் பார்க்க/ })
      .first()
      .click();
    await expect(page.getByRole("status").getByText(project.loadingProjectDetails)).toBeVisible();
  },
);
