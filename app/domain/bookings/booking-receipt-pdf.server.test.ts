import { PDFParse } from "pdf-parse";
import { afterEach, describe, expect, it } from "vitest";

import { clearLeadTables, testProject } from "#tests/support/lead-test-data.ts";
import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";
import { emptyPlotValues } from "#app/domain/plots/plot-form.ts";
import { addPlot } from "#app/domain/plots/plot-save.server.ts";
import { findPlotByNumber, getPlot } from "#app/domain/plots/plots.server.ts";
import { saveSiteSettings } from "#app/domain/settings/settings.server.ts";
import { defaultSiteSettings } from "#app/domain/settings/settings.ts";
import { printedDay } from "#app/lib/pdf-page.server.ts";
import { recordPayment } from "./booking-changes.server.ts";
import { createBooking, type Booker } from "./booking-create.server.ts";
import { receiptFileName, receiptPdf, type ReceiptInput } from "./booking-receipt-pdf.server.ts";
import { loadReceipt, receiptResponse } from "./booking-receipt.server.ts";

const manager: Booker = { id: "staff-manager", name: "Meena", allLeads: true };

/** The PDF's text (runs of spaces as one) and its title. */
async function readPdf(bytes: Uint8Array): Promise<{ text: string; title: unknown }> {
  const parser = new PDFParse({ data: bytes });
  try {
    const { text, total } = await parser.getText();
    expect(total).toBe(1);
    const { info } = await parser.getInfo();
    return { text: text.replace(/[ \t]+/g, " "), title: (info as { Title?: unknown } | undefined)?.Title };
  } finally {
    await parser.destroy();
  }
}

