import { describe, expect, it } from "vitest";

import { timestamp } from "#app/db/time.ts";
import { businessHoursFrom } from "#app/domain/settings/index.server.ts";
import { leadInput, testStaffMember } from "#tests/support/lead-test-data.ts";
import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";
import { currentMonth, leadReport, monthBounds } from "./lead-reports.server.ts";
import { storeLead } from "./leads.server.ts";

/** Monday to Saturday, 9:00 to 19:00 India time. */
const hours = businessHoursFrom("Monday to Saturday, 9:00 AM to 7:00 PM");

describe("a month's bounds in India time", () => {
  it("runs from the first's midnight to the next month's, across a year's end", () => {
    expect(monthBounds("2026-11")).toEqual({
      start: new Date("2026-10-31T18:30:00Z"),
      end: new Date("2026-11-30T18:30:00Z"),
    });
    expect(monthBounds("2026-12")?.end).toEqual(new Date("2026-12-31T18:30:00Z"));
    expect(monthBounds("2026-13")).toBeNull();
    expect(monthBounds("Nov 2026")).toBeNull();
    // 1 December 2026, 02:00 India time is still 30 November in UTC.
    expect(currentMonth(new Date("2026-11-30T20:30:00Z"))).toBe("2026-12");
  });
});

describe.each(testEngines)("lead reports on $name", (engine) => {
  const db = useTestDatabase(engine);
  let n = 0;

  /** A lead that arrived at `at`, answered `answeredAfterMin` business minutes later (or never). */
  async function lead(at: string, extra: Parameters<typeof leadInput>[0], answeredAfterMin?: number) {
    const phone = `+9196${String(++n).padStart(8, "0")}`;
    const { id } = await storeLead(db(), leadInput({ phone, receivedAt: new Date(at), ...extra }));
    if (answeredAfterMin !== undefined) {
      const answered = new Date(new Date(at).getTime() + answeredAfterMin * 60_000);
      await db()
        .updateTable("leads")
        .set({ first_response_at: timestamp(answered) })
        .where("id", "=", id)
        .execute();
    }
    return id;
  }

  it("counts a month's leads, answers and bookings by source, campaign and executive", async () => {
    const arun = await testStaffMember(db(), "Arun");
    // Tuesday 10 November 2026, 11:00 India time, and later that day.
    await lead("2026-11-10T05:30:00Z", { source: "meta-ads", campaign: "Diwali plots", assignedTo: arun }, 4);
    await lead(
      "2026-11-10T06:30:00Z",
      { source: "meta-ads", campaign: "Diwali plots", assignedTo: arun },
      10,
    );
    const won = await lead("2026-11-11T05:30:00Z", { source: "99acres", assignedTo: null }, 30);
    await db().updateTable("leads").set({ status: "Won" }).where("id", "=", won).execute();
    await lead("2026-11-12T05:30:00Z", { source: "website", assignedTo: arun });
    // Left out: October's, spam, a test lead.
    await lead("2026-10-31T18:00:00Z", { source: "website" });
    await lead("2026-11-12T05:30:00Z", { source: "website", spamReason: "honeypot" });
    await lead("2026-11-12T05:30:00Z", { source: "google-ads", test: true });

    const report = await leadReport(db(), "2026-11", hours);
    expect(report?.monthLabel).toBe("November 2026");
    expect(report?.total).toEqual({
      label: "All leads",
      leads: 4,
      answered: 3,
      medianResponse: "10 min",
      bookings: 1,
    });
    expect(report?.bySource).toEqual([
      { label: "Facebook / Instagram", leads: 2, answered: 2, medianResponse: "7 min", bookings: 0 },
      { label: "99acres", leads: 1, answered: 1, medianResponse: "30 min", bookings: 1 },
      { label: "Website", leads: 1, answered: 0, medianResponse: null, bookings: 0 },
    ]);
    expect(report?.byCampaign.map((row) => [row.label, row.leads])).toEqual([
      ["Diwali plots", 2],
      ["No campaign", 2],
    ]);
    expect(report?.byExecutive.map((row) => [row.label, row.leads, row.bookings])).toEqual([
      ["Arun", 3, 0],
      ["Unassigned", 1, 1],
    ]);
    const empty = await leadReport(db(), "2026-09", hours);
    expect(empty?.total.leads).toBe(0);
    expect(empty?.bySource).toEqual([]);
  });
});
