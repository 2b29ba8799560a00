import { describe, expect, it } from "vitest";

import { formatLongDate, formatShortDate } from "./format.ts";

describe("dates", () => {
  it("uses en-US with a long month on public pages and a short month in tables", () => {
    const date = new Date("2026-03-05T10:00:00Z");
    expect(formatLongDate(date)).toBe("March 5, 2026");
    expect(formatShortDate(date)).toBe("Mar 5, 2026");
  });
});
