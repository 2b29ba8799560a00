import { describe, expect, it } from "vitest";

import { crore, formatRupeeRange, formatRupees, formatRupeesInFull, lakh } from "./money.ts";

describe("a price in lakhs and crores", () => {
  it.each([
    [lakh - 1, "₹ 99,999"],
    [lakh, "₹ 1 L"],
    [lakh + 400, "₹ 1 L"],
    [1_860_000, "₹ 18.6 L"],
    [1_234_567, "₹ 12.35 L"],
    [crore - 1_000, "₹ 99.99 L"],
    [crore - 1, "₹ 100 L"],
    [crore, "₹ 1 Cr"],
    [12_000_000, "₹ 1.2 Cr"],
    [1_234_500_000, "₹ 123.45 Cr"],
    [85_000.4, "₹ 85,000"],
    [0, "₹ 0"],
  ])("%d reads %s", (rupees, text) => {
    expect(formatRupees(rupees)).toBe(text);
  });

  it("reads a range, or one amount when both ends agree", () => {
    expect(formatRupeeRange(5 * lakh, 10 * lakh)).toBe("₹ 5 L – ₹ 10 L");
    expect(formatRupeeRange(12 * lakh, 1.2 * crore)).toBe("₹ 12 L – ₹ 1.2 Cr");
    expect(formatRupeeRange(38 * lakh, 38 * lakh + 1)).toBe("₹ 38 L");
  });
});

describe("a price in Tamil", () => {
  it("names lakhs and crores in Tamil, with the same Indian grouping below a lakh", () => {
    expect(formatRupees(1_860_000, "ta")).toBe("₹ 18.6 லட்சம்");
    expect(formatRupees(12_000_000, "ta")).toBe("₹ 1.2 கோடி");
    expect(formatRupees(85_000, "ta")).toBe("₹ 85,000");
    expect(formatRupeeRange(12 * lakh, 1.2 * crore, "ta")).toBe("₹ 12 லட்சம் – ₹ 1.2 கோடி");
  });
});

describe("rupees in full", () => {
  it.each([
    [2_400, "₹ 2,400"],
    [lakh, "₹ 1,00,000"],
    [150_000, "₹ 1,50,000"],
    [crore, "₹ 1,00,00,000"],
    [2_400.6, "₹ 2,401"],
  ])("%d reads %s", (rupees, text) => {
    expect(formatRupeesInFull(rupees)).toBe(text);
  });
});
