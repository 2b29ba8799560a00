import { describe, expect, it } from "vitest";

import { plotsLeft, plotsLeftText, salesPercent } from "./figures.ts";

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

describe("plotsLeft", () => {
  it("never goes below zero", () => {
    expect(plotsLeft(96, 180)).toBe(84);
    expect(plotsLeft(95, 90)).toBe(0);
  });
});

describe("plotsLeftText", () => {
  it.each([
    [96, 180, "84 plots left"],
    [179, 180, "1 plot left"],
    [180, 180, "Sold out"],
    [0, 1500, "1,500 plots left"],
  ])("%i of %i sold reads %s", (sold, total, text) => {
    expect(plotsLeftText(sold, total)).toBe(text);
  });
});