describe.each(testEngines)("the receipt PDF on $name", (engine) => {
  const db = useTestDatabase(engine);
  afterEach(async () => {
    for (const table of [
      "booking_receipts",
      "booking_dues",
      "booking_buyers",
      "bookings",
      "receipt_counters",
    ] as const)
      await db().deleteFrom(table).execute();
    await db().deleteFrom("plots").execute();
    await db().deleteFrom("settings").execute();
    await clearLeadTables(db());
  });

  /** A booking of plot 12 (1,200 sq.ft at ₹ 2,400) with a token of ₹ 1,50,000 by UPI on 2 December 2026. */
  async function book(registration: Record<string, string>) {
    await saveSiteSettings(db(), {
      ...defaultSiteSettings,
      companyName: "Kaveri Land Developers",
      phone: "+91 94430 12345",
      email: "accounts@kaveriland.in",
    });
    const projectId = await testProject(db(), "Green Meadows");
    await db().updateTable("projects").set(registration).where("id", "=", projectId).execute();
    const added = await addPlot(db(), "Meena", projectId, {
      ...emptyPlotValues,
      number: "12",
      areaSqft: "1200",
      ratePerSqft: "2400",
    });
    expect(added.ok).toBe(true);
    const plot = (await getPlot(db(), (await findPlotByNumber(db(), projectId, "12"))!.id))!;
    const created = await createBooking(
      db(),
      manager,
      {
        plotId: plot.id,
        plotVersion: plot.version,
        leadId: null,
        buyers: [
          { name: "Priya Raman", phone: "+919876543210", address: "4, Gandhi Street, Chennai", pan: "" },
          { name: "Arun Kumar", phone: "+919840012345", address: "4, Gandhi Street, Chennai", pan: "" },
        ],
        ratePaise: 240_000,
        premiumPaise: 0,
        discountPaise: 0,
        discountReason: "",
        token: { amountPaise: 15_000_000, mode: "upi", reference: "UTR 6021 4455", receivedOn: "2026-12-02" },
      },
      { discountApprovalPaise: 5_000_000, now: new Date("2026-12-02T06:00:00Z") },
    );
    if (!created.ok) throw new Error(`Not booked: ${JSON.stringify(created)}`);
    return created;
  }

  it("prints the company, the receipt, the buyers, the amount in figures and words, the plot and the TNRERA registration", async () => {
    const { id, receipt } = await book({
      rera_number: "TN/29/Layout/0215/2024",
      rera_date: "2024-03-05",
      rera_url: "https://rera.tn.gov.in/registered/0215",
      rera_website: "https://rera.tn.gov.in",
      approval_number: "DTCP LP 45/2023",
      approval_year: "2023",
    });
    expect(receipt).toBe("2026-27/0001");
    // A second payment later: the first receipt still shows the account as it stood then.
    const paid = await recordPayment(
      db(),
      manager,
      id,
      { amountPaise: 50_000_000, mode: "cheque", reference: "Cheque 004512, SBI", receivedOn: "2026-12-20" },
      new Date("2026-12-20T06:00:00Z"),
    );
    expect(paid).toMatchObject({ ok: true, receipt: "2026-27/0002" });

    const booking = (await loadReceipt(db(), id, "none"))?.booking;
    expect(booking).toBeUndefined();
    const first = (
      await db()
        .selectFrom("booking_receipts")
        .select("id")
        .where("number", "=", "2026-27/0001")
        .executeTakeFirstOrThrow()
    ).id;
    const loaded = (await loadReceipt(db(), id, first))!;
    expect(loaded.booking.id).toBe(id);
    expect(loaded.receipt).toMatchObject({
      number: "2026-27/0001",
      pricePaise: 288_000_000,
      receivedToDatePaise: 15_000_000,
      balancePaise: 273_000_000,
    });

    const { text, title } = await readPdf(await receiptPdf(loaded.receipt));
    expect(title).toBe("Receipt 2026-27/0001");
    for (const expected of [
      "Kaveri Land Developers",
      "12, Collectorate Road, Ramanathapuram, Tamil Nadu 623503",
      "+91 94430 12345",
      "accounts@kaveriland.in",
      "Receipt",
      "No. 2026-27/0001",
      "Date: 2 December 2026",
      "Priya Raman (+91 98765 43210) and Arun Kumar (+91 98400 12345)",
      "Rs. 1,50,000",
      "Rupees One Lakh Fifty Thousand only",
      "UPI, reference UTR 6021 4455",
      "plot 12 of Green Meadows (1,200 sq.ft)",
      "Rs. 28,80,000",
      "Rs. 27,30,000",
      "TNRERA registration: TN/29/Layout/0215/2024, registered on 5 March 2024",
      "Layout approval: DTCP LP 45/2023, 2023",
      "rera.tn.gov.in",
      "For Kaveri Land Developers",
      "Authorised signatory",
    ]) {
      expect(text).toContain(expected);
    }

    const second = (
      await db()
        .selectFrom("booking_receipts")
        .select("id")
        .where("number", "=", "2026-27/0002")
        .executeTakeFirstOrThrow()
    ).id;
    const later = (await loadReceipt(db(), id, second))!.receipt;
    const secondText = (await readPdf(await receiptPdf(later))).text;
    expect(secondText).toContain("Rs. 5,00,000");
    expect(secondText).toContain("Rupees Five Lakh only");
    expect(secondText).toContain("Cheque, reference Cheque 004512, SBI");
    expect(secondText).toContain("Rs. 6,50,000"); // received to date
    expect(secondText).toContain("Rs. 22,30,000"); // balance
    expect(secondText).toContain("Subject to realisation of the cheque.");
  });

  it("prints a project's exemption when it has no registration, and finds no receipt of another booking", async () => {
    const { id } = await book({ exemption_reason: "Layout below 500 square metres" });
    const receiptId = (await db().selectFrom("booking_receipts").select("id").executeTakeFirstOrThrow()).id;
    const { receipt } = (await loadReceipt(db(), id, receiptId))!;
    const { text } = await readPdf(await receiptPdf(receipt));
    expect(text).toContain("Exempt from registration: Layout below 500 square metres");
    expect(text).not.toContain("TNRERA registration:");

    expect(await loadReceipt(db(), "no-such-booking", receiptId)).toBeNull();
    expect(await loadReceipt(db(), receiptId, receiptId)).toBeNull();
    expect(await loadReceipt(db(), id, undefined)).toBeNull();
  });
});

describe("the receipt's response", () => {
  it("answers the PDF inline, never cached, named after the receipt", async () => {
    const input: ReceiptInput = {
      company: {
        name: "Kaveri Land Developers",
        address: "Chennai",
        phone: "+91 94430 12345",
        email: "a@b.in",
      },
      number: "2026-27/0042",
      receivedOn: "2027-03-31",
      amountPaise: 1_050,
      mode: "cash",
      reference: "",
      buyers: [{ name: "Priya Raman", phone: "" }],
      project: {
        name: "Green Meadows",
        reraNumber: "",
        reraDate: "",
        reraUrl: "",
        reraWebsite: "https://rera.tn.gov.in",
        approvalNumber: "",
        approvalYear: "",
        exemptionReason: "",
      },
      plot: { number: "A-7", areaSqft: 600 },
      pricePaise: 1_050,
      receivedToDatePaise: 1_050,
      balancePaise: 0,
      cancelledOn: "2027-04-02",
    };
    const pdf = await receiptPdf(input);
    const response = receiptResponse(pdf, input.number);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toBe('inline; filename="receipt-2026-27-0042.pdf"');
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const { text } = await readPdf(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain("Rs. 10.50");
    expect(text).toContain("Rupees Ten and Paise Fifty only");
    expect(text).toContain("This booking was cancelled on 2 April 2027.");
    expect(text).not.toContain("registration and approval");
    expect(receiptFileName("2026-27/0001")).toBe("receipt-2026-27-0001.pdf");
    expect(printedDay("2026-12-02")).toBe("2 December 2026");
  });
});
