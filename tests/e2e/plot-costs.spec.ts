import { readFile } from "node:fs/promises";

import type { Locator, Page } from "@playwright/test";
import { PDFParse } from "pdf-parse";

import {
  expectedCost,
  inFull,
  inLakh,
  rates,
  sethu,
  sethuPlots,
  womenConcessionPlot,
  type StoredPlot,
} from "#tests/support/cost-figures.ts";
import { axe } from "./axe.ts";
import { expect as baseExpect, test } from "./fixtures.ts";
import { leadsNamed, projectIdNamed, uniqueName } from "./leads.ts";

/**
 * Issue "What it costs" on the public site: the project page's "What it costs" and the plot list's
 * all-in column, the plot panel's figures with the women buyers' registration fee as a choice, and
 * the plot's cost page without JavaScript, down to the cost sheet (PDF) and the lead it stores.
 * Every figure is checked against the arithmetic of tests/support/cost-figures.ts, on Sethu Garden
 * City's plots as the site's database holds them (priced ₹ 5–14 L, guideline value ₹ 700 a sq.ft).
 */

/** The page's scripts load and the server works out each page: allow for a busy test machine. */
const expect = baseExpect.configure({ timeout: 10_000 });

const costPath = (projectId: string, plot: string) => `/project/${projectId}/plots/${plot}/cost`;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A plot valued above ₹ 10 L, where a woman buyer pays the full registration fee. */
async function aboveLimitPlot(): Promise<StoredPlot> {
  const plot = (await sethuPlots()).find(
    (candidate) => expectedCost(candidate, false).dutyValue > rates.womenLimit,
  );
  if (!plot) throw new Error(`${sethu.name} has no plot valued above ₹ 10 L.`);
  return plot;
}

/** The value (`dd`) written next to a term (`dt`) of exactly this text. */
function valueOf(scope: Locator, term: string): Locator {
  const exact = new RegExp(`^${escaped(term)}$`);
  return scope.locator("dt").filter({ hasText: exact }).locator("xpath=following-sibling::dd[1]");
}

/** The cost lines every place shows: price, stamp duty, registration and the project's charges. */
async function expectCostLines(scope: Locator, plot: StoredPlot, woman: boolean) {
  const cost = expectedCost(plot, woman);
  await expect(valueOf(scope, "Price")).toHaveText(inFull(cost.price));
  await expect(valueOf(scope, `Stamp duty (${rates.stampPercent}%)`)).toHaveText(inFull(cost.stamp));
  await expect(valueOf(scope, cost.registrationLabel)).toHaveText(inFull(cost.registration));
  for (const charge of sethu.charges) {
    await expect(valueOf(scope, charge.name)).toHaveText(inFull(charge.rupees));
  }
}

async function openProject(page: Page) {
  const projectId = await projectIdNamed(sethu.name);
  await page.goto(`/project/${projectId}`);
  return projectId;
}

test("the project page says what its plots cost, and the plot list gives each one's all-in cost", async ({
  page,
}) => {
  const plots = await sethuPlots();
  // The section works out the first available plot with a price, in the plan's order.
  const example = plots.find((plot) => plot.status === "available")!;
  const plot = await womenConcessionPlot();
  const projectId = await openProject(page);

  const costs = page.getByRole("region", { name: "What it costs" });
  await expect(costs).toHaveAttribute("id", "costs");
  await expect(costs.getByRole("heading", { level: 2, name: "What it costs" })).toBeVisible();
  await expect(costs.locator("dt")).toHaveText([
    "Stamp duty",
    "Registration fee",
    "Registration fee, women buyers",
    "Guideline value",
    ...sethu.charges.map((charge) => charge.name),
    "Loan estimate",
  ]);
  const registrationDepartment = "Source: Tamil Nadu Registration Department (tnreginet.gov.in)";
  await expect(valueOf(costs, "Stamp duty")).toContainText(
    "7%, in force from April 1, 2023, of the higher of the guideline value and the price",
  );
  await expect(valueOf(costs, "Stamp duty")).toContainText(registrationDepartment);
  await expect(valueOf(costs, "Registration fee")).toContainText("2%, in force from April 1, 2023");
  await expect(valueOf(costs, "Registration fee")).toContainText(registrationDepartment);
  await expect(valueOf(costs, "Registration fee, women buyers")).toContainText(
    "1% for a value up to ₹ 10 L, in force from April 1, 2025",
  );
  await expect(valueOf(costs, "Registration fee, women buyers")).toContainText(
    "Source: Tamil Nadu Budget 2025-26",
  );
  await expect(valueOf(costs, "Guideline value")).toContainText(
    `${inFull(sethu.guidelinePerSqft)} a sq.ft, from July 1, 2024`,
  );
  await expect(valueOf(costs, "Guideline value")).toContainText("Source: Tamil Nadu Registration Department");
  for (const charge of sethu.charges) {
    await expect(valueOf(costs, charge.name)).toContainText(`${inFull(charge.rupees)} a plot`);
    await expect(valueOf(costs, charge.name)).toContainText("Source: The developer's charge");
  }
  await expect(valueOf(costs, "Loan estimate")).toContainText("75% of the price over 15 years at 9.5%");
  await expect(valueOf(costs, "Loan estimate")).toContainText("An estimate only: the bank decides");

  const worked = expectedCost(example, false);
  await expect(costs).toContainText(
    `For example, plot ${example.number} at ${inLakh(example.price)}: all-in ${inLakh(worked.total)}, ` +
      `EMI about ${inFull(worked.emi)} a month.`,
  );
  await expect(costs.getByRole("link", { name: `Plot ${example.number}'s cost in full` })).toHaveAttribute(
    "href",
    costPath(projectId, example.number),
  );

  // The plot list: an "All-in" column, each priced plot's cell a link to its cost page.
  const list = page.locator("#plot-list");
  await expect(list.getByRole("columnheader", { name: "All-in" })).toBeAttached();
  for (const shown of [example, plot, await aboveLimitPlot()]) {
    const total = inLakh(expectedCost(shown, false).total);
    const cell = list
      .locator(`[data-plot-row="${shown.number}"]`)
      .getByRole("link", { name: `the all-in cost of plot ${shown.number}` });
    // "₹ 10.56 L" shown, and said with what it is.
    await expect(cell).toHaveText(`${total}: the all-in cost of plot ${shown.number}`);
    await expect(cell).toHaveAccessibleName(
      new RegExp(`^${escaped(total)} ?: the all-in cost of plot ${shown.number}$`),
    );
    await expect(cell).toHaveAttribute("href", costPath(projectId, shown.number));
  }
  // One link a priced plot.
  await expect(list.getByRole("link", { name: /: the all-in cost of plot / })).toHaveCount(plots.length);
});

