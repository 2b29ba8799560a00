import { describe, expect, it } from "vitest";

import {
  businessHoursFrom,
  defaultBusinessHours,
  describeBusinessHours,
  isWithinBusinessHours,
  parseBusinessHours,
} from "./business-hours.ts";

describe("business hours", () => {
  it("reads the hours as the settings write them, else Monday to Saturday 9:00 to 19:00", () => {
    expect(parseBusinessHours("Monday to Saturday, 9:00 AM to 7:00 PM")).toEqual(defaultBusinessHours);
    expect(parseBusinessHours("Mon–Fri 09:30–18:00")).toEqual({
      days: [1, 2, 3, 4, 5],
      opens: 570,
      closes: 1080,
    });
    expect(parseBusinessHours("Daily 10 am - 6 pm")).toEqual({
      days: [0, 1, 2, 3, 4, 5, 6],
      opens: 600,
      closes: 1080,
    });
    expect(parseBusinessHours("Sunday to Friday, 9 to 5 PM")).toEqual({
      days: [0, 1, 2, 3, 4, 5],
      opens: 540,
      closes: 1020,
    });
    expect(parseBusinessHours("Fri - Mon 1 to 5 pm")?.days).toEqual([5, 6, 0, 1]);
    expect(parseBusinessHours("Fri - Mon 1 to 5 pm")?.opens).toBe(13 * 60);
    expect(parseBusinessHours("Call us any time")).toBeNull();
    expect(parseBusinessHours("9 AM to 7 PM")).toBeNull();
    expect(parseBusinessHours("Monday to Saturday, 7 PM to 9 AM")).toBeNull();
    expect(businessHoursFrom("Whenever you like")).toEqual(defaultBusinessHours);
    expect(describeBusinessHours(defaultBusinessHours)).toBe("Mon–Sat 9:00–19:00 IST");
  });
});

describe("whether the office is open", () => {
  it("reads the moment in India time against the days and hours", () => {
    const hours = { days: [1, 2, 3, 4, 5, 6], opens: 9 * 60, closes: 19 * 60 };
    // Wednesday 2 December 2026: 08:59, 09:00 and 18:59 India time, then 19:00; Sunday noon.
    expect(isWithinBusinessHours(new Date("2026-12-02T03:29:00Z"), hours)).toBe(false);
    expect(isWithinBusinessHours(new Date("2026-12-02T03:30:00Z"), hours)).toBe(true);
    expect(isWithinBusinessHours(new Date("2026-12-02T13:29:00Z"), hours)).toBe(true);
    expect(isWithinBusinessHours(new Date("2026-12-02T13:30:00Z"), hours)).toBe(false);
    expect(isWithinBusinessHours(new Date("2026-12-06T06:30:00Z"), hours)).toBe(false);
  });
});
