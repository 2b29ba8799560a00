import { describe, expect, it } from "vitest";

import { addDays, formatCalendarDay, indiaToday, isCalendarDay } from "#app/lib/india-time.ts";
import { visitDateRange } from "./visit-date.ts";

describe("visit dates", () => {
  it("takes today in India, not on the server's clock", () => {
    // 20:00 UTC is 01:30 the next morning in India.
    expect(indiaToday(new Date("2026-11-23T20:00:00Z"))).toBe("2026-11-24");
    expect(indiaToday(new Date("2026-11-23T18:29:59Z"))).toBe("2026-11-23");
  });

  it("offers today up to 60 days ahead, across months and years", () => {
    expect(visitDateRange(new Date("2026-11-23T06:00:00Z"))).toEqual({
      min: "2026-11-23",
      max: "2027-01-22",
    });
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
  });

  it("knows real days only", () => {
    expect(isCalendarDay("2026-12-05")).toBe(true);
    for (const value of ["2026-02-30", "2026-13-01", "5/12/2026", "", "2026-12-5"]) {
      expect(isCalendarDay(value)).toBe(false);
    }
  });

  it("names the day for the confirmation", () => {
    expect(formatCalendarDay("2026-12-05")).toBe("Saturday, 5 December 2026");
    expect(formatCalendarDay("nonsense")).toBe("nonsense");
  });
});
