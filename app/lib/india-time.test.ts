import { describe, expect, it, vi } from "vitest";

import {
  addDays,
  formatCalendarDay,
  formatCalendarDayIn,
  formatDayMonthTime,
  formatIsoDateTime,
  formatLongDate,
  formatMailDateTime,
  formatShortDate,
  formatShortDateTime,
  indiaDateTimeValue,
  indiaDayBounds,
  indiaToday,
  indiaYear,
  isCalendarDay,
  parseCalendarDay,
  parseIndiaDateTime,
} from "./india-time.ts";

/** 18:30 UTC is midnight in India: the last minute before it and the first after. */
const beforeMidnight = new Date("2026-03-04T18:29:00Z");
const afterMidnight = new Date("2026-03-04T18:31:00Z");

describe("dates", () => {
  it("uses en-US with a long month on public pages and a short month in tables", () => {
    const date = new Date("2026-03-05T10:00:00Z");
    expect(formatLongDate(date)).toBe("March 5, 2026");
    expect(formatShortDate(date)).toBe("Mar 5, 2026");
  });

  it("names the month in Tamil on Tamil pages", () => {
    expect(formatLongDate(new Date("2026-03-05T10:00:00Z"), "ta")).toBe("5 மார்ச், 2026");
  });

  it("turns the day at midnight in India, not at midnight UTC", () => {
    for (const format of [formatLongDate, formatShortDate]) {
      expect(format(beforeMidnight)).toMatch(/4, 2026$/);
      expect(format(afterMidnight)).toMatch(/5, 2026$/);
      expect(format(afterMidnight.toISOString())).toBe(format(afterMidnight));
    }
    expect(formatShortDateTime(beforeMidnight)).toMatch(/^Mar 4, 2026, 11:59\sPM$/);
    expect(formatShortDateTime(afterMidnight)).toMatch(/^Mar 5, 2026, 12:01\sAM$/);
    expect(formatMailDateTime(afterMidnight)).toMatch(/^5 Mar 2026, 12:01\sam$/);
    expect(formatDayMonthTime(beforeMidnight)).toBe("4 Mar 23:59");
    expect(formatDayMonthTime(afterMidnight)).toBe("5 Mar 00:01");
    expect(formatIsoDateTime(beforeMidnight)).toBe("2026-03-04 23:59");
    expect(formatIsoDateTime(afterMidnight)).toBe("2026-03-05 00:01");
  });

  it("gives a spreadsheet's time in India", () => {
    expect(formatIsoDateTime(new Date("2026-03-01T18:45:00.000Z"))).toBe("2026-03-02 00:15");
  });

  it("makes its formatters once, not once per date", () => {
    const made = vi.spyOn(Intl, "DateTimeFormat");
    const formatAll = (date: Date) => {
      formatLongDate(date);
      formatShortDate(date);
      formatShortDateTime(date);
      formatMailDateTime(date);
      formatDayMonthTime(date);
      formatCalendarDay(date.toISOString().slice(0, 10));
    };
    // Those not made yet by the tests above are made at their first use: six at most.
    formatAll(new Date(Date.UTC(2026, 0, 1, 12)));
    expect(made.mock.calls.length).toBeLessThanOrEqual(6);
    made.mockClear();
    for (let i = 1; i < 50; i++) formatAll(new Date(Date.UTC(2026, 0, 1 + i, 12)));
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
  });

  it("makes no formatter as it loads: a script that imports it pays for ICU's data only when it names a day", async () => {
    vi.resetModules();
    const made = vi.spyOn(Intl, "DateTimeFormat");
    const fresh = await import("./india-time.ts");
    expect(made).not.toHaveBeenCalled();
    expect(fresh.formatCalendarDayIn("2026-12-05", "ta")).toContain("டிசம்பர்");
    expect(made).toHaveBeenCalledTimes(1);
    made.mockRestore();
  });
});

describe("days in India", () => {
  it("takes today in India, not on the server's clock", () => {
    // 20:00 UTC is 01:30 the next morning in India.
    expect(indiaToday(new Date("2026-11-23T20:00:00Z"))).toBe("2026-11-24");
    expect(indiaToday(new Date("2026-11-23T18:29:59Z"))).toBe("2026-11-23");
    expect(indiaToday(beforeMidnight)).toBe("2026-03-04");
    expect(indiaToday(afterMidnight)).toBe("2026-03-05");
  });

  it("turns the year at midnight in India", () => {
    expect(indiaYear(new Date("2026-12-31T18:29:59Z"))).toBe(2026);
    expect(indiaYear(new Date("2026-12-31T18:30:00Z"))).toBe(2027);
  });

  it("bounds a day from India's midnight to the next", () => {
    expect(indiaDayBounds("2026-03-05")).toEqual({
      start: new Date("2026-03-04T18:30:00Z"),
      end: new Date("2026-03-05T18:30:00Z"),
    });
    expect(indiaDayBounds("2026-02-30")).toBeNull();
  });

  it("knows real days only", () => {
    expect(isCalendarDay("2026-12-05")).toBe(true);
    expect(isCalendarDay("2028-02-29")).toBe(true);
    for (const value of ["2026-02-30", "2026-13-01", "5/12/2026", "", "2026-12-5", "2027-02-29"]) {
      expect(isCalendarDay(value)).toBe(false);
    }
    expect(parseCalendarDay("2026-12-05")).toEqual(new Date("2026-12-05T00:00:00Z"));
  });

  it("counts days across months and years", () => {
    expect(addDays("2026-11-23", 60)).toBe("2027-01-22");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(() => addDays("2026-02-30", 1)).toThrow(RangeError);
  });

  it("names a day, and leaves a text that is not one as it is", () => {
    expect(formatCalendarDay("2026-12-05")).toBe("Saturday, 5 December 2026");
    expect(formatCalendarDay("2026-09-26")).toBe("Saturday, 26 September 2026");
    expect(formatCalendarDay("nonsense")).toBe("nonsense");
  });

  it("names a day in a page's language", () => {
    expect(formatCalendarDayIn("2026-12-05", "en")).toBe("Saturday, 5 December 2026");
    expect(formatCalendarDayIn("2026-12-05", "ta")).toBe("சனி, 5 டிசம்பர், 2026");
    expect(formatCalendarDayIn("nonsense", "ta")).toBe("nonsense");
  });
});

describe("datetime-local values in India time", () => {
  it("reads a field's value as India time and writes a moment back the same way", () => {
    const moment = parseIndiaDateTime("2026-12-03T10:00")!;
    expect(moment.toISOString()).toBe("2026-12-03T04:30:00.000Z");
    expect(indiaDateTimeValue(moment)).toBe("2026-12-03T10:00");
    expect(indiaDateTimeValue(new Date("2026-12-02T20:00:00Z"))).toBe("2026-12-03T01:30");
    for (const bad of [
      "",
      "2026-12-03",
      "2026-02-30T10:00",
      "2026-12-03T24:00",
      "2026-12-03T10:60",
      "tomorrow",
    ]) {
      expect(parseIndiaDateTime(bad), bad).toBeNull();
    }
  });
});
