import { describe, expect, it, vi } from "vitest";

import { formatIndianNumber, formatMegabytes } from "./format.ts";

describe("numbers", () => {
  it("groups digits the Indian way with at most the decimals asked for", () => {
    expect(formatIndianNumber(1234567)).toBe("12,34,567");
    expect(formatIndianNumber(2.756, 2)).toBe("2.76");
    expect(formatIndianNumber(2.5, 0)).toBe((2.5).toLocaleString("en-IN", { maximumFractionDigits: 0 }));
    expect(formatIndianNumber(1.23456)).toBe((1.23456).toLocaleString("en-IN"));
  });

  it("makes one formatter per precision, not one per number", () => {
    const made = vi.spyOn(Intl, "NumberFormat");
    for (let i = 0; i < 100; i++) formatIndianNumber(i / 7, 5);
    expect(made.mock.calls.length).toBeLessThanOrEqual(1);
    made.mockRestore();
  });
});

describe("sizes", () => {
  it("gives MiB to one decimal", () => {
    expect(formatMegabytes(15 * 1024 * 1024)).toBe("15 MB");
    expect(formatMegabytes(2.54 * 1024 * 1024)).toBe("2.5 MB");
    expect(formatMegabytes(0)).toBe("0 MB");
  });
});
