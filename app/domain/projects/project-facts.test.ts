import { describe, expect, it } from "vitest";

import { formatRupeeRange, formatRupees } from "#app/lib/money.ts";
import { factTexts, parsePlotSizes, parsePriceRange, placeOf } from "./project-facts.ts";

const L = 100_000;

describe("parsePriceRange", () => {
  it.each([
    ["₹12 L - ₹38 L", { min: 12 * L, max: 38 * L }],
    ["₹18 L - ₹42 L", { min: 18 * L, max: 42 * L }],
    ["12-38 Lakhs", { min: 12 * L, max: 38 * L }],
    ["₹ 12 L – ₹ 38 L", { min: 12 * L, max: 38 * L }],
    ["₹10L - ₹20L", { min: 10 * L, max: 20 * L }],
    ["₹10 L", { min: 10 * L, max: 10 * L }],
    ["12.5 lakh to 1.2 crore", { min: 12.5 * L, max: 120 * L }],
    ["₹ 1.2 Cr", { min: 120 * L, max: 120 * L }],
    ["Rs. 8,50,000 - 12,00,000", { min: 850_000, max: 1_200_000 }],
    ["5 Lacs - 9 Lacs", { min: 5 * L, max: 9 * L }],
    ["Price on request", null],
    ["12-38", null],
    ["₹38 L - ₹12 L", null],
    ["₹12 L onwards", null],
    ["", null],
  ])("reads %j", (text, expected) => {
    expect(parsePriceRange(text)).toEqual(expected);
  });
});

describe("parsePlotSizes", () => {
  it.each([
    ["1000 - 2400 sq.ft", { min: 1000, max: 2400 }],
    ["800 - 2400 sq.ft", { min: 800, max: 2400 }],
    ["1200 sq ft", { min: 1200, max: 1200 }],
    ["1,200 - 2,400 sqft", { min: 1200, max: 2400 }],
    ["600 – 1,800 sq.ft", { min: 600, max: 1800 }],
    ["1 - 2 grounds", { min: 2400, max: 4800 }],
    ["5 cents", { min: 2178, max: 2178 }],
    ["Various", null],
    ["2400 - 800 sq.ft", null],
    ["3 - 4 acres", null],
  ])("reads %j", (text, expected) => {
    expect(parsePlotSizes(text)).toEqual(expected);
  });
});

describe("Indian money display", () => {
  it.each([
    [1_200_000, "₹ 12 L"],
    [1_250_000, "₹ 12.5 L"],
    [12_000_000, "₹ 1.2 Cr"],
    [10_000_000, "₹ 1 Cr"],
    [85_000, "₹ 85,000"],
  ])("%i reads %s", (rupees, text) => {
    expect(formatRupees(rupees)).toBe(text);
  });

  it("shows a range, or one amount when both ends agree", () => {
    expect(formatRupeeRange(12 * L, 38 * L)).toBe("₹ 12 L – ₹ 38 L");
    expect(formatRupeeRange(38 * L, 38 * L)).toBe("₹ 38 L");
  });

  it("derives the texts from the numbers, else keeps the text as typed", () => {
    const typed = { priceRange: "Price on request", plotSizes: "Various" };
    const none = { priceMin: null, priceMax: null, sizeMin: null, sizeMax: null };
    expect(factTexts({ ...typed, ...none })).toEqual(typed);
    const numbers = { priceMin: 12 * L, priceMax: 120 * L, sizeMin: 1000, sizeMax: 2400 };
    expect(factTexts({ ...typed, ...numbers })).toEqual({
      priceRange: "₹ 12 L – ₹ 1.2 Cr",
      plotSizes: "1,000 – 2,400 sq.ft",
    });
  });

  it("reads its own display back to the same numbers", () => {
    expect(parsePriceRange("₹ 12 L – ₹ 1.2 Cr")).toEqual({ min: 12 * L, max: 120 * L });
    expect(parsePlotSizes("1,000 – 2,400 sq.ft")).toEqual({ min: 1000, max: 2400 });
  });
});

describe("placeOf", () => {
  it.each([
    ["Oragadam, near Sriperumbudur, Chennai", { city: "Chennai", locality: "Oragadam" }],
    ["Kovaipudur, Coimbatore", { city: "Coimbatore", locality: "Kovaipudur" }],
    ["Zuzuwadi, Hosur Road, Bangalore outskirts", { city: "Bangalore", locality: "Zuzuwadi" }],
    ["Madurai Road, Ramanathapuram", { city: "Ramanathapuram", locality: "Madurai Road" }],
    ["Salem", { city: "Salem", locality: "" }],
    ["Karaikudi", { city: "Karaikudi", locality: "" }],
  ])("reads %j", (location, expected) => {
    expect(placeOf(location)).toEqual(expected);
  });
});
