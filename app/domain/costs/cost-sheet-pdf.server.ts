import { formatRupeesInFull } from "#app/lib/money.ts";
import { printable, printedDay, startA4Pdf, type ProjectRegistration } from "#app/lib/pdf-page.server.ts";
import { chargeBasisLabels, type CostRate, type CostTerms } from "./cost-model.ts";
import { costView } from "./cost-view.ts";
import { loanNote, percentText, plotCost, type PlotCost } from "./plot-cost.ts";

/**
 * Issue "What it costs": the cost sheet of one plot, a printable A4 page a buyer takes home. The
 * company's details; the plot; its all-in cost line by line in the words of the website (costView);
 * how stamp duty and the registration fee were worked out, with each rate's day and source; the
 * loan estimate and what the lender decides; the project's TNRERA registration with the QR code of
 * its registration page; and that the figures are those of the day the sheet was prepared.
 */

export interface CostSheetInput {
  company: { name: string; address: string; phone: string; email: string };
  /** YYYY-MM-DD (India): the day the figures are for. */
  preparedOn: string;
  /** The buyer's name when staff or the buyer gave one. */
  buyerName: string | null;
  /** A woman buyer: the women buyers' registration fee applies when one is in force and the value is within it. */
  woman: boolean;
  project: { name: string; location: string } & ProjectRegistration;
  plot: {
    number: string;
    areaSqft: number;
    /** The area as the site shows it: "1,200 sq.ft · 2.75 cents". */
    area: string;
    /** "40 × 30 ft" (empty when not given). */
    dimensions: string;
    /** "East" (empty when not given). */
    facing: string;
    /** Whole rupees: a plot without a price has no cost sheet. */
    price: number;
  };
  terms: CostTerms;
}

/** "Cost sheet – Plot 12, Green Meadows": the PDF's title. */
export function costSheetTitle(project: string, plot: string): string {
  return `Cost sheet – Plot ${plot}, ${project}`;
}

/** Lower-case ASCII words joined by hyphens ("Green Meadows" → "green-meadows"; other scripts drop out). */
function slug(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "") // the accents NFKD took apart: "É" → "E"
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** "cost-sheet-green-meadows-plot-12.pdf": safe in a download's name on every system. */
export function costSheetFileName(project: string, plot: string): string {
  const plotSlug = slug(plot);
  const parts = ["cost-sheet", slug(project), plotSlug ? `plot-${plotSlug}` : "plot"].filter(Boolean);
  return `${parts.join("-")}.pdf`;
}

/** " (source: G.O. Ms. No. 35)", or nothing without one. */
function sourceText(source: string): string {
  return source.trim() ? ` (source: ${source.trim()})` : "";
}

/** " on values up to ₹ 10,00,000", or nothing for a rate on any value. */
function limitText(rate: CostRate): string {
  return rate.valueLimit === null ? "" : ` on values up to ${formatRupeesInFull(rate.valueLimit)}`;
}

/** ", in force from 1 April 2025 (source: …)". */
function sinceText(rate: { from: string; source: string }): string {
  return `, in force from ${printedDay(rate.from)}${sourceText(rate.source)}`;
}

/**
 * The rates the figures were worked out with, in sentences, each with the day it took effect and its
 * source; the women buyers' registration fee is said whether it applies or not.
 */
function rateLines(terms: CostTerms, cost: PlotCost, woman: boolean): string[] {
  const { stampDuty, registration } = terms;
  const lines = [
    `Stamp duty: ${percentText(stampDuty.basisPoints)}${limitText(stampDuty)}${sinceText(stampDuty)}.`,
    `Registration fee: ${percentText(registration.basisPoints)}${limitText(registration)}${sinceText(registration)}.`,
  ];
  const women = terms.registrationWomen;
  if (women) {
    const rate = percentText(women.basisPoints);
    if (cost.registration.womenConcession) {
      lines.push(
        `Registration fee for a woman buyer, applied here: ${rate}${limitText(women)}${sinceText(women)}.`,
      );
    } else if (woman) {
      lines.push(
        `A woman buyer pays ${rate}${limitText(women)}${sinceText(women)}; this plot's value, ${formatRupeesInFull(cost.dutyValue)}, is above that, so the full fee applies.`,
      );
    } else {
      lines.push(
        `A woman buyer pays a registration fee of ${rate} instead${limitText(women)}${sinceText(women)}.`,
      );
    }
  }
  const guideline = terms.guidelineValue;
  lines.push(
    guideline && cost.guidelineValue !== null
      ? `Guideline value: ${formatRupeesInFull(guideline.rupeesPerSqft)} a sq.ft${sinceText(guideline)}; ${formatRupeesInFull(cost.guidelineValue)} for this plot.`
      : "No guideline value on record: duties on the price.",
  );
  if (terms.charges.length > 0) {
    const charges = terms.charges
      .map((charge) => `${charge.name} ${formatRupeesInFull(charge.rupees)} ${chargeBasisLabels[charge.per]}`)
      .join("; ");
    lines.push(`The project's charges: ${charges}.`);
  }
  return lines;
}

