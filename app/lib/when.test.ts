import { describe, expect, it } from "vitest";

import { describeWhen } from "./when.ts";

describe("describeWhen", () => {
  const now = new Date("2026-06-10T12:00:00Z");
  const ago = (ms: number) => describeWhen(new Date(now.getTime() - ms), now).relative;

  it.each([
    [0, "just now"],
    [59_000, "just now"],
    [60_000, "1 minute ago"],
    [5 * 60_000 + 30_000, "5 minutes ago"],
    [60 * 60_000, "1 hour ago"],
    [23 * 60 * 60_000, "23 hours ago"],
    [24 * 60 * 60_000, "1 day ago"],
    [6 * 24 * 60 * 60_000, "6 days ago"],
    [7 * 24 * 60 * 60_000, "Jun 3, 2026"],
  ])("%i ms ago reads as %s", (ms, text) => {
    expect(ago(ms)).toBe(text);
  });

  it("gives the exact time in India and the ISO time for the <time> element", () => {
    const when = describeWhen(new Date("2026-06-10T10:00:00Z"), now);
    expect(when.iso).toBe("2026-06-10T10:00:00.000Z");
    expect(when.exact).toMatch(/^Jun 10, 2026, 3:30\sPM IST$/);
  });
});
