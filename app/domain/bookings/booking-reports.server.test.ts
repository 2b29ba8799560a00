import { beforeAll, describe, expect, it } from "vitest";

import { emptyPlotValues } from "#app/domain/plots/plot-form.ts";
import { addPlot } from "#app/domain/plots/plot-save.server.ts";
import { findPlotByNumber } from "#app/domain/plots/plots.server.ts";
import { testProject, testStaffMember } from "#tests/support/lead-test-data.ts";
import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";
import type { Payment } from "./booking-forms.ts";
import {
  cancelBooking,
  createBooking,
  recordPayment,
  saveBookingTerms,
  type Booker,
} from "./index.server.ts";
import {
  bookingReport,
  bookingReportFile,
  collectionLines,
  currentReportMonth,
} from "./booking-reports.server.ts";
import { bookingReportExportPath, bookingReportMonths, csvRupees, isReportMonth } from "./booking-reports.ts";

/** Whole rupees in paise. */
const rs = (rupees: number) => rupees * 100;

/** Tuesday 24 November 2026, noon in India: the week of dues runs to Monday the 30th. */
const now = new Date("2026-11-24T06:30:00Z");

describe("the reports' months and figures", () => {
  it("offers this month and the eleven before, and writes rupees as a spreadsheet reads them", () => {
    expect(currentReportMonth(new Date("2026-11-30T20:30:00Z"))).toBe("2026-12");
    const months = bookingReportMonths("2026-11");
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ value: "2026-11", label: "November 2026" });
    expect(months[11]?.value).toBe("2025-12");
    expect([isReportMonth("2026-11"), isReportMonth("2026-13"), isReportMonth("Nov 2026")]).toEqual([
      true,
      false,
      false,
    ]);
    expect([csvRupees(rs(150_000)), csvRupees(49_999_950), csvRupees(5)]).toEqual([
      "150000.00",
      "499999.50",
      "0.05",
    ]);
    expect(bookingReportExportPath("2026-11", "dues")).toBe(
      "/admin/bookings/reports/export?month=2026-11&kind=dues",
    );
  });
});

