import jsQR from "jsqr";
import { PDFParse } from "pdf-parse";
import sharp from "sharp";
import { describe, expect, it } from "vitest";

import type { CostRate, CostTerms } from "./cost-model.ts";
import {
  costSheetFileName,
  costSheetPdf,
  costSheetTitle,
  type CostSheetInput,
} from "./cost-sheet-pdf.server.ts";
import { loanNote } from "./plot-cost.ts";

/** The PDF's text (every run of white space as one space, so wrapped sentences read whole), its pages and title. */
async function readPdf(bytes: Uint8Array): Promise<{ text: string; pages: number; title: unknown }> {
  // pdf-parse hands the bytes over to PDF.js, which leaves the array empty: each reading gets a copy.
  const parser = new PDFParse({ data: bytes.slice() });
  try {
    const { text, total } = await parser.getText();
    const { info } = await parser.getInfo();
    return {
      text: text.replace(/\s+/g, " "),
      pages: total,
      title: (info as { Title?: unknown } | undefined)?.Title,
    };
  } finally {
    await parser.destroy();
  }
}

/** The QR code on the printed page, read as a phone's camera would (undefined when there is none). */
async function scanPage(bytes: Uint8Array): Promise<string | undefined> {
  const parser = new PDFParse({ data: bytes.slice() });
  try {
    const { pages } = await parser.getScreenshot({ scale: 2, imageDataUrl: false });
    const { data, info } = await sharp(pages[0]!.data)
      .flatten({ background: "#fff" })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)
      ?.data;
  } finally {
    await parser.destroy();
  }
}

const registrationDepartment = "Registration Department, G.O. (Ms) No. 35";

function rate(basisPoints: number, valueLimit: number | null = null): CostRate {
  return { basisPoints, valueLimit, from: "2025-04-01", source: registrationDepartment };
}

/**
 * Stamp duty 7%, registration 2%, a woman buyer's registration 1% on values up to ₹ 10,00,000 (all
 * from 1 April 2025), a guideline value of ₹ 1,500 a sq.ft, EB ₹ 25,000 a plot and corpus ₹ 50 a
 * sq.ft, and a loan of 75% of the price over 15 years at 9.5%.
 */
const terms: CostTerms = {
  asOf: "2026-12-02",
  stampDuty: rate(700),
  registration: rate(200),
  registrationWomen: rate(100, 1_000_000),
  guidelineValue: {
    rupeesPerSqft: 1_500,
    from: "2024-07-01",
    source: "Guideline value register, Ramanathapuram",
  },
  charges: [
    { name: "EB connection", rupees: 25_000, per: "plot" },
    { name: "Corpus fund", rupees: 50, per: "sqft" },
  ],
  loan: { sharePercent: 75, tenureYears: 15, rateBasisPoints: 950 },
};

const registered = {
  reraNumber: "TN/29/Layout/0215/2024",
  reraDate: "2024-03-05",
  reraUrl: "https://rera.tn.gov.in/registered-projects/TN-29-Layout-0215-2024",
  reraWebsite: "https://rera.tn.gov.in",
  approvalNumber: "DTCP LP 45/2023",
  approvalYear: "2023",
  exemptionReason: "",
};

/** Plot 12 of Green Meadows: 1,200 sq.ft at ₹ 18,00,000, for Priya Raman on 2 December 2026. */
const input: CostSheetInput = {
  company: {
    name: "Kaveri Land Developers",
    address: "12, Collectorate Road, Ramanathapuram, Tamil Nadu 623503",
    phone: "+91 94430 12345",
    email: "sales@kaveriland.in",
  },
  preparedOn: "2026-12-02",
  buyerName: "Priya Raman",
  woman: false,
  project: { name: "Green Meadows", location: "Ramanathapuram", ...registered },
  plot: {
    number: "12",
    areaSqft: 1_200,
    area: "1,200 sq.ft · 2.75 cents",
    dimensions: "40 × 30 ft",
    facing: "East",
    price: 1_800_000,
  },
  terms,
};

