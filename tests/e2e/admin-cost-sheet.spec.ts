import { readFile } from "node:fs/promises";

import type { Page } from "@playwright/test";
import { PDFParse } from "pdf-parse";

import { storeLead } from "#app/domain/leads/leads.server.ts";
import {
  expectedCost,
  inFull,
  inLakh,
  sethu,
  womenConcessionPlot,
  type StoredPlot,
} from "#tests/support/cost-figures.ts";
import { leadInput } from "#tests/support/lead-test-data.ts";
import { expect, test } from "./fixtures.ts";
import { projectIdNamed, uniqueName, withSiteDatabase } from "./leads.ts";
import { signIn } from "./staff.ts";

/**
 * Issue "What it costs" in the back office: the lead's page offers the cost sheet (PDF) of the
 * plot the lead asked about, made out to the buyer, with the women buyers' fee as a choice; a
 * content editor, who does not work leads, is refused it. The lowest available plot of Sethu
 * Garden City valued at ₹ 10 L or less (admin-lead-plot.spec.ts holds the highest one).
 */

async function leadAboutPlot(name: string): Promise<{ leadId: string; plot: StoredPlot }> {
  const plot = await womenConcessionPlot();
  const projectId = await projectIdNamed(sethu.name);
  const leadId = await withSiteDatabase(async (db) => {
    const { id } = await storeLead(
      db,
      leadInput({ name, phone: "+919443166666", projectId, plotNumber: plot.number }),
    );
    return id;
  });
  return { leadId, plot };
}

async function downloadCostSheet(page: Page): Promise<{ name: string; text: string }> {
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Cost sheet (PDF)" }).click();
  const download = await downloading;
  const parser = new PDFParse({ data: await readFile((await download.path())!) });
  try {
    return { name: download.suggestedFilename(), text: (await parser.getText()).text.replace(/\s+/g, " ") };
  } finally {
    await parser.destroy();
  }
}

test("an owner downloads the cost sheet of a lead's plot, made out to the buyer; a content editor is refused", async ({
  page,
}) => {
  const name = uniqueName("Revathi Murugan");
  const { leadId, plot } = await leadAboutPlot(name);
  await signIn(page);
  await page.goto(`/admin/leads/${leadId}`);
  const card = page.getByRole("region", { name: `Plot ${plot.number}`, exact: true });
  await expect(card.getByRole("button", { name: "Cost sheet (PDF)" })).toBeVisible();

  const full = expectedCost(plot, false);
  let sheet = await downloadCostSheet(page);
  expect(sheet.name).toBe(`cost-sheet-${sethu.slug}-plot-${plot.number}.pdf`);
  for (const expected of [
    `For ${name}`,
    `Plot ${plot.number}`,
    `Registration fee (2%) Rs. ${inFull(full.registration).slice(2)}`,
    `All-in cost Rs. ${inLakh(full.total).slice(2)} (Rs. ${inFull(full.total).slice(2)})`,
    "TNRERA",
  ]) {
    expect(sheet.text).toContain(expected);
  }

  // The women buyers' fee, ticked on the card.
  await card.getByRole("checkbox", { name: "A woman buyer (lower registration fee)" }).check();
  const hers = expectedCost(plot, true);
  sheet = await downloadCostSheet(page);
  for (const expected of [
    `For ${name}`,
    `Registration fee (1%, woman buyer) Rs. ${inFull(hers.registration).slice(2)}`,
    `All-in cost Rs. ${inLakh(hers.total).slice(2)} (Rs. ${inFull(hers.total).slice(2)})`,
  ]) {
    expect(sheet.text).toContain(expected);
  }

  // A content editor works no leads: no cost sheet either.
  await page.context().clearCookies();
  await signIn(page, "content-editor");
  const refused = await page.request.get(`/admin/leads/${leadId}/cost-sheet`, { maxRedirects: 0 });
  expect(refused.status()).toBe(403);
  expect(refused.headers()["content-type"]).not.toBe("application/pdf");
});