describe.each(testEngines)("booking reports on $name", (engine) => {
  const db = useTestDatabase(engine);
  let booker: Booker;
  const ids: Record<string, string> = {};

  /** Plot `number` of 1,200 sq.ft booked at ₹ 2,000 (₹ 24,00,000) for `buyer` with `token`. */
  async function book(projectId: string, number: string, buyer: string, token: Payment): Promise<string> {
    const values = { ...emptyPlotValues, number, areaSqft: "1200", ratePerSqft: "2000" };
    expect(await addPlot(db(), "Meena", projectId, values)).toMatchObject({ ok: true });
    const plot = (await findPlotByNumber(db(), projectId, number))!;
    const result = await createBooking(
      db(),
      booker,
      {
        plotId: plot.id,
        plotVersion: Number(plot.version),
        leadId: null,
        buyers: [{ name: buyer, phone: "+919876543210", address: "12 Anna Nagar, Chennai", pan: "" }],
        ratePaise: rs(2000),
        premiumPaise: 0,
        discountPaise: 0,
        discountReason: "",
        token,
      },
      { discountApprovalPaise: rs(50_000) },
    );
    if (!result.ok) throw new Error(`Not booked: ${JSON.stringify(result)}`);
    return result.id;
  }

  async function pay(id: string, payment: Payment) {
    expect(await recordPayment(db(), booker, id, payment, now)).toMatchObject({ ok: true });
  }

  /**
   * Green Meadows (the default terms: 25% by the agreement in 30 days, the balance in 90):
   * - plot 1, Priya, booked 28 October with ₹ 1,00,000; ₹ 2,00,000 more on 5 November. Its agreement
   *   payment (₹ 5,00,000, due 27 November) has ₹ 3,00,000 left: due this week.
   * - plot 2, Karthik, booked 3 November with ₹ 1,00,000; nothing due before 3 December.
   * Lake View (the agreement within 3 days):
   * - plot 1, Lakshmi, booked 15 September with ₹ 50,000; ₹ 50,000.50 more on 10 November. Its
   *   agreement payment (₹ 5,50,000, due 18 September) has ₹ 4,99,999.50 left: overdue.
   * - plot 2, Divya, booked 12 November with ₹ 2,00,000, cancelled since: its agreement (due 15
   *   November) is nobody's due any more.
   */
  beforeAll(async () => {
    booker = { id: await testStaffMember(db(), "Meena"), name: "Meena", allLeads: true };
    const meadows = await testProject(db(), "Green Meadows");
    const lake = await testProject(db(), "Lake View");
    await saveBookingTerms(
      db(),
      booker,
      { id: lake, name: "Lake View" },
      {
        agreementDays: 3,
        agreementPercent: 25,
        balanceDays: 90,
      },
    );
    ids.lakshmi = await book(lake, "1", "Lakshmi Narayanan", {
      amountPaise: rs(50_000),
      mode: "cash",
      reference: "",
      receivedOn: "2026-09-15",
    });
    ids.priya = await book(meadows, "1", "Priya Raman", {
      amountPaise: rs(100_000),
      mode: "upi",
      reference: "UPI-1",
      receivedOn: "2026-10-28",
    });
    ids.karthik = await book(meadows, "2", "Karthik S", {
      amountPaise: rs(100_000),
      mode: "upi",
      reference: "UPI-3",
      receivedOn: "2026-11-03",
    });
    await pay(ids.priya, {
      amountPaise: rs(200_000),
      mode: "cheque",
      reference: "CHQ 100234",
      receivedOn: "2026-11-05",
    });
    await pay(ids.lakshmi, { amountPaise: 5_000_050, mode: "cash", reference: "", receivedOn: "2026-11-10" });
    ids.divya = await book(lake, "2", "Divya M", {
      amountPaise: rs(200_000),
      mode: "bank-transfer",
      reference: "NEFT-889",
      receivedOn: "2026-11-12",
    });
    const cancelled = await cancelBooking(
      db(),
      booker,
      ids.divya,
      { reason: "Loan refused", refundPaise: 0, refundMode: "cash", refundReference: "" },
      now,
    );
    expect(cancelled).toMatchObject({ ok: true });
  });

  it("counts a month's standing bookings, its cancelled ones apart, and its receipts per project", async () => {
    const report = (await bookingReport(db(), "2026-11", now))!;
    expect(report.monthLabel).toBe("November 2026");
    const row = (project: string, figures: object) => ({
      projectId: expect.any(String),
      project,
      ...figures,
    });
    expect(report.projects).toEqual([
      row("Green Meadows", {
        bookings: 1,
        bookedPaise: rs(2_400_000),
        cancelled: 0,
        receipts: 2,
        collectedPaise: rs(300_000),
      }),
      row("Lake View", {
        bookings: 0,
        bookedPaise: 0,
        cancelled: 1,
        receipts: 2,
        collectedPaise: 25_000_050,
      }),
    ]);
    expect(report.total).toEqual({
      projectId: "",
      project: "All projects",
      bookings: 1,
      bookedPaise: rs(2_400_000),
      cancelled: 1,
      receipts: 4,
      collectedPaise: 55_000_050,
    });

    const october = (await bookingReport(db(), "2026-10", now))!;
    expect(october.projects).toEqual([
      row("Green Meadows", {
        bookings: 1,
        bookedPaise: rs(2_400_000),
        cancelled: 0,
        receipts: 1,
        collectedPaise: rs(100_000),
      }),
    ]);
    const august = (await bookingReport(db(), "2026-08", now))!;
    expect([august.projects, august.total.receipts]).toEqual([[], 0]);
    expect(await bookingReport(db(), "2026-13", now)).toBeNull();
  });

  it("lists this week's dues and the overdue payments of open bookings, what is left of each", async () => {
    const report = (await bookingReport(db(), "2026-11", now))!;
    expect([report.today, report.weekEnd]).toEqual(["2026-11-24", "2026-11-30"]);
    expect(report.thisWeek).toEqual([
      {
        bookingId: ids.priya,
        position: 1,
        project: "Green Meadows",
        plot: "1",
        buyer: "Priya Raman",
        label: "At agreement",
        dueOn: "2026-11-27",
        leftPaise: rs(300_000),
      },
    ]);
    expect(report.overdue).toEqual([
      {
        bookingId: ids.lakshmi,
        position: 1,
        project: "Lake View",
        plot: "1",
        buyer: "Lakshmi Narayanan",
        label: "At agreement",
        dueOn: "2026-09-18",
        leftPaise: 49_999_950,
      },
    ]);
    // A week later Priya's agreement is overdue too, and Karthik's (3 December) falls due.
    const later = (await bookingReport(db(), "2026-12", new Date("2026-12-01T06:30:00Z")))!;
    expect(later.overdue.map((due) => [due.buyer, due.dueOn])).toEqual([
      ["Lakshmi Narayanan", "2026-09-18"],
      ["Priya Raman", "2026-11-27"],
    ]);
    expect(later.thisWeek.map((due) => [due.buyer, due.label, due.leftPaise])).toEqual([
      ["Karthik S", "At agreement", rs(500_000)],
    ]);
  });

  it("writes the accountant's CSV: the month's receipts, and the dues, amounts in rupees", async () => {
    expect((await collectionLines(db(), "2026-11"))?.map((line) => line.number)).toEqual([
      "2026-27/0003",
      "2026-27/0004",
      "2026-27/0005",
      "2026-27/0006",
    ]);
    const collections = (await bookingReportFile(db(), booker, "collections", "2026-11", now))!;
    expect(collections.filename).toBe("booking-collections-2026-11.csv");
    expect(collections.csv).toBe(
      "\uFEFF" +
        [
          "Receipt number,Date,Project,Plot,Buyer,Amount,Mode,Reference,Recorded by",
          "2026-27/0003,2026-11-03,Green Meadows,2,Karthik S,100000.00,UPI,UPI-3,Meena",
          "2026-27/0004,2026-11-05,Green Meadows,1,Priya Raman,200000.00,Cheque,CHQ 100234,Meena",
          "2026-27/0005,2026-11-10,Lake View,1,Lakshmi Narayanan,50000.50,Cash,,Meena",
          "2026-27/0006,2026-11-12,Lake View,2,Divya M,200000.00,Bank transfer,NEFT-889,Meena",
          "",
        ].join("\r\n"),
    );

    const dues = (await bookingReportFile(db(), booker, "dues", "2026-11", now))!;
    expect(dues.filename).toBe("booking-dues-2026-11-24.csv");
    expect(dues.csv).toBe(
      "\uFEFF" +
        [
          "Status,Due date,Project,Plot,Buyer,Payment,Amount left",
          "Overdue,2026-09-18,Lake View,1,Lakshmi Narayanan,At agreement,499999.50",
          "Due this week,2026-11-27,Green Meadows,1,Priya Raman,At agreement,300000.00",
          "",
        ].join("\r\n"),
    );

    const audit = await db()
      .selectFrom("audit_log")
      .select(["actor", "summary"])
      .where("action", "=", "booking-report-export")
      .orderBy("id")
      .execute();
    expect(audit).toEqual([
      { actor: "Meena", summary: "Downloaded the collections of November 2026 (4 receipts) as CSV" },
      { actor: "Meena", summary: "Downloaded the dues (2 payments) as CSV" },
    ]);
    expect(await bookingReportFile(db(), booker, "dues", "November", now)).toBeNull();
  });
});
