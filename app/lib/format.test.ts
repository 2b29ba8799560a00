import { describe, expect, it } from "vitest";

import { formatLongDate, formatShortDate, salesPercent } from "./format.ts";

describe("salesPercent", () => {
  it.each([
    [96, 180, 53],
    [141, 150, 94],
    [90, 90, 100],
    [0, 120, 0],
    [1, 3, 33],
    [2, 3, 67],
    [5, 0, 0],
    [0, 0, 0],
  ])("%i of %i sold is %i%%", (sold, total, expected) => {
    expect(salesPercent(sold, total)).toBe(expected);
  });
});

describe("dates", () => {
  it("uses en-US with a long month on public pages and a short month in tables", () => {
    const date = new Date("2026-03-05T10:00:00Z");
    expect(formatLongDate(date)).toBe("March 5, 2026");
    expect(formatShortDate(date)).toBe("Mar 5, 2026");
  });
});