test("a plot's panel works out its cost, and a woman buyer's lower registration fee", async ({ page }) => {
  const plot = await womenConcessionPlot();
  const above = await aboveLimitPlot();
  const projectId = await openProject(page);
  // The plan's behaviour is fetched once the plan nears the screen.
  await page.locator("#plot-list").scrollIntoViewIfNeeded();
  await expect(page.locator("html[data-plan-script]")).toHaveCount(1);
  await page.locator(`[data-plot-open="${plot.number}"]`).click();

  const panel = page.getByRole("region", { name: `Plot ${plot.number}`, exact: true });
  await expect(panel).toBeVisible();
  const block = panel.locator("[data-plot-cost]");
  await expect(block.getByRole("heading", { name: `What plot ${plot.number} costs` })).toBeVisible();
  const woman = block.getByRole("checkbox", { name: "A woman buyer (lower registration fee)" });
  await expect(woman).not.toBeChecked();

  const full = expectedCost(plot, false);
  await expectCostLines(block, plot, false);
  await expect(block.getByText("All-in cost", { exact: true })).toBeVisible();
  await expect(
    block.getByText(`${inLakh(full.total)} (${inFull(full.total)})`, { exact: true }),
  ).toBeVisible();
  await expect(block).toContainText(
    `Loan estimate: Loan of ${inLakh(full.loanAmount)} (75% of the price) over 15 years at 9.5%: ` +
      `EMI ${inFull(full.emi)} a month; your own money ${inLakh(full.total - full.loanAmount)}.`,
  );
  await expect(block.getByRole("link", { name: "Cost sheet and loan details" })).toHaveAttribute(
    "href",
    costPath(projectId, plot.number),
  );

  // A woman buyer: 1% on a value of ₹ 10 L or less, and the total drops by the difference.
  await woman.check();
  const hers = expectedCost(plot, true);
  expect(hers.registration).toBeLessThan(full.registration);
  expect(full.total - hers.total).toBe(full.registration - hers.registration);
  await expectCostLines(block, plot, true);
  await expect(block.getByText("Registration fee (2%)", { exact: true })).toHaveCount(0);
  await expect(
    block.getByText(`${inLakh(hers.total)} (${inFull(hers.total)})`, { exact: true }),
  ).toBeVisible();
  await woman.uncheck();
  await expectCostLines(block, plot, false);
  await expect(
    block.getByText(`${inLakh(full.total)} (${inFull(full.total)})`, { exact: true }),
  ).toBeVisible();

  // The panel open, with the project's "What it costs" on the page: nothing for axe to find (the
  // panel's block is a region of its own name, "What plot N costs").
  const scan = axe(page).include("[data-plan-panel]").include("#costs");
  expect((await scan.analyze()).violations).toEqual([]);

  // Above ₹ 10 L a woman buyer pays the full fee.
  await page.locator(`[data-plot-open="${above.number}"]`).click();
  const other = page.getByRole("region", { name: `Plot ${above.number}`, exact: true });
  await expect(other).toBeVisible();
  await other.getByRole("checkbox", { name: "A woman buyer (lower registration fee)" }).check();
  await expectCostLines(other.locator("[data-plot-cost]"), above, true);
  await expect(other.getByText("Registration fee (1%, woman buyer)", { exact: true })).toHaveCount(0);
  const aboveTotal = expectedCost(above, true).total;
  await expect(
    other.getByText(`${inLakh(aboveTotal)} (${inFull(aboveTotal)})`, { exact: true }),
  ).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a plot's cost page works out a woman buyer's fee and sends its cost sheet once the lead is stored @any-width", async ({
    page,
  }) => {
    test.slow();
    const plot = await womenConcessionPlot();
    const projectId = await projectIdNamed(sethu.name);
    const path = costPath(projectId, plot.number);
    await page.goto(path);
    await expect(
      page.getByRole("heading", { level: 1, name: `Plot ${plot.number}, ${sethu.name}: what it costs` }),
    ).toBeVisible();

    const figures = page.getByRole("region", { name: "All-in cost" });
    const full = expectedCost(plot, false);
    await expectCostLines(figures, plot, false);
    await expect(figures).toContainText(`All-in cost${inLakh(full.total)} ${inFull(full.total)}`);
    const loan = page.getByRole("region", { name: "Loan estimate" });
    await expect(valueOf(loan, "EMI")).toHaveText(`${inFull(full.emi)} a month`);
    await expect(page.getByRole("region", { name: "Where these figures come from" })).toContainText(
      "Guideline value",
    );

    // The choice is a GET form: the figures come back worked out for a woman buyer.
    await page.getByRole("checkbox", { name: "A woman buyer (lower registration fee)" }).check();
    await page.getByRole("button", { name: "Work it out" }).click();
    await expect(page).toHaveURL(`${path}?buyer=woman`);
    await expect(
      page.getByRole("checkbox", { name: "A woman buyer (lower registration fee)" }),
    ).toBeChecked();
    const hers = expectedCost(plot, true);
    expect(hers.registrationLabel).toBe("Registration fee (1%, woman buyer)");
    await expectCostLines(figures, plot, true);
    await expect(figures).toContainText(`All-in cost${inLakh(hers.total)} ${inFull(hers.total)}`);

    // The cost sheet's form: a short phone number comes back with its message next to the field.
    const form = page.getByRole("region", { name: "Download the cost sheet" });
    await expect(form).toContainText("By sending this form you agree that");
    const name = uniqueName("Kavitha Selvam");
    await form.getByLabel("Full Name").fill(name);
    await form.getByLabel("Phone Number").fill("12345");
    await form.getByRole("button", { name: "Download the cost sheet" }).click();
    await expect(page).toHaveURL(`${path}?cost-sheet=invalid&invalid=phone&buyer=woman#cost-sheet`);
    await expect(form.getByLabel("Phone Number")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Phone Number")).toHaveAccessibleDescription(
      /Please enter a valid phone number\./,
    );
    expect(await leadsNamed(name)).toHaveLength(0);

    // A good one: the lead is stored, then the PDF downloads.
    await form.getByLabel("Full Name").fill(name);
    await form.getByLabel("Phone Number").fill("98400 12345");
    const downloading = page.waitForEvent("download");
    await form.getByRole("button", { name: "Download the cost sheet" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`cost-sheet-${sethu.slug}-plot-${plot.number}.pdf`);
    // The form was answered with the sheet's signed address, for this plot and a woman buyer.
    const signed = new URL(download.url());
    expect(signed.pathname).toBe(`/project/${projectId}/plots/${plot.number}/cost-sheet`);
    expect(signed.searchParams.get("token")).toBeTruthy();
    expect(signed.searchParams.get("buyer")).toBe("woman");
    const text = await pdfText(await readFile((await download.path())!));
    for (const expected of [
      `Plot ${plot.number}`,
      `Registration fee (1%, woman buyer) Rs. ${inFull(hers.registration).slice(2)}`,
      `All-in cost Rs. ${inLakh(hers.total).slice(2)} (Rs. ${inFull(hers.total).slice(2)})`,
      "TNRERA",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("For ");

    const [lead] = await leadsNamed(name);
    expect(lead).toMatchObject({
      kind: "cost-sheet",
      phone: "+919840012345",
      project_id: projectId,
      plot_number: plot.number,
      page: path,
      spam_reason: null,
    });
    expect(JSON.parse(lead!.details)).toMatchObject({ buyer: "A woman buyer" });

    // The sheet's address itself, unsigned or forged, leads back to the form.
    for (const query of ["", "?token=00000000-0000-4000-8000-000000000000.9999999999999.AAAA&buyer=woman"]) {
      const unsigned = await page.request.get(
        `/project/${projectId}/plots/${plot.number}/cost-sheet${query}`,
        {
          maxRedirects: 0,
        },
      );
      expect(unsigned.status()).toBe(303);
      expect(unsigned.headers()["location"]).toBe(`${path}#cost-sheet`);
    }
    // A plot the project does not have leads back to the project.
    const missing = await page.request.get(costPath(projectId, "9999"), { maxRedirects: 0 });
    expect(missing.status()).toBe(302);
    expect(missing.headers()["location"]).toBe(`/project/${projectId}`);
  });
});

/** The PDF's text, its white space made single spaces. */
async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: bytes });
  try {
    return (await parser.getText()).text.replace(/\s+/g, " ");
  } finally {
    await parser.destroy();
  }
}