export async function costSheetPdf(input: CostSheetInput): Promise<Uint8Array> {
  const { company, project, plot, terms } = input;
  const cost = plotCost(terms, { price: plot.price, areaSqft: plot.areaSqft }, { woman: input.woman });
  const view = costView(terms, cost);

  const sheet = await startA4Pdf({
    title: costSheetTitle(project.name, plot.number),
    author: printable(company.name),
    subject: printable(`The all-in cost of plot ${plot.number}, ${project.name}`),
  });
  const { page, regular, bold, margin } = sheet;
  const { forest, ink, muted, rule } = sheet.colours;
  const right = sheet.pageWidth - margin;

  // The company.
  sheet.letterhead(company);

  // The title, the day and the buyer.
  sheet.y -= 30;
  page.drawText("Cost sheet", { x: margin, y: sheet.y, size: 24, font: bold, color: forest });
  sheet.y += 10;
  sheet.writeRight(`Prepared on ${printedDay(input.preparedOn)}`, regular, 11);
  const buyer = printable(input.buyerName ?? "").trim();
  sheet.y -= 16;
  if (buyer) sheet.writeRight(`For ${buyer}`, bold, 11);
  sheet.y -= 8;
  sheet.divider(10);

  // The plot.
  sheet.y -= 2;
  sheet.row("Project", project.location ? `${project.name}, ${project.location}` : project.name, bold);
  const facts = [plot.area, plot.dimensions, plot.facing ? `${plot.facing} facing` : ""].filter(Boolean);
  sheet.row(`Plot ${plot.number}`, facts.join(" · "));
  sheet.divider(12);

  // What it costs, line by line.
  sheet.y -= 4;
  sheet.write("What it costs", bold, 12, forest);
  for (const row of view.rows) {
    sheet.y -= 16;
    page.drawText(printable(row.label), { x: margin, y: sheet.y, size: 11, font: regular, color: ink });
    sheet.writeRight(row.value, regular, 11);
  }
  sheet.y -= 8;
  page.drawLine({
    start: { x: margin, y: sheet.y },
    end: { x: right, y: sheet.y },
    thickness: 0.75,
    color: rule,
  });
  sheet.y -= 16;
  page.drawText("All-in cost", { x: margin, y: sheet.y, size: 12, font: bold, color: ink });
  sheet.writeRight(`${view.total} (${view.totalInFull})`, bold, 12);
  sheet.y -= 2;
  sheet.write(view.basis, regular, 9, muted);

  // The rates it was worked out with.
  sheet.y -= 8;
  sheet.write("The rates used", bold, 11, forest);
  for (const line of rateLines(terms, cost, input.woman)) sheet.write(line, regular, 9, ink);
  sheet.divider(12);

  // The loan estimate.
  sheet.y -= 4;
  sheet.write("Loan estimate", bold, 11, forest);
  sheet.write(
    `${view.loan.summary}: EMI ${view.loan.emi}; your own money ${view.loan.ownMoney}.`,
    regular,
    10,
  );
  sheet.write(`Your own money is the all-in cost less the loan. ${loanNote}`, regular, 9, muted);
  sheet.divider(12);

  // The project's registration, with the QR code of its TNRERA page.
  sheet.registration(project.name, project, { qr: true });

  // The figures' day.
  sheet.y -= 4;
  sheet.write(
    `Prices, government rates and charges may change: these figures are as of ${printedDay(input.preparedOn)}, the day this sheet was prepared.`,
    regular,
    9,
    muted,
  );

  return sheet.save();
}
