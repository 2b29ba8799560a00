import { describe, expect, it } from "vitest";

import { markupAt, tagsIn, textOf } from "#tests/support/markup.tsx";
import type { BookingReport, DueRow } from "#app/domain/bookings/index.ts";
import { BookingReportsPage } from "./booking-reports-page.tsx";

const months = [
  { value: "2026-11", label: "November 2026" },
  { value: "2026-10", label: "October 2026" },
];

const due: DueRow = {
  bookingId: "b1",
  position: 1,
  project: "Lake View",
  plot: "1",
  buyer: "Lakshmi Narayanan",
  label: "At agreement",
  dueOn: "2026-09-18",
  leftPaise: 49_999_950,
};

const empty: BookingReport = {
  month: "2026-11",
  monthLabel: "November 2026",
  projects: [],
  total: {
    projectId: "",
    project: "All projects",
    bookings: 0,
    bookedPaise: 0,
    cancelled: 0,
    receipts: 0,
    collectedPaise: 0,
  },
  today: "2026-11-24",
  weekEnd: "2026-11-30",
  overdue: [],
  thisWeek: [],
};

describe("the booking reports page", () => {
  it("says what each empty section holds and offers both CSV files of the month", () => {
    const html = markupAt("/admin/bookings/reports", <BookingReportsPage months={months} report={empty} />);
    const text = textOf(html);
    expect(text).toContain("Booking reports");
    expect(text).toContain("No bookings or receipts in November 2026.");
    expect(text).toContain("Nothing falls due this week.");
    expect(text).toContain("No payment is overdue.");
    const downloads = tagsIn(html, "a").filter((a) => a.href?.includes("/export"));
    expect(downloads.map((a) => a.href)).toEqual([
      "/admin/bookings/reports/export?month=2026-11&kind=collections",
      "/admin/bookings/reports/export?month=2026-11&kind=dues",
    ]);
    expect(text).toContain("Download collections (CSV)");
    expect(text).toContain("Download dues (CSV)");
  });

  it("shows the projects with a totals row, and each due linking to its booking", () => {
    const row = {
      projectId: "p1",
      project: "Green Meadows",
      bookings: 1,
      bookedPaise: 240_000_000,
      cancelled: 0,
      receipts: 2,
      collectedPaise: 30_000_000,
    };
    const report: BookingReport = {
      ...empty,
      projects: [row],
      total: { ...row, projectId: "", project: "All projects" },
      overdue: [due],
    };
    const html = markupAt("/admin/bookings/reports", <BookingReportsPage months={months} report={report} />);
    const text = textOf(html);
    expect(text).toContain("Green Meadows 1 ₹ 24 L 0 2 ₹ 3 L");
    expect(text).toContain("All projects");
    expect(tagsIn(html, "a").some((a) => a.href === "/admin/bookings/b1")).toBe(true);
    expect(text).toContain("Plot 1, Lake View Lakshmi Narayanan At agreement Sep 18, 2026 ₹ 4,99,999.50");
  });
});