describe("the cost sheet PDF", () => {
  it("prints the company, the plot, its all-in cost worked out, the rates, the loan estimate and the TNRERA block with its QR code", async () => {
    const bytes = await costSheetPdf(input);
    const { text, pages, title } = await readPdf(bytes);
    expect(pages).toBe(1);
    expect(title).toBe("Cost sheet – Plot 12, Green Meadows");

    // Guideline value 1,200 × 1,500 = 18,00,000, the price too: duties on ₹ 18,00,000.
    // Stamp duty 7% of 18,00,000 = 1,26,000; registration 2% = 36,000; EB 25,000 a plot;
    // corpus 50 × 1,200 = 60,000. All-in: 18,00,000 + 1,26,000 + 36,000 + 25,000 + 60,000 = 20,47,000.
    for (const expected of [
      "Kaveri Land Developers",
      "12, Collectorate Road, Ramanathapuram, Tamil Nadu 623503",
      "+91 94430 12345",
      "sales@kaveriland.in",
      "Cost sheet",
      "Prepared on 2 December 2026",
      "For Priya Raman",
      "Green Meadows, Ramanathapuram",
      "Plot 12 1,200 sq.ft · 2.75 cents · 40 × 30 ft · East facing",
      "Price Rs. 18,00,000",
      "Stamp duty (7%) Rs. 1,26,000",
      "Registration fee (2%) Rs. 36,000",
      "EB connection Rs. 25,000",
      "Corpus fund Rs. 60,000",
      "All-in cost Rs. 20.47 L (Rs. 20,47,000)",
      "Stamp duty and registration on Rs. 18,00,000, the price: the higher of the guideline value (Rs. 18,00,000) and the price.",
      `Stamp duty: 7%, in force from 1 April 2025 (source: ${registrationDepartment}).`,
      `Registration fee: 2%, in force from 1 April 2025 (source: ${registrationDepartment}).`,
      `A woman buyer pays a registration fee of 1% instead on values up to Rs. 10,00,000, in force from 1 April 2025 (source: ${registrationDepartment}).`,
      "Guideline value: Rs. 1,500 a sq.ft, in force from 1 July 2024 (source: Guideline value register, Ramanathapuram); Rs. 18,00,000 for this plot.",
      "The project's charges: EB connection Rs. 25,000 a plot; Corpus fund Rs. 50 a sq.ft.",
      // Loan: 75% of 18,00,000 = 13,50,000; own money 20,47,000 − 13,50,000 = 6,97,000.
      "Loan of Rs. 13.5 L (75% of the price) over 15 years at 9.5%: EMI Rs. 14,097 a month; your own money Rs. 6.97 L.",
      loanNote,
      "Green Meadows: registration and approval",
      "TNRERA registration: TN/29/Layout/0215/2024, registered on 5 March 2024",
      `Registration page: ${registered.reraUrl}`,
      "Layout approval: DTCP LP 45/2023, 2023",
      "The Authority's website: rera.tn.gov.in",
      "Scan for the registration page",
      "these figures are as of 2 December 2026",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("₹");
    expect(text).not.toMatch(/T\s*&\s*C/i);

    // EMI = P × r × (1 + r)^n / ((1 + r)^n − 1) with P = 13,50,000, r = 9.5% ÷ 12 = 0.0079166…, n = 15 × 12
    // = 180: (1 + r)^180 = 4.134593…, so EMI = 13,50,000 × 0.0079166… × 4.134593… / 3.134593… = 14,097.03.
    const [principal, monthly, months] = [1_350_000, 0.095 / 12, 180];
    const growth = (1 + monthly) ** months;
    const formula = (principal * monthly * growth) / (growth - 1);
    expect(formula).toBeCloseTo(14_097.03, 2);
    const printed = Number(/EMI Rs\. ([\d,]+) a month/.exec(text)?.[1]?.replaceAll(",", ""));
    expect(printed).toBe(Math.round(formula));
    expect(printed).toBe(14_097);

    // The QR code opens the project's TNRERA registration page.
    expect(await scanPage(bytes)).toBe(registered.reraUrl);
  });

  it("gives a woman buyer the women's registration fee on a value under ₹ 10 lakh, and prints an exempt project without a QR code", async () => {
    const bytes = await costSheetPdf({
      ...input,
      buyerName: null,
      woman: true,
      project: {
        ...input.project,
        reraNumber: "",
        reraDate: "",
        reraUrl: "",
        exemptionReason: "Layout below 500 square metres",
      },
      plot: {
        number: "7",
        areaSqft: 600,
        area: "600 sq.ft · 1.38 cents",
        dimensions: "",
        facing: "",
        price: 840_000,
      },
    });
    const { text, pages, title } = await readPdf(bytes);
    expect(pages).toBe(1);
    expect(title).toBe("Cost sheet – Plot 7, Green Meadows");

    // Guideline value 600 × 1,500 = 9,00,000, above the price of 8,40,000: duties on 9,00,000, which is
    // within the women's ₹ 10,00,000. Stamp duty 7% = 63,000; registration 1% = 9,000; EB 25,000;
    // corpus 50 × 600 = 30,000. All-in: 8,40,000 + 63,000 + 9,000 + 25,000 + 30,000 = 9,67,000.
    for (const expected of [
      "Plot 7 600 sq.ft · 1.38 cents",
      "Price Rs. 8,40,000",
      "Stamp duty (7%) Rs. 63,000",
      "Registration fee (1%, woman buyer) Rs. 9,000",
      "Corpus fund Rs. 30,000",
      "All-in cost Rs. 9.67 L (Rs. 9,67,000)",
      "Stamp duty and registration on Rs. 9,00,000, the guideline value: the higher of the guideline value (Rs. 9,00,000) and the price.",
      "Registration fee for a woman buyer, applied here: 1% on values up to Rs. 10,00,000, in force from 1 April 2025",
      // Loan: 75% of 8,40,000 = 6,30,000; EMI 6,30,000 × r × g / (g − 1) = 6,578.62; own money
      // 9,67,000 − 6,30,000 = 3,37,000.
      "Loan of Rs. 6.3 L (75% of the price) over 15 years at 9.5%: EMI Rs. 6,579 a month; your own money Rs. 3.37 L.",
      "Exempt from registration: Layout below 500 square metres",
      "Layout approval: DTCP LP 45/2023, 2023",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("For ");
    expect(text).not.toContain("TNRERA registration:");
    expect(text).not.toContain("Scan for the registration page");
    expect(await scanPage(bytes)).toBeUndefined();
  });

  it("charges a woman buyer the full fee above the women's limit, and duties on the price without a guideline value", async () => {
    const { text } = await readPdf(
      await costSheetPdf({ ...input, woman: true, terms: { ...terms, guidelineValue: null } }),
    );
    // No guideline value: duties on the price, 18,00,000, above the women's ₹ 10,00,000: 2%, 36,000.
    for (const expected of [
      "Registration fee (2%) Rs. 36,000",
      "All-in cost Rs. 20.47 L (Rs. 20,47,000)",
      "Stamp duty and registration on the price, Rs. 18,00,000.",
      "A woman buyer pays 1% on values up to Rs. 10,00,000, in force from 1 April 2025",
      "this plot's value, Rs. 18,00,000, is above that, so the full fee applies.",
      "No guideline value on record: duties on the price.",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("woman buyer) Rs.");
  });

  it("is named for the plot and the project, in safe ASCII", () => {
    expect(costSheetTitle("Green Meadows", "12")).toBe("Cost sheet – Plot 12, Green Meadows");
    expect(costSheetFileName("Green Meadows", "12")).toBe("cost-sheet-green-meadows-plot-12.pdf");
    expect(costSheetFileName("Sri Lakshmi Nagar – Phase 2", "A/7")).toBe(
      "cost-sheet-sri-lakshmi-nagar-phase-2-plot-a-7.pdf",
    );
    expect(costSheetFileName("Émeraude Gardens", "B 12")).toBe("cost-sheet-emeraude-gardens-plot-b-12.pdf");
    expect(costSheetFileName("பசுமை நகர்", "12")).toBe("cost-sheet-plot-12.pdf");
  });
});
